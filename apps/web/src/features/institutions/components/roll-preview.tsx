import {
  ROLL_PREVIEW_MAX_ERRORS,
  type RollFaultGroup,
  type RollImport,
  type RollRow,
  type RollRowError,
} from '@tvet/contract';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';
import { capitalised, formatDate } from '../lib/format';
import { Working } from './upload-progress';

function Figure({ label, value, tone = 'plain' }: { label: string; value: number; tone?: 'plain' | 'bad' }) {
  return (
    <div
      className={`rounded-lg p-3 ring-1 ${tone === 'bad' && value > 0 ? 'bg-red-50 ring-red-300' : 'bg-white ring-gray-200'}`}
    >
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/** The faults' columns (a function: read in the chosen language). */
const errorColumns = (): Column<RollRowError>[] => [
  { key: 'row', header: t('Row'), primary: true, cell: (error) => t('Row {row}', { row: error.row }) },
  { key: 'column', header: t('Column'), cell: (error) => error.column ?? t('Whole row') },
  { key: 'message', header: t('Problem'), cell: (error) => tx(error.message) },
];

/** The first rows' columns (a function: the date of birth's header is read in the chosen language). */
const sampleColumns = (): Column<RollRow>[] => [
  { key: 'name', header: t('Name'), primary: true, cell: (row) => row.name },
  { key: 'matric', header: t('Matric number'), cell: (row) => row.matric_number },
  { key: 'programme', header: t('Programme'), cell: (row) => row.programme },
  { key: 'year', header: t('Year'), cell: (row) => row.graduation_year },
  { key: 'sex', header: t('Sex'), cell: (row) => capitalised(row.sex) },
  { key: 'state', header: t('State'), cell: (row) => row.state },
  { key: 'contact', header: t('Contact'), cell: (row) => [row.email, row.phone].filter(Boolean).join(', ') },
  {
    key: 'born',
    header: t('Date of birth'),
    cell: (row) => (row.date_of_birth ? formatDate(row.date_of_birth) : ''),
  },
];

/** "HND Astrophysics: programme … is not one of your programmes, 12 rows: 29, 31, …" */
function faultText(group: RollFaultGroup): string {
  // A fault of the whole file (a required field no column is matched to) names no rows: its message says it.
  if (group.rows.length === 0) return tx(group.message);
  const rows = group.rows.join(', ') + (group.count > group.rows.length ? ', …' : '');
  const what = group.value !== null ? `${group.value}: ${tx(group.message)}` : tx(group.message);
  return t('{what}, {count, plural, one {# row} other {# rows}}: {rows}', { what, count: group.count, rows });
}

/** Faults grouped by kind and value, as a plain list the page scrolls (no inner scroll box on a phone). */
function FaultGroups({ groups }: { groups: RollFaultGroup[] }) {
  return (
    <ul className="flex flex-col divide-y divide-red-200 rounded-xl bg-red-50 ring-1 ring-red-300">
      {groups.map((group) => (
        <li key={`${group.column}-${group.message}-${group.value}`} className="break-words p-3">
          {faultText(group)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What an uploaded file would do to the roll, before anything is stored: the counts, every row's errors
 * (the first 1,000 listed), the first rows as they will be stored, and the import button when all is well.
 */
export function RollPreview({
  preview,
  message,
  committing,
  onCommit,
  onCommitValid,
  onDownloadFaults,
  downloading = false,
  onDiscard,
}: {
  preview: RollImport;
  /** The server's sentence about this preview. */
  message: ReactNode;
  committing: boolean;
  onCommit: () => void;
  /** Stores the rows without faults and leaves the faulty ones out. */
  onCommitValid?: () => void;
  /** Downloads the faulty rows with a column saying what is wrong. */
  onDownloadFaults?: () => void;
  downloading?: boolean;
  onDiscard: () => void;
}) {
  const partial = !committed(preview) && preview.invalid_rows > 0 && preview.valid_rows > 0;
  const isCommitted = committed(preview);
  return (
    <section aria-labelledby="roll-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="roll-preview-heading" className="text-lg font-semibold break-all">
          {isCommitted ? t('Imported') : t('Check before importing')}: {preview.file_name}
        </h3>
        <p className={preview.error_count > 0 ? 'font-semibold text-red-800' : 'text-muted'}>
          {typeof message === 'string' ? tx(message) : message}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label={t('Rows in the file')} value={preview.total_rows} />
        <Figure label={t('Rows ready')} value={preview.valid_rows} />
        <Figure label={t('Rows with errors')} value={preview.invalid_rows} tone="bad" />
        <Figure
          label={isCommitted ? t('Added') : t('New graduates')}
          value={preview.created ?? preview.will_create}
        />
        <Figure
          label={isCommitted ? t('Updated') : t('Updates')}
          value={preview.updated ?? preview.will_update}
        />
      </dl>
      {isCommitted && preview.claims_confirmed !== null && preview.claims_confirmed > 0 && (
        <p className="rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200">
          {t(
            "{count, plural, one {# graduate's claim was confirmed by this import.} other {# graduates' claims were confirmed by this import.}}",
            { count: preview.claims_confirmed },
          )}
        </p>
      )}
      {preview.skipped !== null && preview.skipped > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
          {t(
            '{count, plural, one {# row with faults was left out.} other {# rows with faults were left out.}}',
            {
              count: preview.skipped,
            },
          )}
        </p>
      )}
      {!isCommitted && preview.fault_groups.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('Rows to fix in your file')}</h4>
          <FaultGroups groups={preview.fault_groups} />
        </div>
      )}
      {!isCommitted && preview.fault_groups.length === 0 && preview.errors.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('Rows to fix in your file')}</h4>
          {preview.errors_truncated && (
            <p className="text-sm text-muted">
              {t('The first {shown} of {total} problems are listed.', {
                shown: formatNumber(Math.min(preview.errors.length, ROLL_PREVIEW_MAX_ERRORS)),
                total: formatNumber(preview.error_count),
              })}
            </p>
          )}
          <DataTable
            caption={t('Rows with errors')}
            columns={errorColumns()}
            rows={preview.errors}
            rowKey={(error, index) => `${index}-${error.row}`}
          />
        </div>
      )}
      {!isCommitted && preview.sample.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('The first rows, as they will be stored')}</h4>
          <DataTable
            caption={t('The first rows of the file')}
            columns={sampleColumns()}
            rows={preview.sample}
            rowKey={(row, index) => `${index}-${row.matric_number}`}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {preview.can_commit && (
          <Button onClick={onCommit} busy={committing} busyLabel={t('Importing…')}>
            {t('{count, plural, one {Import # row} other {Import # rows}}', { count: preview.valid_rows })}
          </Button>
        )}
        {partial && onCommitValid && (
          <Button onClick={onCommitValid} busy={committing} busyLabel={t('Importing…')}>
            {t(
              '{count, plural, one {Import the # row without errors} other {Import the # rows without errors}}',
              {
                count: preview.valid_rows,
              },
            )}
          </Button>
        )}
        {(partial || (preview.skipped ?? 0) > 0 || (!isCommitted && preview.invalid_rows > 0)) &&
          onDownloadFaults && (
            <Button
              variant="secondary"
              onClick={onDownloadFaults}
              busy={downloading}
              busyLabel={t('Preparing…')}
            >
              {t('Download the rows to fix (CSV)')}
            </Button>
          )}
        <Button variant="secondary" onClick={onDiscard} disabled={committing}>
          {isCommitted ? t('Upload another file') : t('Choose another file')}
        </Button>
      </div>
      {committing && <Working text={`Storing ${formatNumber(preview.valid_rows)} rows in one go…`} />}
    </section>
  );
}

const committed = (preview: RollImport) => preview.status === 'committed';
