import { MESSAGES } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { Tab, TabCount, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useApplications } from '../api/get-applications';
import { AppliedJobItem } from '../components/applied-job-item';

const TITLE = 'Applied jobs';
const TAB = 'applied';

/** The graduate's /applied-jobs (spec 000 §2): the 'applied' tab with its count, newest first. */
export function AppliedJobsPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const page = pageFrom(params.get('page'));
  const applications = useApplications(session.user_id, page);
  const count = applications.data?.totalDocs;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t(TITLE))}</title>
      <h1 className="text-2xl font-bold">{t(TITLE)}</h1>
      <Tabs value={TAB} className="flex flex-col gap-4">
        <TabList aria-label={t('Applied jobs')}>
          <Tab value={TAB}>
            {t('Applied')} <TabCount>{count}</TabCount>
          </Tab>
        </TabList>
        <TabPanel value={TAB} className="flex flex-col gap-4">
          {applications.isPending ? (
            <ListSkeleton label={t('Loading your applications…')} />
          ) : applications.isError ? (
            <ErrorPanel message={applications.error.message} onRetry={() => applications.refetch()} />
          ) : applications.data.docs.length === 0 ? (
            <EmptyState title={MESSAGES.noAppliedJob}>
              {t('Find a job under')} <TextLink to={paths.jobPost}>{t('Job posting')}</TextLink>{' '}
              {t('and apply.')}
            </EmptyState>
          ) : (
            <>
              <ul className={`flex flex-col gap-3 ${applications.isPlaceholderData ? 'opacity-60' : ''}`}>
                {applications.data.docs.map((application) => (
                  <li key={application._id}>
                    <AppliedJobItem application={application} />
                  </li>
                ))}
              </ul>
              <Pager
                hideSinglePage
                page={page}
                totalPages={applications.data.totalPages}
                onPage={(next) => update({ page: String(next) })}
                label={t('Application pages')}
              />
            </>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
