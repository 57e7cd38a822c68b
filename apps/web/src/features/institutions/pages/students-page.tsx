// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@tvet/contract';
import { useCallback } from 'react';
import { Link } from '@/components/ui/link';
import { PagedListState } from '@/components/ui/paged-list-state';
import { PeopleSearch } from '@/components/ui/people-search';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useGraduates } from '../api/get-graduates';
import type { PeopleFilters } from '../api/keys';
import { GraduateTable } from '../components/graduate-table';

const TITLE = 'Students';
const CLAIM_OPTIONS = CLAIM_STATUSES.map((value) => ({
  value,
  get label() {
    return tx(CLAIM_STATUS_LABELS[value]);
  },
}));

/**
 * /students (spec 001 §2): the graduates who linked this institution, searched by name on the server and
 * filtered by the state of their claim, a page at a time through the whole list, each with a view action.
 */
export function StudentsPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const claim = params.get('claim');
  const filters: PeopleFilters = {
    page: pageFrom(params.get('page')),
    name: params.get('q')?.trim() || undefined,
    claim_status: (CLAIM_STATUSES as readonly string[]).includes(claim ?? '')
      ? (claim as ClaimStatus)
      : undefined,
  };
  const graduates = useGraduates(session.user_id, filters);
  const search = useCallback((name: string) => update({ q: name || null, page: null }), [update]);

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">{t('Graduates who added your institution to their profile.')}</p>
      </header>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-end">
        <PeopleSearch
          label={t('Search students by name')}
          value={filters.name ?? ''}
          onSearch={search}
          searching={graduates.isFetching && graduates.isPlaceholderData}
        />
        <div className="sm:w-64">
          <SelectField
            label={t('Roll')}
            placeholder={t('All students')}
            options={CLAIM_OPTIONS}
            value={filters.claim_status ?? ''}
            onChange={(event) => update({ claim: event.target.value || null, page: null })}
          />
        </div>
      </div>
      <PagedListState
        query={graduates}
        words={{
          count: (count) => t('{count, plural, one {# student} other {# students}}', { count }),
          loading: t('Loading your students…'),
          failed: t('Your students could not be loaded.'),
          pages: t('Student pages'),
        }}
        searching={Boolean(filters.name || filters.claim_status)}
        empty={{
          title: 'No student yet',
          text: 'Graduates appear here when they add your institution to their profile. Upload your graduation roll so that their claims are confirmed at once.',
          action: (
            <Link to={paths.graduationRoll} className="btn btn-primary">
              {t('Go to the graduation roll')}
            </Link>
          ),
        }}
        page={filters.page}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
      >
        <GraduateTable
          graduates={graduates.data?.docs ?? []}
          caption={t('Your students')}
          dimmed={graduates.isPlaceholderData}
        />
      </PagedListState>
    </div>
  );
}
