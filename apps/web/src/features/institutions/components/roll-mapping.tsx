import {
  ACCREDITATION_TYPE_LABELS,
  ACCREDITATION_TYPES,
  type AccreditationType,
  ROLL_COLUMNS,
  ROLL_FIELD_LABELS,
  ROLL_IGNORE_LABEL,
  ROLL_MAPPING_MESSAGES,
  ROLL_UNMATCHED_PROGRAMME_LABEL,
  type RollColumn,
  type RollImport,
  type RollImportMappingChange,
} from '@tvet/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { t, tx } from '@/lib/i18n/i18n';
import { useChangeRollMapping } from '../api/change-roll-mapping';
import { useProgrammeOptions } from '../api/get-programme-options';

const IGNORE = '';
const FIELD_OPTIONS = [
  { value: IGNORE, label: ROLL_IGNORE_LABEL },
  ...ROLL_COLUMNS.map((field) => ({ value: field, label: ROLL_FIELD_LABELS[field] })),
];

/** The programme choice that adds the file's programme as a new one, pending approval. */
const NEW_PROGRAMME = '__new__';
interface NewProgramme {
  name: string;
  accreditation_type: AccreditationType | '';
}

const inputClass =
  'min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-brand-700';
const selectClass =
  'min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-brand-700';

/**
 * The mapping step of a roll upload: which row was read as the header, each column of the file with its first
 * values and the field it fills (changed from a list, or ignored), and each programme name of the file with
 * its row count and the programme it is (chosen from the institution's programmes, or added as a new programme
 * pending approval). "Check again" sends what changed; the server checks every row again and the preview below
 * follows.
 */
export function RollMapping({
  institutionId,
  preview,
  onChecked,
}: {
  institutionId: string;
  preview: RollImport;
  onChecked: (msg: string) => void;
}) {
  const change = useChangeRollMapping(institutionId, preview._id);
  const programmes = useProgrammeOptions(institutionId);
  const [fields, setFields] = useState<Record<number, RollColumn | null>>({});
  const [chosen, setChosen] = useState<Record<string, string | null>>({});
  const [creating, setCreating] = useState<Record<string, NewProgramme>>({});
  const headingId = useId();
  const editable = preview.status === 'previewed';

  const columnChanges = Object.entries(fields)
    .map(([index, field]) => ({ index: Number(index), field }))
    .filter(({ index, field }) => preview.columns[index]?.field !== field);
  const programmeChanges: NonNullable<RollImportMappingChange['programmes']> = Object.entries(chosen)
    .filter(
      ([name, programme_id]) =>
        programme_id !== NEW_PROGRAMME &&
        preview.programmes.find((p) => p.name === name)?.programme_id !== programme_id,
    )
    .map(([name, programme_id]) => ({ name, programme_id }));
  const newProgrammes = Object.entries(chosen)
    .filter(([, programme_id]) => programme_id === NEW_PROGRAMME)
    .map(([name]) => ({ name, create: creating[name] ?? { name, accreditation_type: '' } }));
  // Each new programme needs its name and accreditation type before the rows can be checked with it.
  const newComplete = newProgrammes.every(
    ({ create }) => create.name.trim() !== '' && create.accreditation_type !== '',
  );
  const changed = columnChanges.length + programmeChanges.length + newProgrammes.length > 0;

  async function checkAgain() {
    const body: RollImportMappingChange = {};
    if (columnChanges.length) body.columns = columnChanges;
    const programmesSent = [
      ...programmeChanges,
      ...newProgrammes.map(({ name, create }) => ({
        name,
        create: {
          name: create.name.trim(),
          accreditation_type: create.accreditation_type as AccreditationType,
        },
      })),
    ];
    if (programmesSent.length) body.programmes = programmesSent;
    try {
      const { msg } = await change.mutateAsync(body);
      setFields({});
      setChosen({});
      setCreating({});
      onChecked(msg);
    } catch {
      // shown by FormError below
    }
  }

  const programmeOptions = (programmes.data ?? []).map((programme) => ({
    value: programme._id,
    label: programme.name,
  }));
  if (preview.columns.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('Columns and programmes')}
        </h3>
        {preview.header_row !== null && (
          <p className="text-muted">{tx(ROLL_MAPPING_MESSAGES.headerRowUsed(preview.header_row))}</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('Columns of your file')}</h4>
        <ul className="flex flex-col divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200">
          {preview.columns.map((column) => {
            const id = `${headingId}-column-${column.index}`;
            const value = column.index in fields ? fields[column.index] : column.field;
            return (
              <li
                key={column.index}
                className="flex flex-col gap-2 p-3 sm:grid sm:grid-cols-[1fr_1fr_18rem] sm:items-center sm:gap-4"
              >
                <label htmlFor={id} className="font-semibold break-words">
                  {column.header || `Column ${column.index + 1} (no header)`}
                </label>
                <span className="text-sm text-muted break-words">
                  {column.samples.length ? column.samples.join(' · ') : 'empty'}
                </span>
                <select
                  id={id}
                  className={selectClass}
                  value={value ?? IGNORE}
                  disabled={!editable}
                  onChange={(event) =>
                    setFields({
                      ...fields,
                      [column.index]: (event.target.value || null) as RollColumn | null,
                    })
                  }
                >
                  {FIELD_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      </div>
      {preview.programmes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('Programmes in your file')}</h4>
          <ul className="flex flex-col divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200">
            {preview.programmes.map((programme, index) => {
              const id = `${headingId}-programme-${index}`;
              const value = programme.name in chosen ? chosen[programme.name] : programme.programme_id;
              const adding = value === NEW_PROGRAMME;
              const draft = creating[programme.name] ?? { name: programme.name, accreditation_type: '' };
              const setDraft = (next: Partial<NewProgramme>) =>
                setCreating({ ...creating, [programme.name]: { ...draft, ...next } });
              return (
                <li
                  key={programme.name}
                  className="flex flex-col gap-2 p-3 sm:grid sm:grid-cols-[1fr_8rem_18rem] sm:items-center sm:gap-4"
                >
                  <label htmlFor={id} className="font-semibold break-words">
                    {programme.name}
                  </label>
                  <span className="text-sm text-muted">
                    {t('{count, plural, one {# row} other {# rows}}', { count: programme.rows })}
                  </span>
                  <select
                    id={id}
                    className={`${selectClass} ${value ? '' : 'border-red-700'}`}
                    value={value ?? ''}
                    disabled={!editable}
                    onChange={(event) =>
                      setChosen({ ...chosen, [programme.name]: event.target.value || null })
                    }
                  >
                    <option value="">{ROLL_UNMATCHED_PROGRAMME_LABEL}</option>
                    {programmeOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                    <option value={NEW_PROGRAMME}>{tx(ROLL_MAPPING_MESSAGES.newProgrammeOption)}</option>
                  </select>
                  {adding && (
                    <fieldset className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3 sm:col-span-3 sm:grid sm:grid-cols-2 sm:gap-4">
                      <legend className="sr-only">
                        {t('New programme for {name}', { name: programme.name })}
                      </legend>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-new-name`} className="text-sm font-semibold">
                          {t('Name of the new programme')}
                        </label>
                        <input
                          id={`${id}-new-name`}
                          className={inputClass}
                          value={draft.name}
                          maxLength={150}
                          onChange={(event) => setDraft({ name: event.target.value })}
                        />
                      </div>
                      <div className="flex flex-col gap-1">
                        <label htmlFor={`${id}-new-type`} className="text-sm font-semibold">
                          {t('Accreditation type')}
                        </label>
                        <select
                          id={`${id}-new-type`}
                          className={selectClass}
                          value={draft.accreditation_type}
                          onChange={(event) =>
                            setDraft({ accreditation_type: event.target.value as AccreditationType | '' })
                          }
                        >
                          <option value="">{t('Choose the type')}</option>
                          {ACCREDITATION_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {tx(ACCREDITATION_TYPE_LABELS[type])}
                            </option>
                          ))}
                        </select>
                      </div>
                      <p className="text-sm text-muted sm:col-span-2">
                        {tx(ROLL_MAPPING_MESSAGES.newProgrammeNote)}
                      </p>
                    </fieldset>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-muted">
            {t('A programme missing from the list can be added here: choose "{newProgrammeOption}".', {
              newProgrammeOption: ROLL_MAPPING_MESSAGES.newProgrammeOption,
            })}
          </p>
        </div>
      )}
      <FormError error={change.error ? { message: change.error.message } : null} />
      {editable && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!changed || !newComplete}
          busy={change.isPending}
          busyLabel={t('Checking every row…')}
          onClick={checkAgain}
        >
          {t('Check again with these matches')}
        </Button>
      )}
    </section>
  );
}
