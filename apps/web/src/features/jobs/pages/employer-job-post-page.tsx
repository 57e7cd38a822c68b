import { useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { t, tx } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useEmployerJobs } from '../api/get-employer-jobs';
import { ApplicantList } from '../components/applicant-list';
import { CreateJobButton, useCreateJobModal } from '../components/create-job-button';
import { EmployerJobActions } from '../components/employer-job-actions';
import { JobDetail } from '../components/job-detail';
import { JobList } from '../components/job-list';
import { EmployerJobMeta } from '../components/job-meta';
import { JobNotFound } from '../components/job-not-found';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const [justCreated, setJustCreated] = useState(false);
  const createJob = useCreateJobModal((job) => {
    setJustCreated(true);
    select(job._id);
  });

  // The deleted job's item is gone, so the reader continues from the page heading.
  function afterDelete() {
    select(null);
    requestAnimationFrame(() => heading.current?.focus());
  }

  const list = jobs.data ?? [];
  const shown = list.find((job) => job._id === selectedId) ?? (selectedId ? null : list[0]);
  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(tx(TITLE))}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {tx(TITLE)}
        </h1>
        {list.length > 0 && <CreateJobButton onOpen={createJob.open} />}
      </div>
      {jobs.isPending ? (
        <ListSkeleton label={t('Loading your jobs…')} />
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
              selectedId={selectedId}
              shownId={shown?._id ?? null}
              label={t('Your jobs')}
              meta={(job) => <EmployerJobMeta job={job} />}
            />
          }
          detail={
            shown ? (
              <JobDetail
                job={shown}
                focusOnShow={Boolean(selectedId)}
                focusOnMount={justCreated}
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
