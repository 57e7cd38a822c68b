import type { Mentee } from '@tvet/contract';
import { useCallback, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedListState } from '@/components/ui/paged-list-state';
import { PeopleSearch } from '@/components/ui/people-search';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { employmentLabel, orNotAvailable } from '@/lib/profile-format';
import { useMentorAction } from '../api/admin-mentors';
import { unassignGraduate } from '../api/assignment';
import { useCohort } from '../api/get-cohort';
import { formatDate } from '../lib/format';
import { UnassignAll } from './unassign-all';

/**
 * The mentor's cohort as the console sees it: searched, paged with the true total, each graduate unassignable,
 * and the whole cohort removable at once.
 */
export function CohortAdminList({ mentorId }: { mentorId: string }) {
  const [filters, setFilters] = useState<{ page: number; name?: string }>({ page: 1 });
  const cohort = useCohort(mentorId, filters);
  const unassign = useMentorAction(unassignGraduate);
  const [removing, setRemoving] = useState<Mentee | null>(null);
  const search = useCallback((name: string) => setFilters({ page: 1, name: name || undefined }), []);
  // The whole cohort's size, whatever the search or page: the unsearched first page's total (the same query as
  // the list's own while it shows that page, so usually no extra request).
  const total = useCohort(mentorId, { page: 1 }).data?.totalDocs ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <UnassignAll mentorId={mentorId} total={total} onDone={() => setFilters({ page: 1 })} />
      <PeopleSearch
        label={t('Search the cohort by name')}
        placeholder={t('Type part of a name')}
        value={filters.name ?? ''}
        onSearch={search}
        searching={cohort.isFetching && cohort.isPlaceholderData}
      />
      <PagedListState
        query={cohort}
        words={{
          count: (count) => t('{count, plural, one {# graduate} other {# graduates}}', { count }),
          loading: t('Loading the cohort…'),
          failed: t('The cohort could not be loaded.'),
          pages: t('Cohort pages'),
        }}
        searching={Boolean(filters.name)}
        empty={{
          title: t('No graduate in this cohort yet'),
          text: t('Assign graduates with the filters above.'),
        }}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
      >
        <ul
          aria-label={t('Cohort')}
          className={`flex flex-col divide-y divide-gray-200 rounded-xl bg-white ring-1 ring-gray-200 ${cohort.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {cohort.data?.docs.map((mentee) => (
            <li key={mentee._id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="flex min-w-0 items-center gap-3">
                <Avatar name={mentee.user_id.name} url={mentee.user_id.avatar?.url} />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold [overflow-wrap:anywhere]">{mentee.user_id.name}</span>
                  <span className="text-sm text-muted [overflow-wrap:anywhere]">
                    {[
                      mentee.institution_id?.user_id.name,
                      orNotAvailable(mentee.state),
                      employmentLabel(mentee.is_employed),
                      `assigned ${formatDate(mentee.assignedAt)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </span>
              <Button variant="ghost" className="min-h-11 px-3" onClick={() => setRemoving(mentee)}>
                {t('Unassign')} <span className="sr-only">{mentee.user_id.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </PagedListState>
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('Unassign {name}?', { name: removing?.user_id.name ?? '' })}
        description={t(
          "The graduate leaves this mentor's cohort and no longer receives the mentor's broadcasts. Their messages so far stay.",
        )}
        confirmLabel={t('Unassign')}
        busyLabel={t('Unassigning…')}
        onConfirm={async () =>
          toast((await unassign.mutateAsync({ id: mentorId, graduateId: removing!._id })).msg)
        }
      />
    </div>
  );
}
