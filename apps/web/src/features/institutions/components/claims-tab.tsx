import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@tvet/contract';
import { PagedListState } from '@/components/ui/paged-list-state';
import { SelectField } from '@/components/ui/select-field';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useGraduates } from '../api/get-graduates';
import { ClaimsTable } from './claims-table';

const OPTIONS = CLAIM_STATUSES.map((value) => ({
  value,
  get label() {
    return tx(CLAIM_STATUS_LABELS[value]);
  },
}));

/**
 * Graduates who named this institution, by the state of their claim: those awaiting confirmation first
 * (no roll row matched), then disputed ones (the matric number is held by someone else).
 */
export function ClaimsTab({ institutionId }: { institutionId: string }) {
  const [params, update] = useSearchParamsState();
  const wanted = params.get('claim');
  const status: ClaimStatus = (CLAIM_STATUSES as readonly string[]).includes(wanted ?? '')
    ? (wanted as ClaimStatus)
    : 'claimed';
  const page = pageFrom(params.get('page'));
  const claims = useGraduates(institutionId, { page, claim_status: status });
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:max-w-sm">
        <SelectField
          label={t('Show claims')}
          options={OPTIONS}
          value={status}
          onChange={(event) =>
            update({ claim: event.target.value === 'claimed' ? null : event.target.value, page: null })
          }
        />
      </div>
      <PagedListState
        query={claims}
        words={{
          count: (count) => t('{count, plural, one {# claim} other {# claims}}', { count }),
          loading: t('Loading your claims…'),
          failed: t('Your claims could not be loaded.'),
          pages: t('Claim pages'),
        }}
        searching={false}
        empty={{
          title: t('No claim {status}', { status: tx(CLAIM_STATUS_LABELS[status]).toLowerCase() }),
          text:
            status === 'claimed'
              ? t('Every graduate who named your institution matches your roll or has been decided.')
              : t('Nothing to show here.'),
        }}
        page={page}
        onPage={(next) => update({ page: next > 1 ? String(next) : null })}
      >
        <ClaimsTable claims={claims.data?.docs ?? []} dimmed={claims.isPlaceholderData} />
      </PagedListState>
    </div>
  );
}
