import { type ReactNode, useId } from 'react';
import { t } from '@/lib/i18n/i18n';

/**
 * One chart with what it needs to be read: its title, its denominator ("Base: …"), a legend when it compares,
 * and the same numbers as a table, folded under the chart on screen and open in the printed report.
 */
export function FigureCard({
  title,
  base,
  legend,
  chart,
  table,
  tableOpen = false,
  tableFirst = false,
}: {
  title: string;
  base: ReactNode;
  legend?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  tableOpen?: boolean;
  /** The map shows its table beside it, always open. */
  tableFirst?: boolean;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 print:p-0 print:ring-0"
    >
      <figcaption className="flex flex-col gap-1">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted">{base}</p>
        {legend}
      </figcaption>
      {chart}
      {tableFirst ? (
        table
      ) : (
        <details open={tableOpen} className="group">
          <summary className="min-h-12 cursor-pointer content-center rounded-lg font-semibold text-brand-800 print:hidden">
            {t('Show the numbers as a table')}
          </summary>
          <div className="pt-2">{table}</div>
        </details>
      )}
    </figure>
  );
}

/** The two marks of an institution's comparison, named. */
export function ComparisonLegend({
  comparisonLabel,
  line = false,
}: {
  comparisonLabel: string;
  line?: boolean;
}) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm bg-brand-700" />
        {t('Your graduates')}
      </span>
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={
            line ? 'inline-block w-5 border-t-2 border-dashed border-ink' : 'inline-block h-4 w-1 bg-ink'
          }
        />
        {comparisonLabel}
      </span>
    </p>
  );
}
