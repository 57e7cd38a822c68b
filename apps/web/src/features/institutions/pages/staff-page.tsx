// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { useCallback } from 'react';
import { PagedListState } from '@/components/ui/paged-list-state';
import { PeopleSearch } from '@/components/ui/people-search';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useStaffList } from '../api/get-staff-list';
import type { PeopleFilters } from '../api/keys';
import { StaffTable } from '../components/staff-table';

const TITLE = 'Staff';

/**
 * /staff (spec 001 §2): the staff who chose this institution in their profile, searched by name on the
 * server, a page at a time through the whole list, each with a view action.
 */
export function StaffPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const filters: PeopleFilters = {
    page: pageFrom(params.get('page')),
    name: params.get('q')?.trim() || undefined,
  };
  const staff = useStaffList(session.user_id, filters);
  const search = useCallback((name: string) => update({ q: name || null, page: null }), [update]);

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">{t('Staff who chose your institution in their profile.')}</p>
      </header>
      <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <PeopleSearch
          label={t('Search staff by name')}
          value={filters.name ?? ''}
          onSearch={search}
          searching={staff.isFetching && staff.isPlaceholderData}
        />
      </div>
      <PagedListState
        query={staff}
        words={{
          count: (count) => t('{count, plural, one {# staff member} other {# staff}}', { count }),
          loading: t('Loading your staff…'),
          failed: t('Your staff could not be loaded.'),
          pages: t('Staff pages'),
        }}
        searching={Boolean(filters.name)}
        empty={{
          title: 'No staff yet',
          text: 'Staff appear here when they choose your institution while setting up their profile.',
        }}
        page={filters.page}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
      >
        <StaffTable
          staff={staff.data?.docs ?? []}
          caption={t('Your staff')}
          dimmed={staff.isPlaceholderData}
        />
      </PagedListState>
    </div>
  );
}
