import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@tvet/contract';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { PagedList } from '@/components/ui/paged-list';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { useAudit } from '../api/get-audit';
import { SearchBox } from '../components/search-box';
import { useListParams } from '../hooks/use-list-params';
import { actionLabel, formatDateTime } from '../lib/format';

/** The audit log: who did what to which record and when, newest first; filters; read-only. */
export function AuditPage() {
  const { values, page, setFilters, setPage } = useListParams({
    q: '',
    action: '',
    target_type: '',
    from: '',
    to: '',
  });
  const entries = useAudit({ ...values, page });
  return (
    <ConsolePage
      title={t('Audit log')}
      intro={t('Every change an administrator made, newest first. Nothing here can be edited or deleted.')}
    >
      <SearchBox
        key={values.q}
        label={t('Who or which record')}
        hint={t("Part of an administrator's name or e-mail, or of a record's name, or a record's id")}
        value={values.q}
        onSearch={(q) => setFilters({ q })}
      />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('Action')}
          value={values.action}
          placeholder={t('Every action')}
          onChange={(event) => setFilters({ action: event.target.value })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
        />
        <SelectField
          label={t('Record type')}
          value={values.target_type}
          placeholder={t('Every record')}
          onChange={(event) => setFilters({ target_type: event.target.value })}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: actionLabel(type) }))}
        />
        <TextField
          label={t('From')}
          type="date"
          value={values.from}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
        <TextField
          label={t('To')}
          type="date"
          value={values.to}
          onChange={(event) => setFilters({ to: event.target.value })}
        />
      </div>
      <PagedList
        query={entries}
        page={page}
        onPage={setPage}
        label={t('Audit entries')}
        noun={['entry', 'entries']}
        empty={t('No entry matches')}
      >
        {(entry) => (
          <RecordCard>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{actionLabel(entry.action)}</p>
              <time className="text-sm text-muted" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <p className="text-sm [overflow-wrap:anywhere]">
              {t('{name} ({email}) on {target_type} {target}', {
                name: entry.actor.name,
                email: entry.actor.email,
                target_type: entry.target_type,
                target: entry.target_label ?? entry.target_id,
              })}
            </p>
            {Object.keys(entry.detail).length > 0 && (
              <dl className="text-sm text-muted">
                {Object.entries(entry.detail).map(([name, value]) => (
                  <div key={name} className="flex gap-2">
                    <dt>{name}:</dt>
                    <dd className="[overflow-wrap:anywhere]">{String(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </RecordCard>
        )}
      </PagedList>
    </ConsolePage>
  );
}
