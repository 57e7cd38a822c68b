import { type AdminEmployer, EMPLOYER_VETTING_STATUSES } from '@tvet/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useEmployers } from '../api/get-employers';
import { useApproveEmployer, useRejectEmployer } from '../api/review-employer';
import { ConsolePage, RecordCard } from '../components/console-page';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SearchBox } from '../components/search-box';
import { StatusTabs } from '../components/status-tabs';
import { useListParams } from '../hooks/use-list-params';
import { useOpenFile } from '../hooks/use-open-file';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate } from '../lib/format';

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;
const TABS = [
  ...EMPLOYER_VETTING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: '', label: 'All' },
];

function EmployerCard({ employer, onReject }: { employer: AdminEmployer; onReject: () => void }) {
  const approve = useApproveEmployer();
  const openFile = useOpenFile();
  const status = employer.vetting_status;
  const name = employer.user_id.name;
  const facts: [string, string | number | null][] = [
    ['Industry', employer.industry_type],
    ['Ownership', employer.ownership_type],
    ['Size', employer.organization_size],
    ['Principal official', employer.name_of_principal_official],
    ['Established', employer.date_of_establishment],
    ['Website', employer.website_url],
    ['Jobs posted', employer.job_count],
  ];
  return (
    <RecordCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere]">{name}</h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {employer.user_id.email} · signed up {formatDate(employer.createdAt)}
          </p>
        </div>
        <Badge tone={status === 'approved' ? 'green' : status === 'rejected' ? 'amber' : 'grey'}>
          {STATUS_LABELS[status]}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-muted">{label}:</dt>
            <dd className="[overflow-wrap:anywhere]">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      {status === 'rejected' && employer.vetting_reason && (
        <p className="text-sm">
          <span className="font-semibold">Reason given:</span> {employer.vetting_reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {employer.cac_document ? (
          <Button
            variant="secondary"
            busyLabel="Opening…"
            aria-label={`Open the CAC document of ${name}`}
            onClick={() => openFile(employer.cac_document!.url).catch((error: Error) => toast(error.message))}
          >
            Open CAC document
          </Button>
        ) : (
          <Badge tone="amber">No CAC document uploaded</Badge>
        )}
        {status !== 'approved' && (
          <Button
            busyLabel="Approving…"
            aria-label={`Approve ${name}`}
            onClick={() => runWithToast(() => approve.mutateAsync(employer._id))}
          >
            Approve
          </Button>
        )}
        {status !== 'rejected' && (
          <Button variant="secondary" aria-label={`Reject ${name}`} onClick={onReject}>
            Reject
          </Button>
        )}
      </div>
    </RecordCard>
  );
}

/** Employer vetting by the CAC document: the waiting queue, oldest first; approve, or reject with a reason. */
export function EmployersPage() {
  const { values, page, setFilters, setPage } = useListParams({ status: 'pending', q: '' });
  const employers = useEmployers({ ...values, order: 'oldest', page });
  const reject = useRejectEmployer();
  const [rejecting, setRejecting] = useState<AdminEmployer | null>(null);
  return (
    <ConsolePage
      title="Employers"
      intro="Open each employer's CAC document and approve it, or reject it with a reason that is e-mailed to them. Jobs of employers not approved read 'Unverified employer'."
    >
      <StatusTabs
        label="Vetting status"
        value={values.status}
        options={TABS}
        onChange={(status) => setFilters({ status })}
      />
      <SearchBox key={values.q} label="Name or e-mail" value={values.q} onSearch={(q) => setFilters({ q })} />
      <PagedList
        query={employers}
        page={page}
        onPage={setPage}
        label="Employers"
        noun={['employer', 'employers']}
        empty="No employer here"
      >
        {(employer) => <EmployerCard employer={employer} onReject={() => setRejecting(employer)} />}
      </PagedList>
      <ReasonDialog
        open={Boolean(rejecting)}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={`Reject ${rejecting?.user_id.name ?? ''}`}
        description="Say what is wrong with the CAC document or the company's details. The reason is e-mailed to the employer."
        confirmLabel="Reject"
        busyLabel="Rejecting…"
        onConfirm={(reason) => toastOnSuccess(() => reject.mutateAsync({ id: rejecting!._id, reason }))}
      />
    </ConsolePage>
  );
}
