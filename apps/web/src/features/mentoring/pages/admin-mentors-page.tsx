// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import {
  MENTOR_COHORT_MAX,
  MENTOR_STATUS_LABELS,
  MENTOR_STATUSES,
  MENTOR_TYPE_LABELS,
  MENTOR_TYPES,
  type MentorStatus,
  type MentorType,
} from '@tvet/contract';
import { useCallback, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { Link } from '@/components/ui/link';
import { PagedList } from '@/components/ui/paged-list';
import { PeopleSearch } from '@/components/ui/people-search';
import { SelectField } from '@/components/ui/select-field';
import { href, paths } from '@/config/paths';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useAdminMentors } from '../api/admin-mentors';
import { MentorActions } from '../components/mentor-actions';
import { MentorFormDialog } from '../components/mentor-form-dialog';
import { MentorStatusBadge } from '../components/mentor-status-badge';
import { formatDate } from '../lib/format';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The console's Mentors page (issue 12): every mentor with their status and cohort size, searched and filtered,
 * added (an invitation is mailed), edited, re-invited, deactivated and reactivated; each opens its cohort.
 */
export function AdminMentorsPage() {
  const [params, update] = useSearchParamsState();
  const [creating, setCreating] = useState(false);
  const query = {
    q: params.get('q')?.trim() || undefined,
    status: oneOf<MentorStatus>(MENTOR_STATUSES, params.get('status')),
    mentor_type: oneOf<MentorType>(MENTOR_TYPES, params.get('type')),
    page: pageFrom(params.get('page')),
  };
  const mentors = useAdminMentors(query);
  const search = useCallback((q: string) => update({ q: q || null, page: null }), [update]);

  return (
    <ConsolePage
      title={t('Mentors')}
      intro={t(
        'Add mentors (they receive an invitation to set a password), keep their details right, and choose the graduates each one follows.',
      )}
      actions={<Button onClick={() => setCreating(true)}>{t('Add a mentor')}</Button>}
    >
      <div className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <PeopleSearch
            label={t('Name, e-mail, specialization or industry')}
            placeholder={t('Search mentors')}
            value={query.q ?? ''}
            onSearch={search}
            searching={mentors.isFetching && mentors.isPlaceholderData}
          />
        </div>
        <SelectField
          label={t('Status')}
          placeholder={t('Every status')}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value || null, page: null })}
          options={MENTOR_STATUSES.map((status) => ({ value: status, label: MENTOR_STATUS_LABELS[status] }))}
        />
        <SelectField
          label={t('Mentor type')}
          placeholder={t('Every type')}
          value={query.mentor_type ?? ''}
          onChange={(event) => update({ type: event.target.value || null, page: null })}
          options={MENTOR_TYPES.map((type) => ({ value: type, label: MENTOR_TYPE_LABELS[type] }))}
        />
      </div>
      <PagedList
        query={mentors}
        page={query.page}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
        label={t('Mentors')}
        noun={['mentor', 'mentors']}
        empty={
          query.q || query.status || query.mentor_type ? 'No mentor matches these filters' : 'No mentor yet'
        }
      >
        {(mentor) => (
          <RecordCard>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere]">{mentor.user_id.name}</p>
                <p className="text-sm text-muted [overflow-wrap:anywhere]">
                  {mentor.user_id.email}
                  {mentor.joinedAt
                    ? ` · joined ${formatDate(mentor.joinedAt)}`
                    : mentor.invitationExpiresAt
                      ? ` · invitation valid until ${formatDate(mentor.invitationExpiresAt)}`
                      : ''}
                </p>
              </div>
              <span className="flex flex-wrap gap-1">
                {mentor.mentor_type && <Badge>{MENTOR_TYPE_LABELS[mentor.mentor_type]}</Badge>}
                <MentorStatusBadge status={mentor.status} />
              </span>
            </div>
            <p className="[overflow-wrap:anywhere]">
              {[mentor.area_of_specialization, mentor.industry_type].filter(Boolean).join(' · ') || '–'}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">
                  {t('Cohort: {size} of {max}', {
                    size: formatNumber(mentor.cohort_size),
                    max: formatNumber(MENTOR_COHORT_MAX),
                  })}
                </span>
                <Link to={href(paths.adminMentor, { id: mentor._id })} className="btn btn-primary">
                  {t('Manage cohort')}{' '}
                  <span className="sr-only">{t('of {name}', { name: mentor.user_id.name })}</span>
                </Link>
              </p>
              <MentorActions mentor={mentor} />
            </div>
          </RecordCard>
        )}
      </PagedList>
      <MentorFormDialog open={creating} onOpenChange={setCreating} mentor={null} />
    </ConsolePage>
  );
}
