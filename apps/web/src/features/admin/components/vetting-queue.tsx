import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@tvet/contract';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { PagedList } from '@/components/ui/paged-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import type { Envelope } from '@/lib/api';
import { t, tx } from '@/lib/i18n/i18n';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate } from '../lib/format';
import { SearchBox } from './search-box';
import { StatusTabs } from './status-tabs';

/** An account under review: an institution waiting for verification, an employer for vetting. */
export interface ReviewedRecord {
  _id: string;
  user_id: { name: string; email: string };
  createdAt: string;
}

/** A console action's hook (useVerifyInstitution…): only its mutateAsync is used. */
type Action<Args> = () => { mutateAsync: (args: Args) => Promise<Envelope<unknown>> };
export type Fact = [label: string, value: string | number | null];

export interface VettingQueueProps<Row extends ReviewedRecord, Status extends string> {
  title: string;
  intro: string;
  /** The status tabs' accessible name ('Verification status'). */
  statusName: string;
  /** Every status, the waiting one first; the queue opens on it. */
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  /** The status that needs nothing more ('verified', 'approved'): no accept button, a green badge. */
  accepted: Status;
  useRecords: (query: Record<string, string | number>) => UseQueryResult<Paged<Row>>;
  noun: [string, string];
  empty: string;
  statusOf: (row: Row) => Status;
  reasonOf: (row: Row) => string | null;
  factsOf: (row: Row) => Fact[];
  /** Beside the status badge (an unfinished profile). */
  badges?: (row: Row) => ReactNode;
  /** Before accept and reject (the CAC document). */
  actions?: (row: Row) => ReactNode;
  accept: { label: string; busyLabel: string; useAction: Action<string> };
  /** Rejection always asks for a reason, e-mailed to the account. */
  reject: { description: string; useAction: Action<{ id: string; reason: string }> };
}

const ALL = 'all';

/**
 * The review queues of the console (institutions, employers): status tabs opening on the waiting ones, oldest
 * first; a search by name or e-mail; a card per account with its facts; accept, or reject with a reason.
 */
export function VettingQueue<Row extends ReviewedRecord, Status extends string>(
  props: VettingQueueProps<Row, Status>,
) {
  const { values, page, setFilters, setPage } = useListParams({ status: props.statuses[0], q: '' });
  // 'all' stands in the address for every status: an empty value would drop the parameter and fall back
  // to the waiting ones.
  const status = values.status === ALL ? '' : values.status;
  const records = props.useRecords({ q: values.q, status, order: 'oldest', page });
  const reject = props.reject.useAction();
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const tabs = [
    ...props.statuses.map((status) => ({ value: status, label: props.statusLabels[status] })),
    { value: ALL, label: t('All') },
  ];
  return (
    <ConsolePage title={props.title} intro={props.intro}>
      <StatusTabs
        label={props.statusName}
        value={values.status}
        options={tabs}
        onChange={(status) => setFilters({ status })}
      >
        <SearchBox
          key={values.q}
          label={t('Name or e-mail')}
          value={values.q}
          onSearch={(q) => setFilters({ q })}
        />
        <PagedList
          query={records}
          page={page}
          onPage={setPage}
          label={props.title}
          noun={props.noun}
          empty={props.empty}
        >
          {(row) => <ReviewCard {...props} row={row} onReject={() => setRejecting(row)} />}
        </PagedList>
      </StatusTabs>
      <ReasonDialog
        open={Boolean(rejecting)}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('Reject {name}', { name: rejecting?.user_id.name ?? '' })}
        description={props.reject.description}
        confirmLabel={t('Reject')}
        busyLabel={t('Rejecting…')}
        onConfirm={(reason) => toastOnSuccess(() => reject.mutateAsync({ id: rejecting!._id, reason }))}
      />
    </ConsolePage>
  );
}

function ReviewCard<Row extends ReviewedRecord, Status extends string>({
  row,
  onReject,
  ...props
}: VettingQueueProps<Row, Status> & { row: Row; onReject: () => void }) {
  const accept = props.accept.useAction();
  const status = props.statusOf(row);
  const reason = props.reasonOf(row);
  const { name, email } = row.user_id;
  return (
    <RecordCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere]">{name}</h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {t('{email} · signed up {createdAt}', { email, createdAt: formatDate(row.createdAt) })}
          </p>
        </div>
        <span className="flex flex-wrap gap-1">
          <Badge tone={status === props.accepted ? 'green' : status === 'rejected' ? 'amber' : 'grey'}>
            {props.statusLabels[status]}
          </Badge>
          {props.badges?.(row)}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {props.factsOf(row).map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-muted">{label}:</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      {status === 'rejected' && reason && (
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="font-semibold">{t('Reason given:')}</span> {reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {props.actions?.(row)}
        {status !== props.accepted && (
          <Button
            busyLabel={props.accept.busyLabel}
            aria-label={t('{action} {name}', { action: tx(props.accept.label), name })}
            onClick={() => runWithToast(() => accept.mutateAsync(row._id))}
          >
            {props.accept.label}
          </Button>
        )}
        {status !== 'rejected' && (
          <Button variant="secondary" aria-label={t('Reject {name}', { name })} onClick={onReject}>
            {t('Reject')}
          </Button>
        )}
      </div>
    </RecordCard>
  );
}
