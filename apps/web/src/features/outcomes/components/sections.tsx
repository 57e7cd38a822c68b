import type { GroupDimension } from '@tvet/contract';
import { formatDateParts } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { type FiguresView, useFiguresView, type ViewSource } from '../api/use-figures-view';
import type { Measure } from '../lib/measures';
import { chartRows, tableRows } from '../lib/rows';
import { dimensionLabel, type Filters, type MapDimension, withoutCohort } from '../lib/view-params';
import { BarChart } from './bar-chart';
import { ComparisonLegend, FigureCard } from './figure-card';
import { FiguresTable } from './figures-table';
import { Headline } from './headline';
import { NigeriaMap } from './nigeria-map';
import { TrendChart } from './trend-chart';
import { ViewState } from './view-state';

export interface SectionProps {
  source: ViewSource;
  filters: Filters;
  measure: Measure;
  weighted: boolean;
  /** The printed report opens every table. */
  print?: boolean;
}

/** Institutions compare with the national figures of the same programmes. */
export const comparisonLabel = () => t('National, same programmes');
const comparisonOf = (view: FiguresView) => (view.comparison ? comparisonLabel() : undefined);
/** "Base: … (weighted to the roll)": the chart's denominator in words. */
const baseOf = (measure: Measure, weighted: boolean) =>
  measure.weighted
    ? t('Base: {base} ({weighting})', {
        base: measure.base,
        weighting: weighted ? t('weighted to the roll') : t('as answered'),
      })
    : t('Base: {base}', { base: measure.base });
/** "Employment rate by sex and programme": a chart's title from the indicator and the groupings. */
export const titleOf = (measure: Measure, dimensions: readonly GroupDimension[]) =>
  t('{measure} by {grouping}', {
    measure: measure.label,
    grouping: dimensions.map((dimension) => dimensionLabel(dimension).toLowerCase()).join(t(' and ')),
  });

function Table({
  view,
  measure,
  weighted,
  caption,
  compact,
}: {
  view: FiguresView;
  measure: Measure;
  weighted: boolean;
  caption: string;
  compact?: boolean;
}) {
  const headers = view.main.group_by.length
    ? view.main.group_by.map((dimension) => dimensionLabel(dimension))
    : [t('Group')];
  return (
    <FiguresTable
      caption={caption}
      headers={headers}
      rows={tableRows(view.main, view.comparison)}
      measure={measure}
      weighted={weighted}
      comparisonLabel={comparisonOf(view)}
      compact={compact}
    />
  );
}

/** When the figures were counted, in Nigeria's time: while answers arrive the server recounts a view every few seconds. */
const AS_OF: Intl.DateTimeFormatOptions = {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
export function FiguresAsOf({ computedAt }: { computedAt: string }) {
  const parts = Object.fromEntries(
    // The month in the chosen language where the phone has its locale (issue 29).
    formatDateParts(computedAt, AS_OF).map((part) => [part.type, part.value]),
  );
  return (
    <p className="text-sm text-muted">
      {t('Figures as of')}{' '}
      <time dateTime={computedAt}>
        {t('{hour}:{minute} WAT, {day} {month} {year}', {
          hour: parts.hour,
          minute: parts.minute,
          day: parts.day,
          month: parts.month,
          year: parts.year,
        })}
      </time>
    </p>
  );
}

/** The headline figures of the view (its total), read from the figures by sex (one request serves both). */
export function HeadlineSection({ source, filters, weighted }: Omit<SectionProps, 'measure'>) {
  const query = useFiguresView(source, filters, ['sex']);
  return (
    <ViewState query={query} what={t('the headline figures')}>
      {(view) => (
        <>
          <Headline
            total={view.main.total}
            comparison={view.comparison?.total}
            weighted={weighted}
            comparisonLabel={comparisonOf(view)}
          />
          <FiguresAsOf computedAt={view.main.computed_at} />
        </>
      )}
    </ViewState>
  );
}

/** Nigeria's states coloured by the figure, with the same numbers in a table beside the map. */
export function MapSection({
  source,
  filters,
  measure,
  weighted,
  dimension,
}: SectionProps & { dimension: MapDimension }) {
  const query = useFiguresView(source, filters, [dimension]);
  const title = titleOf(measure, [dimension]);
  return (
    <ViewState query={query} what={t('the map')}>
      {(view) => (
        <FigureCard
          title={title}
          base={t("{base}. Each state's count is in the table.", { base: baseOf(measure, weighted) })}
          tableFirst
          chart={
            // Side by side only where the table beside the map still has room for its columns: at 1280 px it lost
            // its "Response rate" column behind a sideways scroll (issue 22).
            <div className="grid gap-4 2xl:grid-cols-2 print:grid-cols-1">
              <NigeriaMap
                rows={chartRows(view.main, null, measure, weighted)}
                kind={measure.kind}
                label={t("Map of Nigeria: {title}. The table lists every state's figure.", { title })}
              />
              <Table
                view={view}
                measure={measure}
                weighted={weighted}
                caption={t('{title}: table', { title })}
                compact
              />
            </div>
          }
          table={null}
        />
      )}
    </ViewState>
  );
}

/** The figure for each group of one dimension (sex, programme…) as bars, with the table folded under them. */
export function GroupSection({
  source,
  filters,
  measure,
  weighted,
  print,
  dimension,
}: SectionProps & { dimension: GroupDimension }) {
  const query = useFiguresView(source, filters, [dimension]);
  const title = titleOf(measure, [dimension]);
  return (
    <ViewState
      query={query}
      what={t('the figures by {grouping}', { grouping: dimensionLabel(dimension).toLowerCase() })}
    >
      {(view) => (
        <FigureCard
          title={title}
          base={t("{base}; n is each bar's count.", { base: baseOf(measure, weighted) })}
          legend={view.comparison && <ComparisonLegend comparisonLabel={comparisonLabel()} />}
          tableOpen={print}
          chart={
            <BarChart
              rows={chartRows(view.main, view.comparison, measure, weighted)}
              kind={measure.kind}
              label={t('Bar chart: {title}. The table below gives each figure.', { title })}
              comparisonLabel={comparisonOf(view)}
            />
          }
          table={
            <Table
              view={view}
              measure={measure}
              weighted={weighted}
              caption={t('{title}: table', { title })}
            />
          }
        />
      )}
    </ViewState>
  );
}

/** The figure cohort by cohort (every cohort, whatever the cohort filter). */
export function TrendSection({ source, filters, measure, weighted, print }: SectionProps) {
  const query = useFiguresView(source, withoutCohort(filters), ['cohort']);
  const title = titleOf(measure, ['cohort']);
  return (
    <ViewState query={query} what={t('the trend across cohorts')}>
      {(view) => (
        <FigureCard
          title={title}
          base={t('{base}; every cohort, whatever the cohort filter.', { base: baseOf(measure, weighted) })}
          legend={view.comparison && <ComparisonLegend comparisonLabel={comparisonLabel()} line />}
          tableOpen={print}
          chart={
            <TrendChart
              rows={chartRows(view.main, view.comparison, measure, weighted)}
              kind={measure.kind}
              label={t("Line chart: {title}. The table below gives each cohort's figure.", { title })}
            />
          }
          table={
            <Table
              view={view}
              measure={measure}
              weighted={weighted}
              caption={t('{title}: table', { title })}
            />
          }
        />
      )}
    </ViewState>
  );
}

/** Any one or two groupings at once, as a table: the view the downloads hold. */
export function BreakdownSection({
  source,
  filters,
  measure,
  weighted,
  breakdown,
}: SectionProps & { breakdown: GroupDimension[] }) {
  const query = useFiguresView(source, filters, breakdown);
  const title = titleOf(measure, breakdown);
  return (
    <ViewState query={query} what={t('the breakdown')}>
      {(view) => <Table view={view} measure={measure} weighted={weighted} caption={title} />}
    </ViewState>
  );
}
