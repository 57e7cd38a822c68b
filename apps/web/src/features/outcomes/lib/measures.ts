import {
  type GroupFigures,
  type IndicatorFigures,
  NATIONAL_MINIMUM_WAGE_NGN,
  OUTCOME_INDICATORS,
  type ValuePair,
} from '@tvet/contract';
import { formatNaira, formatNumber } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';

/*
 * What the indicator picker offers: one number per group that a map, a bar or a trend can show, each with the
 * count it is a share or mean of (its denominator, named on every chart) and the sentence naming that base (the
 * contract's catalogue, so the dashboards and the downloads say the same).
 */

export const MEASURE_KEYS = [
  'employment_rate',
  'response_rate',
  'months_to_first_job',
  'income_minimum_wage',
  'relevance',
  'job_satisfaction',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/** share: 0-1 shown as a percentage; months: a median; scale: a mean on 1-5. */
export type MeasureKind = 'share' | 'months' | 'scale';

export interface Measure {
  key: MeasureKey;
  label: string;
  kind: MeasureKind;
  /** The denominator in words: "Base: respondents in the labour force". */
  base: string;
  /** Whether a weighted value exists (the response rate is a count against the roll, never weighted). */
  weighted: boolean;
  pair: (figures: IndicatorFigures) => ValuePair;
  /** How many the value is counted over. */
  count: (group: GroupFigures) => number | null;
}

const fromFigures =
  (pick: (figures: IndicatorFigures) => number) =>
  (group: GroupFigures): number | null =>
    group.figures ? pick(group.figures) : null;

/** Labels and bases are getters: read in the language active when shown, not the one at load. */
export const MEASURES: Record<MeasureKey, Measure> = {
  employment_rate: {
    key: 'employment_rate',
    get label() {
      return t('Employment rate');
    },
    kind: 'share',
    get base() {
      return tx(OUTCOME_INDICATORS.employment_status.base);
    },
    weighted: true,
    pair: (figures) => figures.employment.rate,
    count: fromFigures((figures) => figures.employment.labour_force),
  },
  response_rate: {
    key: 'response_rate',
    get label() {
      return t('Response rate');
    },
    kind: 'share',
    get base() {
      return t('graduates on the graduation roll (respondents ÷ roll, never ÷ signed up)');
    },
    weighted: false,
    pair: () => ({ value: null, weighted: null }),
    count: (group) => group.frame,
  },
  months_to_first_job: {
    key: 'months_to_first_job',
    get label() {
      return t('Median months to first job');
    },
    kind: 'months',
    get base() {
      return tx(OUTCOME_INDICATORS.months_to_first_job.base);
    },
    weighted: true,
    pair: (figures) => figures.months_to_first_job.median,
    count: fromFigures((figures) => figures.months_to_first_job.answered),
  },
  income_minimum_wage: {
    key: 'income_minimum_wage',
    get label() {
      return t('Earning at least the minimum wage ({wage} a month)', {
        wage: formatNaira(NATIONAL_MINIMUM_WAGE_NGN),
      });
    },
    kind: 'share',
    get base() {
      return tx(OUTCOME_INDICATORS.income_band.base);
    },
    weighted: true,
    pair: (figures) => figures.income_band.at_or_above_minimum_wage,
    count: fromFigures((figures) => figures.income_band.answered),
  },
  relevance: {
    key: 'relevance',
    get label() {
      return t('Relevance of the training to the work (mean, 1-5)');
    },
    kind: 'scale',
    get base() {
      return tx(OUTCOME_INDICATORS.relevance.base);
    },
    weighted: true,
    pair: (figures) => figures.relevance.mean,
    count: fromFigures((figures) => figures.relevance.answered),
  },
  job_satisfaction: {
    key: 'job_satisfaction',
    get label() {
      return t('Job satisfaction (mean, 1-5)');
    },
    kind: 'scale',
    get base() {
      return tx(OUTCOME_INDICATORS.job_satisfaction.base);
    },
    weighted: true,
    pair: (figures) => figures.job_satisfaction.mean,
    count: fromFigures((figures) => figures.job_satisfaction.answered),
  },
};

/**
 * One group's figure for a chart or table:
 * - suppressed: hidden by disclosure control ('fewer than 5'), never drawn as zero;
 * - empty: nobody answered it (no base), so there is no figure;
 * - value: the figure and the count it is over.
 */
export type Reading =
  | { kind: 'suppressed' }
  | { kind: 'empty'; count: number | null }
  | { kind: 'value'; value: number; count: number | null };

export function readGroup(group: GroupFigures, measure: Measure, weighted: boolean): Reading {
  if (group.suppressed) return { kind: 'suppressed' };
  const count = measure.count(group);
  let value: number | null;
  if (measure.key === 'response_rate') value = group.response_rate;
  else if (!group.figures) value = null;
  else {
    const pair = measure.pair(group.figures);
    value = weighted && measure.weighted ? pair.weighted : pair.value;
  }
  return value === null ? { kind: 'empty', count } : { kind: 'value', value, count };
}

// Figures in the chosen language's way where the phone has its locale (issue 29), else Nigerian English.
const percent = { format: (value: number) => formatNumber(value, PERCENT) };
const PERCENT: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};
const decimal = {
  format: (value: number) => formatNumber(value, { maximumFractionDigits: 2, minimumFractionDigits: 1 }),
};
const integer = { format: (value: number) => formatNumber(value) };

export function formatValue(kind: MeasureKind, value: number): string {
  if (kind === 'share') return percent.format(value);
  if (kind === 'months') return `${decimal.format(value)} months`;
  return `${decimal.format(value)} / 5`;
}

export const formatCount = (count: number | null | undefined) =>
  count === null || count === undefined ? '–' : integer.format(count);
export const formatShare = (share: number | null | undefined) =>
  share === null || share === undefined ? '–' : percent.format(share);

/** The axis range: shares 0-100%, means on their 1-5 scale, months from 0 to the largest figure shown. */
export function domainOf(kind: MeasureKind, values: readonly number[]): [number, number] {
  if (kind === 'share') return [0, 1];
  if (kind === 'scale') return [0, 5];
  const top = Math.max(1, ...values);
  return [0, Math.ceil(top / 6) * 6];
}

/** An axis tick: whole percentages, months and scale points without decimals. */
export function formatTick(kind: MeasureKind, value: number): string {
  if (kind === 'share') return `${Math.round(value * 100)}%`;
  return kind === 'months' ? `${value} mo` : String(value);
}
