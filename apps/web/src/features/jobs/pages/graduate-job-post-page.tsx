import { MESSAGES } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useJobFeed } from '../api/get-job-feed';
import { ApplyButton } from '../components/apply-button';
import { FeedFilters, type FeedFilterValues } from '../components/feed-filters';
import { JobDetail } from '../components/job-detail';
import { JobList } from '../components/job-list';
import { JobNotFound } from '../components/job-not-found';
import { MasterDetail } from '../components/master-detail';
import { ReportJobButton } from '../components/report-job-button';
import { useSelectedJob } from '../hooks/use-selected-job';
import { useShownJob } from '../hooks/use-shown-job';

const TITLE = 'Job posting';

/** The graduate's /job-post (spec 000 §2): the job feed with filters and pages, details, and Apply. */
export function GraduateJobPostPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const [selectedId, select] = useSelectedJob();
  const filters: FeedFilterValues = {
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    job_type: params.get('job_type') ?? '',
  };
  const page = pageFrom(params.get('page'));
  const feed = useJobFeed(session.user_id, { page, ...filters });
  const shown = useShownJob(feed.data?.docs, selectedId);
  const filtered = Boolean(filters.q || filters.state || filters.job_type);

  // A new filter starts again at page 1 and closes the job that was open.
  const changeFilters = (changes: Partial<FeedFilterValues>) => update({ ...changes, page: null, job: null });
  const clearFilters = () => update({ q: null, state: null, job_type: null, page: null, job: null });

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t(TITLE))}</title>
      <h1 className="text-2xl font-bold">{t(TITLE)}</h1>
      <div className={selectedId ? 'hidden md:block' : ''}>
        <FeedFilters values={filters} onChange={changeFilters} />
      </div>
      {feed.isPending ? (
        <ListSkeleton label={t('Loading jobs…')} />
      ) : feed.isError ? (
        <ErrorPanel message={feed.error.message} onRetry={() => feed.refetch()} />
      ) : feed.data.docs.length === 0 && !selectedId ? (
        filtered ? (
          <EmptyState
            title={MESSAGES.noMatch}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                {t('Clear filters')}
              </Button>
            }
          >
            {t('No open job matches these filters.')}
          </EmptyState>
        ) : (
          <EmptyState title={MESSAGES.noJobPost}>{t('New jobs from employers will appear here.')}</EmptyState>
        )
      ) : (
        <MasterDetail
          selectedId={selectedId}
          onBack={() => select(null)}
          list={
            <div className={`flex flex-col gap-4 ${feed.isPlaceholderData ? 'opacity-60' : ''}`}>
              <p className="text-sm text-muted" aria-live="polite">
                {feed.data.totalDocs} {t('open job')}
                {feed.data.totalDocs === 1 ? '' : 's'}
              </p>
              <JobList
                jobs={feed.data.docs}
                selectedId={selectedId}
                shownId={shown.job?._id ?? null}
                label={t('Open jobs')}
                meta={(job) => (job.has_applied ? <Badge tone="green">{t('Applied')}</Badge> : null)}
              />
              <Pager
                hideSinglePage
                page={page}
                totalPages={feed.data.totalPages}
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
                actions={
                  <>
                    <ApplyButton job={shown.job} graduateId={session.user_id} />
                    <ReportJobButton job={shown.job} />
                  </>
                }
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
