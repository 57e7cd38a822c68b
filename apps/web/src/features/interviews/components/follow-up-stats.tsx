import type { FollowUpStats } from '@tvet/contract';
import { RecordCard } from '@/components/ui/console-page';
import { DataTable } from '@/components/ui/data-table';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { useFollowUpStats } from '../api/follow-up';
import { outcomeLabel } from './attempts';

const percent = (value: number) => formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
type Day = FollowUpStats['per_day'][number];

/** Calls per interviewer per day, outcomes, completed interviews and the response rate the phone added. */
export function FollowUpStatsPanel({ scope }: { scope: 'admin' | 'institution' }) {
  const stats = useFollowUpStats(scope);
  if (stats.isPending) return <LoadingPanel label={t('Counting…')} />;
  if (stats.isError) return <ErrorPanel message={stats.error.message} onRetry={() => stats.refetch()} />;
  const data = stats.data;
  return (
    <RecordCard>
      <h2 className="text-lg font-bold">{t('Phone follow-up figures')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t('Response rate (RR1)')}</dt>
          <dd className="text-2xl font-bold" data-testid="rr1">
            {percent(data.rr1)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('Gained by phone')}</dt>
          <dd className="text-2xl font-bold" data-testid="rr1-phone">
            {percent(data.rr1_gained_by_phone)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('Completed interviews')}</dt>
          <dd className="text-2xl font-bold">{data.completed_interviews}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('Eligible graduates')}</dt>
          <dd className="text-2xl font-bold">{data.eligible}</dd>
        </div>
      </dl>
      <h3 className="font-semibold">{t('Outcomes of calls')}</h3>
      <ul className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
        {data.outcomes.map((row) => (
          <li key={row.outcome}>
            {outcomeLabel(row.outcome)}: {row.count}
          </li>
        ))}
      </ul>
      {data.per_day.length === 0 ? (
        <p className="text-muted">{t('No calls recorded yet.')}</p>
      ) : (
        <DataTable<Day>
          caption={t('Calls per interviewer per day')}
          dense
          rows={data.per_day}
          rowKey={(row) => `${row.account_id}-${row.day}`}
          columns={[
            { key: 'day', header: t('Day'), primary: true, cell: (row) => row.day },
            { key: 'name', header: t('Interviewer'), cell: (row) => row.name },
            { key: 'calls', header: t('Calls'), cell: (row) => row.calls },
          ]}
        />
      )}
    </RecordCard>
  );
}
