import * as Tabs from '@radix-ui/react-tabs';
import { MESSAGES } from '@tvet/contract';
import { paths } from '@/app/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { TextLink } from '@/components/ui/text-link';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useApplications } from '../api/get-applications';
import { AppliedJobItem } from '../components/applied-job-item';
import { ErrorPanel } from '../components/error-panel';
import { ListSkeleton } from '../components/list-skeleton';
import { Pager } from '../components/pager';
import { pageFrom, useSearchParamsState } from '../hooks/use-search-params';

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
      <title>{pageTitle(TITLE)}</title>
      <h1 className="text-2xl font-bold">{TITLE}</h1>
      <Tabs.Root value={TAB} className="flex flex-col gap-4">
        <Tabs.List aria-label="Applied jobs" className="flex gap-1 border-b border-gray-200">
          <Tabs.Trigger
            value={TAB}
            className="flex min-h-12 items-center gap-2 border-b-3 border-transparent px-3 font-medium text-muted data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
          >
            Applied{' '}
            <span className="min-w-7 rounded-full bg-brand-700 px-2 py-0.5 text-sm text-white">
              {count ?? '–'}
            </span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={TAB} className="flex flex-col gap-4">
          {applications.isPending ? (
            <ListSkeleton label="Loading your applications…" />
          ) : applications.isError ? (
            <ErrorPanel message={applications.error.message} onRetry={() => applications.refetch()} />
          ) : applications.data.docs.length === 0 ? (
            <EmptyState title={MESSAGES.noAppliedJob}>
              Find a job under <TextLink to={paths.jobPost}>Job posting</TextLink> and apply.
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
                page={page}
                totalPages={applications.data.totalPages}
                onPage={(next) => update({ page: String(next) })}
                label="Application pages"
              />
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
