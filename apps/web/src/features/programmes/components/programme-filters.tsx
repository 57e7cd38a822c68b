import {
  ACCREDITATION_TYPE_LABELS,
  ACCREDITATION_TYPES,
  PROGRAMME_PAGE_SIZES,
  PROGRAMME_STATUS_LABELS,
  PROGRAMME_STATUSES,
} from '@tvet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';

const TYPE_OPTIONS = ACCREDITATION_TYPES.map((value) => ({
  value,
  get label() {
    return ACCREDITATION_TYPE_LABELS[value];
  },
}));
const STATUS_OPTIONS = PROGRAMME_STATUSES.map((value) => ({
  value,
  get label() {
    return PROGRAMME_STATUS_LABELS[value];
  },
}));
const SIZE_OPTIONS = PROGRAMME_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export interface FilterValues {
  name: string;
  type: string;
  status: string;
  limit: number;
}

/**
 * Spec 001 §2, §5: search by name (a search needs some text; emptying the box shows every programme again),
 * accreditation type and status filters, and the page-size selector (10 to 50).
 */
export function ProgrammeFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (changes: Partial<FilterValues>) => void;
}) {
  const [typed, setTyped] = useState(values.name);
  // The address changed (Back, a link): the box follows it.
  useEffect(() => setTyped(values.name), [values.name]);

  function search(event: FormEvent) {
    event.preventDefault();
    const name = typed.trim();
    if (name || values.name) onChange({ name });
  }

  return (
    <search
      aria-label={t('Find programmes')}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <form onSubmit={search} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('Search programmes')}
            type="search"
            placeholder={t('Programme name')}
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              // Clearing the box (its ✕ or by deleting) shows every programme again.
              if (!event.target.value && values.name) onChange({ name: '' });
            }}
          />
        </div>
        <Button type="submit" variant="secondary" className="px-4">
          {t('Search')}
        </Button>
      </form>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('Accreditation type')}
          placeholder={t('All types')}
          options={TYPE_OPTIONS}
          value={values.type}
          onChange={(event) => onChange({ type: event.target.value })}
        />
        <SelectField
          label={t('Status')}
          placeholder={t('All statuses')}
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => onChange({ status: event.target.value })}
        />
        <SelectField
          label={t('Rows per page')}
          options={SIZE_OPTIONS}
          value={String(values.limit)}
          onChange={(event) => onChange({ limit: Number(event.target.value) })}
        />
      </div>
    </search>
  );
}
