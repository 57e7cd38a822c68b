import { MESSAGES } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { pageTitle } from '@/lib/title';
import { useOpenJobs } from '../api/get-open-jobs';
import { CopyLinkButton } from '../components/copy-link-button';
import { JobDetail } from '../components/job-detail';
import { JobList } from '../components/job-list';
import { JobNotFound } from '../components/job-not-found';
import { MasterDetail } from '../components/master-detail';
import { useSelectedJob } from '../hooks/use-selected-job';
import { useShownJob } from '../hooks/use-shown-job';

const TITLE = 'Job posting';

/** The mentor's /job-post (spec 001 §2): the open jobs, read-only, each with a link to share with mentees. */
export function MentorJobPostPage() {
  const [params, update] = useSearchParamsState();
  const [selectedId, select] = useSelectedJob();
  const page = pageFrom(params.get('page'));
  const jobs = useOpenJobs(page);
  const shown = useShownJob(jobs.data?.docs, selectedId);

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(tx(TITLE))}</title>
      <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
      {jobs.isPending ? (
        <ListSkeleton label={t('Loading jobs…')} />
      ) : jobs.isError ? (
        <ErrorPanel message={jobs.error.message} onRetry={() => jobs.refetch()} />
      ) : jobs.data.docs.length === 0 && !selectedId ? (
        <EmptyState title={MESSAGES.noJobPost}>{t('Jobs that employers post will appear here.')}</EmptyState>
      ) : (
        <MasterDetail
          selectedId={selectedId}
          onBack={() => select(null)}
          list={
            <div className={`flex flex-col gap-4 ${jobs.isPlaceholderData ? 'opacity-60' : ''}`}>
              <JobList
                jobs={jobs.data.docs}
                selectedId={selectedId}
                shownId={shown.job?._id ?? null}
                label={t('Open jobs')}
              />
              <Pager
                hideSinglePage
                page={page}
                totalPages={jobs.data.totalPages}
                onPage={(next) => update({ page: String(next), job: null })}
                label={t('Job pages')}
              />
            </div>
          }
          detail={
            shown.job ? (
              <JobDetail
                job={shown.job}
                focusOnShow={Boolean(selectedId)}
                actions={<CopyLinkButton jobId={shown.job._id} />}
              />
            ) : shown.loading ? (
              <LoadingPanel label={t('Loading the job…')} />
            ) : (
              <JobNotFound message={shown.error?.message} />
            )
          }
        />
      )}
    </div>
  );
}
