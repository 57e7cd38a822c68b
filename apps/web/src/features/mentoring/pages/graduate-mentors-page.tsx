// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { MENTOR_TABS, MESSAGES, type MentorType } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useMyMentors } from '../api/get-my-mentors';
import { MentorCard } from '../components/mentor-card';

const TITLE = 'Mentors';
type TabKey = (typeof MENTOR_TABS)[number]['key'];

/**
 * The graduate's /mentors (spec 000 §2): tabs all mentors / individual / organization, a card per mentor with
 * the specialization, the industry and a message button, 'No mentor yet' when none. The tab is in the address.
 */
export function GraduateMentorsPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const tab: TabKey = MENTOR_TABS.find((entry) => entry.key === params.get('tab'))?.key ?? 'all';
  const page = pageFrom(params.get('page'));
  const mentorType: MentorType | undefined = tab === 'all' ? undefined : tab;
  const mentors = useMyMentors(session.user_id, { page, mentor_type: mentorType });
  const tabLabel = MENTOR_TABS.find((entry) => entry.key === tab)!.label;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">
          {t('People and organisations who guide you into work. Write to them in Messages.')}
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === 'all' ? null : value, page: null })}
        className="flex flex-col gap-4"
      >
        <TabList aria-label={t('Kinds of mentor')}>
          {MENTOR_TABS.map((entry) => (
            <Tab key={entry.key} value={entry.key}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab} className="flex flex-col gap-4">
          {mentors.isPending ? (
            <ListSkeleton label={t('Loading your mentors…')} />
          ) : mentors.isError ? (
            <ErrorPanel
              message={t('Your mentors could not be loaded.')}
              detail={mentors.error.message}
              onRetry={() => mentors.refetch()}
            />
          ) : mentors.data.docs.length === 0 ? (
            <EmptyState title={MESSAGES.noMentor}>
              {tab === 'all'
                ? 'When an administrator assigns you a mentor, they appear here and you can write to them.'
                : `You have no mentor of this kind (${tabLabel.toLowerCase()}).`}
            </EmptyState>
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {t('{count, plural, one {# mentor} other {# mentors}}', { count: mentors.data.totalDocs })}
              </p>
              <ul
                aria-label={`${tabLabel}`}
                className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${mentors.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {mentors.data.docs.map((mentor) => (
                  <li key={mentor._id}>
                    <MentorCard mentor={mentor} />
                  </li>
                ))}
              </ul>
              <Pager
                hideSinglePage
                page={page}
                totalPages={mentors.data.totalPages}
                busy={mentors.isPlaceholderData}
                onPage={(next) => update({ page: next > 1 ? String(next) : null })}
                label={t('Mentor pages')}
              />
            </>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
