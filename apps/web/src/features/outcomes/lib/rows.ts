import type { Figures, GroupFigures } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import type { ChartRow } from '../components/bar-chart';
import type { TableRow } from '../components/figures-table';
import { type Measure, readGroup } from './measures';

const keyOf = (group: GroupFigures) => group.keys.map((key) => key.value).join('\u0000');

/** The national group matching each of an institution's own groups (same dimension values). */
function matcher(comparison: Figures | null) {
  const byKey = new Map((comparison?.groups ?? []).map((group) => [keyOf(group), group]));
  return (group: GroupFigures) => byKey.get(keyOf(group));
}

/** One bar (or point, or state) per group, with the national figure beside it when there is one. */
export function chartRows(
  main: Figures,
  comparison: Figures | null,
  measure: Measure,
  weighted: boolean,
): ChartRow[] {
  const match = matcher(comparison);
  return main.groups.map((group) => {
    const national = match(group);
    return {
      key: keyOf(group),
      label: group.keys.map((key) => key.label).join(' · '),
      reading: readGroup(group, measure, weighted),
      comparison: national ? readGroup(national, measure, weighted) : undefined,
    };
  });
}

/** The table's rows: the total first ('All graduates'), then each group. */
export function tableRows(
  main: Figures,
  comparison: Figures | null,
  totalLabel = t('All graduates'),
): TableRow[] {
  const match = matcher(comparison);
  const width = Math.max(1, main.group_by.length);
  return [
    {
      key: 'total',
      labels: Array.from({ length: width }, (_, index) => (index === 0 ? totalLabel : '')),
      group: main.total,
      comparison: comparison?.total,
    },
    ...main.groups.map((group) => ({
      key: keyOf(group),
      labels: group.keys.map((key) => key.label),
      group,
      comparison: match(group),
    })),
  ];
}
