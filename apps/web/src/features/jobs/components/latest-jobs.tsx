import { MESSAGES } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useJobFeed } from '../api/get-job-feed';
import { CompactJobList } from './compact-job-list';

/** How many of the newest jobs the graduate dashboard shows (3 to 5 fit a phone screen). */
const LATEST_JOBS = 5;

/**
 * "Latest jobs" for the graduate dashboard (spec 000 §2 "/overview"): the newest open jobs, each opening on
 * /job-post, and a link to all of them. Self-contained: it reads the session and its own data.
 */
export function LatestJobs({ limit = LATEST_JOBS }: { limit?: number }) {
  const session = useSession();
  const feed = useJobFeed(session?.user_id ?? '', { page: 1 }, limit);
  // One panel of a dashboard: an answer of an unexpected shape shows as no job rather than breaking the page.
  const docs = feed.data?.docs ?? [];
  return (
    <section
      aria-labelledby="latest-jobs"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="latest-jobs" className="text-lg font-semibold">
          {t('Latest jobs')}
        </h2>
        <TextLink to={paths.jobPost}>{t('View all')}</TextLink>
      </div>
      {feed.isPending ? (
        <ListSkeleton label={t('Loading the latest jobs…')} rows={2} />
      ) : feed.isError ? (
        <ErrorPanel message={feed.error.message} onRetry={() => feed.refetch()} />
      ) : docs.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-center text-muted">{t(MESSAGES.noJobPost)}</p>
      ) : (
        <CompactJobList
          jobs={docs.slice(0, limit)}
          label={t('Latest jobs')}
          meta={(job) => (job.has_applied ? <Badge tone="green">{t('Applied')}</Badge> : null)}
        />
      )}
    </section>
  );
}
