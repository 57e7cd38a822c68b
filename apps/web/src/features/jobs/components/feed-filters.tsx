import { JOB_TYPES, NIGERIAN_STATES } from '@tvet/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t, tx } from '@/lib/i18n/i18n';
import { JOB_TYPE_LABELS } from '../lib/format';

export interface FeedFilterValues {
  q: string;
  state: string;
  job_type: string;
}

const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({
  value,
  get label() {
    return tx(JOB_TYPE_LABELS[value]);
  },
}));

/**
 * Search text, state and job type for the graduate's feed. The selects apply at once; the text applies on
 * Search (or Enter), so a slow connection is not asked for a page per keystroke.
 */
export function FeedFilters({
  values,
  onChange,
}: {
  values: FeedFilterValues;
  onChange: (changes: Partial<FeedFilterValues>) => void;
}) {
  const [text, setText] = useState(values.q);
  // The address is the truth: Back, or "Clear filters", changes it from outside.
  useEffect(() => setText(values.q), [values.q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ q: text.trim() });
  }

  return (
    <search aria-label={t('Filter jobs')}>
      <form
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('Search jobs')}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('e.g. welder')}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('Search')}
          </Button>
        </div>
        <SelectField
          label={t('State')}
          placeholder={t('All states')}
          options={asOptions(NIGERIAN_STATES)}
          value={values.state}
          onChange={(event) => onChange({ state: event.target.value })}
        />
        <SelectField
          label={t('Job type')}
          placeholder={t('All types')}
          options={JOB_TYPE_OPTIONS}
          value={values.job_type}
          onChange={(event) => onChange({ job_type: event.target.value })}
        />
      </form>
    </search>
  );
}
