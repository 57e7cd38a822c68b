import {
  EMPLOYED_STATUSES,
  EMPLOYMENT_STATUS_LABELS,
  type Figures,
  GROUP_DIMENSION_LABELS,
  type GroupFigures,
  INCOME_BAND_CODES,
  MONTHS_TO_FIRST_JOB_CODES,
  OUTCOME_SUPPRESSED_LABEL,
  SECTOR_CODES,
} from '@tvet/contract';
import ExcelJS from 'exceljs';
import { csvCell } from '../../platform/csv';

/** The indicator table of a view (one row per group, the total first), for the CSV and XLSX downloads. */

type CellValue = string | number;

const percent = (share: number | null | undefined): CellValue =>
  share === null || share === undefined ? '' : Math.round(share * 1000) / 10;
const decimal = (value: number | null | undefined, places = 2): CellValue =>
  value === null || value === undefined ? '' : Number(value.toFixed(places));

const counting = <T extends { counts: boolean }>(codes: readonly T[]) => codes.filter((code) => code.counts);

function header(groupBy: Figures['group_by']): string[] {
  return [
    'Scope',
    ...groupBy.map((dimension) => GROUP_DIMENSION_LABELS[dimension]),
    'Graduates on the roll',
    'Respondents',
    'Response rate (%)',
    'Employment rate (%)',
    'Employment rate, weighted (%)',
    'In the labour force',
    ...EMPLOYED_STATUSES.flatMap((code) => [
      `${EMPLOYMENT_STATUS_LABELS[code]} (% of labour force)`,
      `${EMPLOYMENT_STATUS_LABELS[code]}, weighted (%)`,
    ]),
    'Median months to first job',
    'Median months to first job, weighted',
    ...counting(MONTHS_TO_FIRST_JOB_CODES).map((code) => `First job: ${code.label} (%)`),
    'Income at or above the minimum wage (%)',
    'Income at or above the minimum wage, weighted (%)',
    ...counting(INCOME_BAND_CODES).map((code) => `Income: ${code.label} (%)`),
    'Mean relevance (1-5)',
    'Mean relevance, weighted',
    'Mean job satisfaction (1-5)',
    'Mean job satisfaction, weighted',
    ...counting(SECTOR_CODES).map((code) => `Sector: ${code.label} (%)`),
    'Suppressed',
  ];
}

function row(scope: string, group: GroupFigures, groupBy: Figures['group_by']): CellValue[] {
  const keys = groupBy.map((_, index) => group.keys[index]?.label ?? 'All');
  const figures = group.figures;
  const base: CellValue[] = [scope, ...keys, group.frame ?? ''];
  const width = header(groupBy).length;
  if (group.suppressed || !figures) {
    const hidden = [...base, OUTCOME_SUPPRESSED_LABEL];
    while (hidden.length < width - 1) hidden.push(OUTCOME_SUPPRESSED_LABEL);
    return [...hidden, 'yes'];
  }
  // Distributions list only the codes somebody gave: a code missing from an answered indicator is 0%.
  const share = (
    indicator: { answered: number; distribution: { code: string; share: number | null }[] },
    code: string,
  ) =>
    indicator.answered > 0
      ? percent(indicator.distribution.find((item) => item.code === code)?.share ?? 0)
      : '';
  return [
    ...base,
    group.respondents ?? '',
    percent(group.response_rate),
    percent(figures.employment.rate.value),
    percent(figures.employment.rate.weighted),
    figures.employment.labour_force,
    ...EMPLOYED_STATUSES.flatMap((code) => {
      const part = figures.employment.parts.find((item) => item.code === code);
      return [percent(part?.value), percent(part?.weighted)];
    }),
    decimal(figures.months_to_first_job.median.value, 1),
    decimal(figures.months_to_first_job.median.weighted, 1),
    ...counting(MONTHS_TO_FIRST_JOB_CODES).map((code) => share(figures.months_to_first_job, code.code)),
    percent(figures.income_band.at_or_above_minimum_wage.value),
    percent(figures.income_band.at_or_above_minimum_wage.weighted),
    ...counting(INCOME_BAND_CODES).map((code) => share(figures.income_band, code.code)),
    decimal(figures.relevance.mean.value),
    decimal(figures.relevance.mean.weighted),
    decimal(figures.job_satisfaction.mean.value),
    decimal(figures.job_satisfaction.mean.weighted),
    ...counting(SECTOR_CODES).map((code) => share(figures.sector, code.code)),
    'no',
  ];
}

/** Header, then per view its total and its groups. */
export function figuresTable(views: { scope: string; figures: Figures }[]): CellValue[][] {
  const groupBy = views[0]?.figures.group_by ?? [];
  const rows: CellValue[][] = [header(groupBy)];
  for (const view of views) {
    rows.push(row(view.scope, view.figures.total, groupBy));
    for (const group of view.figures.groups) rows.push(row(view.scope, group, groupBy));
  }
  return rows;
}

/** The same table as an Excel workbook, with a sheet saying what the figures are. */
export async function figuresWorkbook(table: CellValue[][], figures: Figures): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TVET Graduate Tracer';
  const sheet = workbook.addWorksheet('Indicators', { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const values of table)
    sheet.addRow(values.map((value) => (typeof value === 'string' ? csvCell(value) : value)));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 28 : 16;
  });
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['Filters', JSON.stringify(figures.filters)]);
  notes.addRow(['Weighting', figures.weighting.sentence]);
  notes.addRow([
    'Response rate',
    'Respondents divided by the graduates on the institutions\u2019 graduation rolls (not by those signed up).',
  ]);
  notes.addRow([
    'Suppression',
    figures.suppression.applied
      ? `Groups with fewer than ${figures.suppression.threshold} respondents, and groups that would reveal them, read "${OUTCOME_SUPPRESSED_LABEL}".`
      : 'None (administrators\u2019 console).',
  ]);
  notes.addRow(['Computed at', figures.computed_at]);
  notes.getColumn(1).width = 18;
  notes.getColumn(2).width = 120;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
