import {
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
import { useChangeRollMapping } from '../api/change-roll-mapping';
import { useProgrammeOptions } from '../api/get-programme-options';

const IGNORE = '';
const FIELD_OPTIONS = [
  { value: IGNORE, label: ROLL_IGNORE_LABEL },
  ...ROLL_COLUMNS.map((field) => ({ value: field, label: ROLL_FIELD_LABELS[field] })),
];

const selectClass =
  'min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base focus:outline-2 focus:outline-brand-700';

/**
 * The mapping step of a roll upload: which row was read as the header, each column of the file with its first
 * values and the field it fills (changed from a list, or ignored), and each programme name of the file with
 * its row count and the programme it is (chosen from the institution's programmes). "Check again" sends what
 * changed; the server checks every row again and the preview below follows.
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
  const headingId = useId();
  const editable = preview.status === 'previewed';

  const columnChanges = Object.entries(fields)
    .map(([index, field]) => ({ index: Number(index), field }))
    .filter(({ index, field }) => preview.columns[index]?.field !== field);
  const programmeChanges = Object.entries(chosen)
    .map(([name, programme_id]) => ({ name, programme_id }))
    .filter(
      ({ name, programme_id }) =>
        preview.programmes.find((p) => p.name === name)?.programme_id !== programme_id,
    );
  const changed = columnChanges.length + programmeChanges.length > 0;

  async function checkAgain() {
    const body: RollImportMappingChange = {};
    if (columnChanges.length) body.columns = columnChanges;
    if (programmeChanges.length) body.programmes = programmeChanges;
    try {
      const { msg } = await change.mutateAsync(body);
      setFields({});
      setChosen({});
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
          Columns and programmes
        </h3>
        {preview.header_row !== null && (
          <p className="text-muted">{ROLL_MAPPING_MESSAGES.headerRowUsed(preview.header_row)}</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">Columns of your file</h4>
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
          <h4 className="font-semibold">Programmes in your file</h4>
          <ul className="flex flex-col divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200">
            {preview.programmes.map((programme, index) => {
              const id = `${headingId}-programme-${index}`;
              const value = programme.name in chosen ? chosen[programme.name] : programme.programme_id;
              return (
                <li
                  key={programme.name}
                  className="flex flex-col gap-2 p-3 sm:grid sm:grid-cols-[1fr_8rem_18rem] sm:items-center sm:gap-4"
                >
                  <label htmlFor={id} className="font-semibold break-words">
                    {programme.name}
                  </label>
                  <span className="text-sm text-muted">
                    {programme.rows.toLocaleString('en-GB')} row{programme.rows === 1 ? '' : 's'}
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
                  </select>
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-muted">
            A programme missing from the list is added under Programmes; upload the file again afterwards.
          </p>
        </div>
      )}
      <FormError error={change.error ? { message: change.error.message } : null} />
      {editable && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!changed}
          busy={change.isPending}
          busyLabel="Checking every row…"
          onClick={checkAgain}
        >
          Check again with these matches
        </Button>
      )}
    </section>
  );
}
