import { type AdminInstitution, INSTITUTION_VERIFICATION_STATUSES } from '@tvet/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useInstitutions } from '../api/get-institutions';
import { useRejectInstitution, useVerifyInstitution } from '../api/review-institution';
import { ConsolePage, RecordCard } from '../components/console-page';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SearchBox } from '../components/search-box';
import { StatusTabs } from '../components/status-tabs';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate } from '../lib/format';

const STATUS_LABELS = { pending: 'Waiting', verified: 'Verified', rejected: 'Rejected' } as const;
const TABS = [
  ...INSTITUTION_VERIFICATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: '', label: 'All' },
];

function InstitutionCard({ institution, onReject }: { institution: AdminInstitution; onReject: () => void }) {
  const verify = useVerifyInstitution();
  const status = institution.verification_status;
  const facts: [string, string | number | null][] = [
    ['Type', institution.institution_type],
    ['Ownership', institution.ownership_type],
    ['Established', institution.year_of_establishment],
    ['Owner', institution.name_of_owner],
    ['Website', institution.website_url],
    ['Phone', institution.user_id.phone],
    ['Address', institution.user_id.address],
  ];
  return (
    <RecordCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere]">{institution.user_id.name}</h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {institution.user_id.email} · signed up {formatDate(institution.createdAt)}
          </p>
        </div>
        <span className="flex flex-wrap gap-1">
          <Badge tone={status === 'verified' ? 'green' : status === 'rejected' ? 'amber' : 'grey'}>
            {STATUS_LABELS[status]}
          </Badge>
          {!institution.profile_complete && <Badge tone="amber">Profile not finished</Badge>}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}:</dt>
            <dd className="[overflow-wrap:anywhere]">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      {status === 'rejected' && institution.verification_reason && (
        <p className="text-sm">
          <span className="font-semibold">Reason given:</span> {institution.verification_reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {status !== 'verified' && (
          <Button
            busyLabel="Verifying…"
            onClick={() => runWithToast(() => verify.mutateAsync(institution._id))}
            aria-label={`Verify ${institution.user_id.name}`}
          >
            Verify
          </Button>
        )}
        {status !== 'rejected' && (
          <Button variant="secondary" onClick={onReject} aria-label={`Reject ${institution.user_id.name}`}>
            Reject
          </Button>
        )}
      </div>
    </RecordCard>
  );
}

/** Institution verification: the queue of institutions waiting (oldest first), verify, or reject with a reason. */
export function InstitutionsPage() {
  const { values, page, setFilters, setPage } = useListParams({ status: 'pending', q: '' });
  const institutions = useInstitutions({ ...values, order: 'oldest', page });
  const reject = useRejectInstitution();
  const [rejecting, setRejecting] = useState<AdminInstitution | null>(null);
  return (
    <ConsolePage
      title="Institutions"
      intro="Verify institutions so the verified badge shows beside their name, or reject with a reason that is e-mailed to them."
    >
      <StatusTabs
        label="Verification status"
        value={values.status}
        options={TABS}
        onChange={(status) => setFilters({ status })}
      />
      <SearchBox key={values.q} label="Name or e-mail" value={values.q} onSearch={(q) => setFilters({ q })} />
      <PagedList
        query={institutions}
        page={page}
        onPage={setPage}
        label="Institutions"
        noun={['institution', 'institutions']}
        empty="No institution here"
      >
        {(institution) => (
          <InstitutionCard institution={institution} onReject={() => setRejecting(institution)} />
        )}
      </PagedList>
      <ReasonDialog
        open={Boolean(rejecting)}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={`Reject ${rejecting?.user_id.name ?? ''}`}
        description="Say what is wrong and what the institution should change. The reason is e-mailed to it."
        confirmLabel="Reject"
        busyLabel="Rejecting…"
        onConfirm={(reason) => toastOnSuccess(() => reject.mutateAsync({ id: rejecting!._id, reason }))}
      />
    </ConsolePage>
  );
}
