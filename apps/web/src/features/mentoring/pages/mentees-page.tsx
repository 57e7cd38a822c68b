// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { MENTORING_MESSAGES, MESSAGES } from '@tvet/contract';
import { useCallback } from 'react';
import { PagedListState } from '@/components/ui/paged-list-state';
import { PeopleSearch } from '@/components/ui/people-search';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useCohort } from '../api/get-cohort';
import { BroadcastButton } from '../components/broadcast';
import { MenteeTable } from '../components/mentee-table';

/**
 * /mentees (spec 001 §2 "Mentees page"): the heading 'Cohort', the 'Search student' box (searched on the server,
 * so it covers the whole cohort, any case), 'No Match found', the Send Broadcast message button, and the cohort
 * a page at a time with its true total.
 */
export function MenteesPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const filters = { page: pageFrom(params.get('page')), name: params.get('q')?.trim() || undefined };
  const cohort = useCohort(session.user_id, filters);
  const search = useCallback((name: string) => update({ q: name || null, page: null }), [update]);

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(MENTORING_MESSAGES.cohortHeading)}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{tx(MENTORING_MESSAGES.cohortHeading)}</h1>
          <p className="text-muted">{t('The graduates assigned to you.')}</p>
        </div>
        <BroadcastButton mentorId={session.user_id} />
      </header>
      <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <PeopleSearch
          label={t('Search your mentees by name')}
          placeholder={tx(MENTORING_MESSAGES.searchStudent)}
          value={filters.name ?? ''}
          onSearch={search}
          searching={cohort.isFetching && cohort.isPlaceholderData}
        />
      </div>
      <PagedListState
        query={cohort}
        words={{
          count: (count) => t('{count, plural, one {# mentee} other {# mentees}}', { count }),
          loading: t('Loading your mentees…'),
          failed: t('Your mentees could not be loaded.'),
          pages: t('Mentee pages'),
        }}
        searching={Boolean(filters.name)}
        empty={{ title: MESSAGES.noMentee, text: MENTORING_MESSAGES.noMenteeAssigned }}
        page={filters.page}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
      >
        <MenteeTable
          mentorId={session.user_id}
          mentees={cohort.data?.docs ?? []}
          caption={t('Your cohort')}
          dimmed={cohort.isPlaceholderData}
        />
      </PagedListState>
    </div>
  );
}
