import {
  type GroupDimension,
  OUTCOME_SUPPRESSED_LABEL,
  OUTCOME_SUPPRESSION_THRESHOLD,
  OUTCOME_WEIGHTING_SENTENCE,
} from '@tvet/contract';
import type { ReactNode } from 'react';
import { t, tx } from '@/lib/i18n/i18n';
import { useSearchParamsState } from '@/lib/search-params';
import type { ViewSource } from '../api/use-figures-view';
import { MEASURES } from '../lib/measures';
import { dimensionLabel, readViewParams } from '../lib/view-params';
import { Downloads } from './downloads';
import { FilterBar } from './filter-bar';
import { PrintStyles } from './print-styles';
import { BreakdownSection, GroupSection, HeadlineSection, MapSection, TrendSection } from './sections';
import { BreakdownPicker, IndicatorPicker, MapPicker } from './view-controls';

function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What the figures are: the weighting in one sentence, and how small groups are treated. */
export function MethodNote({ institution }: { institution: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
      <p>
        <strong>{t('Weighting.')} </strong>
        {tx(OUTCOME_WEIGHTING_SENTENCE)}
      </p>
      <p>
        <strong>{t('Small groups.')} </strong>
        {institution
          ? t(
              "A group with fewer than {threshold} respondents reads ''{label}'', and a group that would reveal it is hidden too.",
              { threshold: OUTCOME_SUPPRESSION_THRESHOLD, label: tx(OUTCOME_SUPPRESSED_LABEL) },
            )
          : t(
              "Groups with fewer than {threshold} respondents are shown here and marked; outside the administrators' console they read ''{label}''.",
              { threshold: OUTCOME_SUPPRESSION_THRESHOLD, label: tx(OUTCOME_SUPPRESSED_LABEL) },
            )}{' '}
        {t('Response rates count respondents against the graduation rolls, never against those signed up.')}
      </p>
    </div>
  );
}

export const NATIONAL_BREAKDOWN: GroupDimension[] = ['institution'];
export const INSTITUTION_BREAKDOWN: GroupDimension[] = ['programme', 'sex'];

/**
 * The outcome dashboard of one view (administrators: national; institutions: their own graduates against the
 * national figures of their programmes). Everything that makes the view lives in the address.
 */
export function OutcomesDashboard({
  source,
  header,
  print = false,
}: {
  source: ViewSource;
  header: ReactNode;
  /** The printable report: every table open, no controls. */
  print?: boolean;
}) {
  const institution = source.kind === 'institution';
  const [search, update] = useSearchParamsState();
  const view = readViewParams(search, {
    institution,
    defaultBreakdown: institution ? INSTITUTION_BREAKDOWN : NATIONAL_BREAKDOWN,
  });
  const measure = MEASURES[view.measure];
  const common = { source, filters: view.filters, measure, weighted: view.weighted, print };
  const scope = source.kind === 'national' ? ({ kind: 'national' } as const) : source;

  return (
    <div data-outcome-page className="flex flex-col gap-8">
      <PrintStyles />
      {header}
      {!print && (
        <>
          <FilterBar source={source} filters={view.filters} onChange={(changes) => update(changes)} />
          <section aria-labelledby="outcome-indicator" className="flex flex-col gap-3">
            <h2 id="outcome-indicator" className="sr-only">
              {t('Indicator')}
            </h2>
            <IndicatorPicker
              measure={view.measure}
              weighted={view.weighted}
              onMeasure={(next) => update({ indicator: next })}
              onWeighted={(weighted) => update({ weighting: weighted ? null : 'raw' })}
            />
          </section>
        </>
      )}
      <MethodNote institution={institution} />
      <Section
        id="outcome-headline"
        title={institution ? t('Your graduates at a glance') : t('National headline figures')}
      >
        <HeadlineSection {...common} />
      </Section>
      <Section
        id="outcome-map"
        title={t('Map of the states')}
        actions={
          !institution && !print ? (
            <div className="w-full sm:w-72">
              <MapPicker
                value={view.map}
                onChange={(map) => update({ map: map === 'institution_state' ? null : map })}
              />
            </div>
          ) : null
        }
      >
        <MapSection {...common} dimension={view.map} />
      </Section>
      <Section id="outcome-groups" title={t('By sex and by programme')}>
        {/* Two abreast only from 1536 px: at 1280 px each table lost its last columns to a sideways scroll. */}
        <div className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-2 print:grid-cols-1">
          <GroupSection {...common} dimension="sex" />
          <GroupSection {...common} dimension="programme" />
        </div>
      </Section>
      <Section id="outcome-trend" title={t('Trend across cohorts')}>
        <TrendSection {...common} />
      </Section>
      <Section
        id="outcome-breakdown"
        title={t('Breakdown by {grouping}', {
          grouping: view.breakdown
            .map((dimension) => dimensionLabel(dimension).toLowerCase())
            .join(t(' and ')),
        })}
      >
        {!print && (
          <>
            <BreakdownPicker
              value={view.breakdown}
              institution={institution}
              onChange={(breakdown) => update({ breakdown: breakdown.join(',') })}
            />
            <Downloads scope={scope} filters={view.filters} groupBy={view.breakdown} />
          </>
        )}
        <BreakdownSection {...common} breakdown={view.breakdown} />
      </Section>
    </div>
  );
}
