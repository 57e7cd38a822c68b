// First, before anything builds a contract schema: zod's eval probe must be off (see lib/zod.ts).
import '@/lib/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCREDITATION_DURATIONS,
  ACCREDITATION_TYPE_LABELS,
  ACCREDITATION_TYPES,
  PROGRAMME_STATUS_LABELS,
  type ProgrammeStatus,
} from '@tvet/contract';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { withLabels } from '@/lib/field-messages';
import { t, tx } from '@/lib/i18n/i18n';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { formatDay } from '../lib/format';
import {
  datesForType,
  EMPTY_PROGRAMME_FORM,
  PROGRAMME_FIELDS,
  type ProgrammeField,
  type ProgrammeFormValues,
  programmeFormSchema,
  REQUIRED_MESSAGE,
} from '../lib/programme-form';

const fieldId = (field: ProgrammeField) => `programme-${field}`;

/** "2 year" reads "2 years", in the active language. */
const durationText = (duration: string) =>
  t('{years, plural, one {# year} other {# years}}', { years: Number.parseInt(duration, 10) });

/** Built at render: its words are the active language's. */
const typeOptions = () =>
  ACCREDITATION_TYPES.map((type) => ({
    value: type,
    label: `${tx(ACCREDITATION_TYPE_LABELS[type])} (${durationText(ACCREDITATION_DURATIONS[type])})`,
  }));

const LOCKED_HINT = 'Set by the accreditation type';

/** A value the form holds but nobody types: shown read-only, with the reason. */
function LockedField({ field, label, value }: { field: ProgrammeField; label: string; value: string }) {
  return (
    <TextField
      id={fieldId(field)}
      label={label}
      hint={LOCKED_HINT}
      required
      readOnly
      value={value}
      placeholder={t('Choose a type first')}
      className="bg-gray-100 disabled:text-ink"
    />
  );
}

export interface ProgrammeFormProps {
  /** The loaded programme's values: the form opens read-only with Edit, Reset and Update. Absent: a new one. */
  loaded?: ProgrammeFormValues;
  /** Saves the values; resolves when saved, throws the API error when not. */
  onSave: (values: ProgrammeFormValues) => Promise<unknown>;
}

/**
 * The programme form of spec 001 §2, §4 and §5: name and accreditation type typed; grant date, expiry date and
 * status locked and set by the type (clearing the type clears them). A new programme has Submit; an existing
 * one opens read-only, Edit unlocks it, Reset restores the loaded values, Update saves.
 */
export function ProgrammeForm({ loaded, onSave }: ProgrammeFormProps) {
  const existing = Boolean(loaded);
  const [editing, setEditing] = useState(!existing);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<ProgrammeFormValues>({
    defaultValues: loaded ?? EMPTY_PROGRAMME_FORM,
    values: loaded,
    resolver: withLabels(zodResolver(programmeFormSchema)),
    shouldFocusError: false,
  });
  // Edit unlocks the fields: the reader continues in the first one.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) document.getElementById(fieldId('name'))?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const values = useWatch({ control: form.control }) as ProgrammeFormValues;
  const errors = form.formState.errors;
  const typeField = form.register('accreditation_type', {
    onChange: (event: { target: { value: string } }) => {
      const dates = datesForType(event.target.value);
      for (const [name, value] of Object.entries(dates)) {
        form.setValue(name as ProgrammeField, value, { shouldDirty: true });
      }
    },
  });

  function showInvalid(invalid: FieldErrors<ProgrammeFormValues>) {
    // The dates and status follow the type, so a missing type is the one thing to point at.
    const items = (['name', 'accreditation_type'] as const)
      .filter((field) => invalid[field]?.message)
      .map((field) => ({ fieldId: fieldId(field), message: invalid[field]!.message! }));
    const blank = PROGRAMME_FIELDS.some((field) => !String(values[field] ?? '').trim());
    setFormError({ message: blank ? REQUIRED_MESSAGE : (items[0]?.message ?? REQUIRED_MESSAGE), items });
  }

  async function save(valid: ProgrammeFormValues) {
    setFormError(null);
    try {
      await onSave(valid);
      if (existing) setEditing(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      for (const [name, message] of Object.entries(fields)) {
        if ((PROGRAMME_FIELDS as readonly string[]).includes(name)) {
          form.setError(name as ProgrammeField, { message });
        }
      }
      const shown = formErrorOf(error);
      if (shown) {
        setFormError({
          ...shown,
          items: Object.entries(fields)
            .filter(([name]) => (PROGRAMME_FIELDS as readonly string[]).includes(name))
            .map(([name, message]) => ({ fieldId: fieldId(name as ProgrammeField), message })),
        });
      }
    }
  }

  function reset() {
    form.reset(loaded);
    form.clearErrors();
    setFormError(null);
    setEditing(false);
  }

  const statusLabel = values.status ? tx(PROGRAMME_STATUS_LABELS[values.status as ProgrammeStatus]) : '';
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, showInvalid)}
      className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
      aria-label={existing ? t('Programme details') : t('New programme')}
    >
      <p className="text-sm text-muted">
        <span aria-hidden="true">* </span>
        {tx(REQUIRED_MESSAGE)}
      </p>
      <FormError error={formError} />
      <fieldset disabled={!editing} className="flex flex-col gap-5">
        <legend className="sr-only">{existing ? 'Programme details' : 'New programme'}</legend>
        <TextField
          id={fieldId('name')}
          label={t('Programme name')}
          required
          autoComplete="off"
          className="disabled:text-ink"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          id={fieldId('accreditation_type')}
          label={t('Accreditation type')}
          hint={t(
            "Choosing a type sets the grant date to today, the expiry date by the type's duration, and the status to pending.",
          )}
          required
          placeholder={t('Choose a type')}
          options={typeOptions()}
          className="disabled:text-ink"
          error={errors.accreditation_type?.message}
          {...typeField}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <LockedField
            field="granted_date"
            label={t('Grant date')}
            value={values.granted_date ? formatDay(values.granted_date) : ''}
          />
          <LockedField
            field="expiry_date"
            label={t('Expiry date')}
            value={values.expiry_date ? formatDay(values.expiry_date) : ''}
          />
        </div>
        <LockedField field="status" label={t('Status')} value={statusLabel} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {!existing ? (
          <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t('Saving…')}>
            {t('Submit')}
          </Button>
        ) : !editing ? (
          <Button onClick={() => setEditing(true)}>{t('Edit')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={reset} disabled={form.formState.isSubmitting}>
              {t('Reset')}
            </Button>
            <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t('Updating…')}>
              {t('Update')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
