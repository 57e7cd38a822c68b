// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { MENTORING_MESSAGES, MESSAGES, type MentorOverview } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { SummaryCards } from '@/components/ui/summary-cards';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isFirstVisit } from '@/lib/first-visit';
import { t, tx } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';
import { useCohort } from '../api/get-cohort';
import { useMentorOverview, useMentorSurveyTotal } from '../api/get-overview';
import { BroadcastButton } from '../components/broadcast';
import { MenteeTable } from '../components/mentee-table';

/** How many mentees the overview lists before "View all". */
export const OVERVIEW_MENTEES = 8;
const FIRST_PAGE = { page: 1, limit: OVERVIEW_MENTEES };

/**
 * The mentor's /overview (spec 001 §2 "Mentor screens"): greeting, summary cards (mentees, employed, unemployed,
 * surveys), the mentee table with its empty state, and a side panel with the cohort's employment and the
 * broadcast.
 */
export function MentorOverviewPage() {
  const session = useSession()!;
  const mentorId = session.user_id;
  const profile = useProfile('mentor', mentorId);
  const overview = useMentorOverview(mentorId);
  const surveys = useMentorSurveyTotal();
  const mentees = useCohort(mentorId, FIRST_PAGE);
  const username = profile.data?.user_id.username ?? '';
  const figures = overview.data;
  const total = mentees.data?.totalDocs ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Overview'))}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">
          {username ? t('Hello {username}', { username }) : t('Hello')}
        </h1>
        <p className="text-muted">
          {t('{welcome}. Your mentees and how they are doing at a glance.', {
            welcome: isFirstVisit(profile.data?.user_id._id, profile.data?.user_id.createdAt)
              ? MESSAGES.welcomeFirst
              : MESSAGES.welcomeBack,
          })}
        </p>
      </header>
      {overview.isError || surveys.isError ? (
        <ErrorPanel
          message={t('The figures could not be loaded.')}
          detail={(overview.error ?? surveys.error)?.message}
          onRetry={() => {
            if (overview.isError) overview.refetch();
            if (surveys.isError) surveys.refetch();
          }}
        />
      ) : (
        <SummaryCards
          cards={[
            { label: 'Mentees', value: figures?.mentees, icon: 'people' },
            { label: 'Employed', value: figures?.employed, icon: 'briefcase' },
            { label: 'Unemployed', value: figures?.unemployed, icon: 'student' },
            { label: 'Surveys', value: surveys.data, icon: 'survey' },
          ]}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem] xl:items-start">
        <section aria-labelledby="overview-mentees" className="flex min-w-0 flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="overview-mentees" className="text-lg font-semibold">
              {t('Your mentees')}
            </h2>
            {total > OVERVIEW_MENTEES && (
              <TextLink to={paths.mentees}>{t('View all {total}', { total })}</TextLink>
            )}
          </div>
          {mentees.isPending ? (
            <ListSkeleton label={t('Loading your mentees…')} rows={3} />
          ) : mentees.isError ? (
            <ErrorPanel
              message={t('Your mentees could not be loaded.')}
              detail={mentees.error.message}
              onRetry={() => mentees.refetch()}
            />
          ) : total === 0 ? (
            <EmptyState title={tx(MESSAGES.noMentee)}>{tx(MENTORING_MESSAGES.noMenteeAssigned)}</EmptyState>
          ) : (
            // Spec 001 §9: the table is 579 px high and scrolls; on a phone the page itself scrolls instead.
            <div className="rounded-xl sm:max-h-[579px] sm:overflow-y-auto">
              <MenteeTable mentorId={mentorId} mentees={mentees.data.docs} caption={t('Your mentees')} />
            </div>
          )}
        </section>
        <CohortPanel mentorId={mentorId} figures={figures} />
      </div>
    </div>
  );
}

/** The side panel: the cohort's employment as bars with their numbers, and the broadcast to all of it. */
function CohortPanel({ mentorId, figures }: { mentorId: string; figures: MentorOverview | undefined }) {
  const rows = figures
    ? [
        { label: 'Employed', value: figures.employed },
        { label: 'Unemployed', value: figures.unemployed },
        { label: 'Not stated yet', value: figures.not_stated },
      ]
    : [];
  return (
    <section
      aria-labelledby="overview-cohort"
      className="flex flex-col gap-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
    >
      <h2 id="overview-cohort" className="text-lg font-semibold">
        {t('Your cohort')}
      </h2>
      {figures && figures.mentees > 0 ? (
        <dl className="flex flex-col gap-3">
          {rows.map((row) => {
            const percent = Math.round((row.value / figures.mentees) * 100);
            return (
              <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1">
                <dt>{row.label}</dt>
                <dd className="font-semibold tabular-nums">
                  {row.value} ({percent}%)
                </dd>
                <dd aria-hidden="true" className="col-span-2 h-2 overflow-hidden rounded-full bg-white">
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="text-muted">
          {figures ? MENTORING_MESSAGES.noMenteeAssigned : 'The figures appear here once they have loaded.'}
        </p>
      )}
      <p className="text-muted">
        {t('Write to all your mentees at once: they read it in Messages and can answer you there.')}
      </p>
      <BroadcastButton mentorId={mentorId} className="self-start" />
    </section>
  );
}
