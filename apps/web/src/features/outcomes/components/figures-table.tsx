import { type GroupFigures, OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { type Column, DataTable } from '@/components/ui/data-table';
import { t } from '@/lib/i18n/i18n';
import { formatCount, formatShare, formatValue, type Measure, readGroup } from '../lib/measures';

export interface TableRow {
  key: string;
  /** One label per grouping dimension ('All graduates' for the total). */
  labels: string[];
  group: GroupFigures;
  /** The national figures of the same group (institutions' view). */
  comparison?: GroupFigures;
}

function Figure({ group, measure, weighted }: { group: GroupFigures; measure: Measure; weighted: boolean }) {
  const reading = readGroup(group, measure, weighted);
  if (reading.kind === 'suppressed') return <em>{OUTCOME_SUPPRESSED_LABEL}</em>;
  if (reading.kind === 'empty') return <span className="text-muted">{t('no answers')}</span>;
  return <>{formatValue(measure.kind, reading.value)}</>;
}

const hidden = (group: GroupFigures, text: string) =>
  group.suppressed ? <em>{OUTCOME_SUPPRESSED_LABEL}</em> : text;

/**
 * The numbers behind a chart, and its alternative for anyone who does not read charts: each group's figure
 * (weighted and as answered side by side), the count it is over, respondents, the roll and the response rate;
 * beside an institution's own figure the national one. A suppressed group reads 'fewer than 5' in every
 * figure; administrators see small groups' numbers, marked.
 */
export function FiguresTable({
  caption,
  headers,
  rows,
  measure,
  weighted,
  comparisonLabel,
  compact = false,
}: {
  caption: string;
  headers: string[];
  rows: readonly TableRow[];
  measure: Measure;
  weighted: boolean;
  /** Set for an institution's view: the heading of the national column. */
  comparisonLabel?: string;
  /** Beside the map: the figure, its count and the response rate only. */
  compact?: boolean;
}) {
  const columns: Column<TableRow>[] = headers.map((header, index) => ({
    key: `label-${index}`,
    header,
    primary: index === 0,
    cell: (row) => (
      <>
        {row.labels[index]}
        {index === 0 && row.group.below_threshold && !row.group.suppressed && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {t('under 5 respondents')}
          </span>
        )}
      </>
    ),
  }));
  columns.push({
    key: 'value',
    header: measure.weighted
      ? t('{measure}, {weighting}', {
          measure: measure.label,
          weighting: weighted ? t('weighted') : t('as answered'),
        })
      : measure.label,
    cell: (row) => <Figure group={row.group} measure={measure} weighted={weighted} />,
  });
  if (measure.weighted && !compact)
    columns.push({
      key: 'other',
      header: weighted ? t('As answered') : t('Weighted'),
      cell: (row) => <Figure group={row.group} measure={measure} weighted={!weighted} />,
    });
  if (comparisonLabel)
    columns.push({
      key: 'comparison',
      header: comparisonLabel,
      cell: (row) =>
        row.comparison ? <Figure group={row.comparison} measure={measure} weighted={weighted} /> : '–',
    });
  columns.push(
    {
      key: 'base',
      header: t('Counted over (n)'),
      cell: (row) => hidden(row.group, formatCount(measure.count(row.group))),
    },
    {
      key: 'respondents',
      header: t('Respondents'),
      cell: (row) => hidden(row.group, formatCount(row.group.respondents)),
    },
    { key: 'frame', header: t('On the roll'), cell: (row) => formatCount(row.group.frame) },
    {
      key: 'rate',
      header: t('Response rate'),
      cell: (row) => hidden(row.group, formatShare(row.group.response_rate)),
    },
  );
  const shown = compact
    ? columns.filter((column) => !['respondents', 'frame'].includes(column.key))
    : columns;
  return <DataTable caption={caption} columns={shown} rows={rows} rowKey={(row) => row.key} dense />;
}
