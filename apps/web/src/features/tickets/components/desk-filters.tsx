import {
  LIST_ORDERS,
  TICKET_ASSIGNMENT_FILTERS,
  TICKET_KIND_LABELS,
  TICKET_KINDS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  USER_TYPES,
} from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { USER_TYPE_LABELS } from '@/lib/user-types';

const ASSIGNED_LABELS: Record<(typeof TICKET_ASSIGNMENT_FILTERS)[number], string> = {
  get any() {
    return t('Anyone or no one');
  },
  get unassigned() {
    return t('Unassigned');
  },
  get mine() {
    return t('Assigned to me');
  },
  get others() {
    return t('Assigned to others');
  },
};

export interface DeskFilterValues {
  status: string;
  assigned: string;
  role: string;
  kind: string;
  order: string;
  q: string;
}

/** The desk's filters: each select applies at once; the title search on Search (or Enter). */
export function DeskFilters({
  values,
  onChange,
}: {
  values: DeskFilterValues;
  onChange: (changes: Partial<DeskFilterValues>) => void;
}) {
  const [q, setQ] = useState(values.q);
  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ q: q.trim() });
  }
  return (
    <form
      onSubmit={search}
      aria-label={t('Filter tickets')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 lg:items-end"
    >
      <SelectField
        label={t('Status')}
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
        placeholder={t('Any status')}
        options={TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] }))}
      />
      <SelectField
        label={t('Assigned')}
        value={values.assigned}
        onChange={(event) => onChange({ assigned: event.target.value })}
        options={TICKET_ASSIGNMENT_FILTERS.map((value) => ({ value, label: ASSIGNED_LABELS[value] }))}
      />
      <SelectField
        label={t('Opened by')}
        value={values.role}
        onChange={(event) => onChange({ role: event.target.value })}
        placeholder={t('Any role')}
        options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
      />
      <SelectField
        label={t('Kind')}
        value={values.kind}
        onChange={(event) => onChange({ kind: event.target.value })}
        placeholder={t('Any kind')}
        options={TICKET_KINDS.map((kind) => ({ value: kind, label: TICKET_KIND_LABELS[kind] }))}
      />
      <SelectField
        label={t('Order')}
        value={values.order}
        onChange={(event) => onChange({ order: event.target.value })}
        options={LIST_ORDERS.map((order) => ({
          value: order,
          label: order === 'oldest' ? t('Oldest first') : t('Newest first'),
        }))}
      />
      <div className="flex items-end gap-2">
        <TextField
          label={t('Title contains')}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('Search')}
        </Button>
      </div>
    </form>
  );
}
