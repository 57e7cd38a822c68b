import {
  SUBJECT_REQUEST_KIND_LABELS,
  SUBJECT_REQUEST_STATUS_LABELS,
  SUBJECT_REQUEST_STATUSES,
  type SubjectRequest,
  type SubjectRequestStatus,
} from '@tvet/contract';
import { useState } from 'react';
import { RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/select-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useSubjectRequests, useUpdateRequest } from '../api/console';
import { clockText, dateText } from '../lib/format';
import { ClockLabel } from './clock-label';

const STATUS_OPTIONS = SUBJECT_REQUEST_STATUSES.map((status) => ({
  value: status,
  label: SUBJECT_REQUEST_STATUS_LABELS[status],
}));

/** Data subject requests, open work and the nearest due date first, each with its 30-day clock. */
export function SubjectRequests() {
  const [page, setPage] = useState(1);
  const requests = useSubjectRequests(page);
  if (requests.isPending) return <LoadingPanel label={t('Loading the requests…')} />;
  if (requests.isError) {
    return (
      <ErrorPanel
        message={t('We could not load the requests.')}
        detail={requests.error.message}
        onRetry={() => requests.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {requests.data.totalDocs} {requests.data.totalDocs === 1 ? 'request' : 'requests'}
      </p>
      <ul className="flex flex-col gap-3">
        {requests.data.docs.map((item) => (
          <li key={item._id}>
            <RequestCard item={item} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={requests.data.totalPages}
        onPage={setPage}
        label={t('Request pages')}
        hideSinglePage
      />
    </div>
  );
}

function RequestCard({ item }: { item: SubjectRequest }) {
  const update = useUpdateRequest();
  const open = item.status === 'open' || item.status === 'in_progress';
  async function change(status: SubjectRequestStatus) {
    try {
      toast((await update.mutateAsync({ id: item._id, status })).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : 'We could not change the status.');
    }
  }
  return (
    <RecordCard>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{SUBJECT_REQUEST_KIND_LABELS[item.kind]}</h3>
        {open ? (
          <ClockLabel tone={item.overdue ? 'late' : 'running'}>
            {t('Answer {due_at}', { due_at: clockText(item.due_at) })}
          </ClockLabel>
        ) : (
          <ClockLabel tone="done">{SUBJECT_REQUEST_STATUS_LABELS[item.status]}</ClockLabel>
        )}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t('From')}</dt>
        <dd>
          {item.name} ({item.contact}){item.source === 'account' ? ', signed in' : ', public form'}
        </dd>
        {item.institution && (
          <>
            <dt className="font-semibold">{t('Institution')}</dt>
            <dd>{t('{name} (sent to them)', { name: item.institution.name })}</dd>
          </>
        )}
        <dt className="font-semibold">{t('Received')}</dt>
        <dd>{dateText(item.createdAt)}</dd>
        <dt className="font-semibold">{t('Answer due')}</dt>
        <dd>{dateText(item.due_at)}</dd>
      </dl>
      <p className="whitespace-pre-line">{item.details}</p>
      <div className="max-w-xs">
        <SelectField
          label={t('Status')}
          options={STATUS_OPTIONS}
          value={item.status}
          onChange={(event) => change(event.target.value as SubjectRequestStatus)}
        />
      </div>
    </RecordCard>
  );
}
