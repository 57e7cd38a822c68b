import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useEmployerJobs } from '../api/get-employer-jobs';
import { ApplicantList } from '../components/applicant-list';
import { CreateJobButton, useCreateJobModal } from '../components/create-job-button';
import { EmployerJobActions } from '../components/employer-job-actions';
import { ErrorPanel } from '../components/error-panel';
import { JobDetail } from '../components/job-detail';
import { JobList } from '../components/job-list';
import { EmployerJobMeta } from '../components/job-meta';
import { JobNotFound } from '../components/job-not-found';
import { ListSkeleton } from '../components/list-skeleton';
import { MasterDetail } from '../components/master-detail';
import { useSelectedJob } from '../hooks/use-selected-job';
import { JOB_TEXTS } from '../lib/texts';

const TITLE = 'Job posting';

/**
 * The employer's /job-post (spec 001 §2 "Employer job-post screen"): its jobs, the open job with its
 * applicants, close/reopen and delete, and "Create job posting".
 */
export function EmployerJobPostPage() {
  const session = useSession()!;
  const jobs = useEmployerJobs(session.user_id);
  const [selectedId, select] = useSelectedJob();
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const createJob = useCreateJobModal((job) => select(job._id));
  // The deletion notice is about the list as it was; opening another job makes it old news.
  useEffect(() => {
    if (selectedId) setNotice('');
  }, [selectedId]);

  function afterDelete(message: string) {
    setNotice(message);
    select(null);
    requestAnimationFrame(() => heading.current?.focus());
  }

  const list = jobs.data ?? [];
  const shown = list.find((job) => job._id === selectedId) ?? (selectedId ? null : list[0]);
  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {TITLE}
        </h1>
        {list.length > 0 && <CreateJobButton onOpen={createJob.open} />}
      </div>
      {/* Deleting answers with a plain sentence; it is read out rather than shown as a red toast. */}
      <p
        role="status"
        className={notice ? 'rounded-lg bg-brand-50 p-3 font-medium text-brand-900' : 'sr-only'}
      >
        {notice}
      </p>
      {jobs.isPending ? (
        <ListSkeleton label="Loading your jobs…" />
      ) : jobs.isError ? (
        <ErrorPanel message={jobs.error.message} onRetry={() => jobs.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={JOB_TEXTS.employerEmptyTitle} action={<CreateJobButton onOpen={createJob.open} />}>
          {JOB_TEXTS.employerEmptyText}
        </EmptyState>
      ) : (
        <MasterDetail
          selectedId={selectedId}
          onBack={() => select(null)}
          list={
            <JobList
              jobs={list}
              selectedId={shown?._id ?? null}
              label="Your jobs"
              meta={(job) => <EmployerJobMeta job={job} />}
            />
          }
          detail={
            shown ? (
              <JobDetail
                job={shown}
                focusOnShow={Boolean(selectedId)}
                actions={<EmployerJobActions job={shown} onDeleted={afterDelete} />}
              >
                <ApplicantList jobId={shown._id} />
              </JobDetail>
            ) : (
              <JobNotFound />
            )
          }
        />
      )}
      {createJob.modal}
    </div>
  );
}
