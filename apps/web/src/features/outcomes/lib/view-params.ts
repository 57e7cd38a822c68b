import {
  GROUP_DIMENSIONS,
  type GroupDimension,
  MAX_GROUP_DIMENSIONS,
  type OutcomeWave,
} from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import { MEASURE_KEYS, type MeasureKey } from './measures';

/*
 * A dashboard view lives in the address, so it can be shared, bookmarked, printed through its report page and
 * kept across sign-in (the signed-out visitor is sent to /login with the whole address as the return). The
 * filters are the API's own query names, passed on as they are; the server checks them and says what is wrong.
 */

/** The filters of GET /outcomes/figures (contract outcomeFiltersSchema) that the dashboards offer or pass on. */
export const FILTER_KEYS = [
  'cohort',
  'cohort_from',
  'cohort_to',
  'programme',
  'institution_id',
  'institution_type',
  'institution_state',
  'residence_state',
  'sex',
  'survey_id',
  'wave',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The wave filter's choices (the contract's OUTCOME_WAVE_LABELS), in the reader's language. */
const WAVE_LABELS: Record<OutcomeWave, () => string> = {
  0: () => t('At graduation'),
  12: () => t('1 year after'),
  36: () => t('3 years after'),
  60: () => t('5 years after'),
};
export const waveLabel = (wave: OutcomeWave): string | undefined => WAVE_LABELS[wave]?.();

/** The groupings' names (the contract's GROUP_DIMENSION_LABELS), in the reader's language. */
const DIMENSION_LABELS: Record<GroupDimension, () => string> = {
  programme: () => t('Programme'),
  institution: () => t('Institution'),
  institution_type: () => t('Institution type'),
  institution_state: () => t('State of the institution'),
  residence_state: () => t('State of residence'),
  sex: () => t('Sex'),
  cohort: () => t('Graduation cohort'),
  survey_round: () => t('Survey round'),
  response_language: () => t('Language of the answers'),
  wave: () => t('Tracer wave'),
  mode: () => t('How they answered'),
};
export const dimensionLabel = (dimension: GroupDimension): string =>
  DIMENSION_LABELS[dimension]?.() ?? dimension;
export type Filters = Partial<Record<FilterKey, string>>;

/** Filters an institution's view ignores (the server fixes it to the institution itself). */
export const ADMIN_ONLY_FILTERS: readonly FilterKey[] = [
  'institution_id',
  'institution_type',
  'institution_state',
];

/** The map colours states of the institution or of residence; institutions see residence only. */
export type MapDimension = 'institution_state' | 'residence_state';

export interface ViewParams {
  filters: Filters;
  measure: MeasureKey;
  /** Figures weighted to the roll (post-stratification), or as answered. */
  weighted: boolean;
  map: MapDimension;
  /** The breakdown table's groups (and the download's): one or two dimensions. */
  breakdown: GroupDimension[];
}

export const DEFAULT_MEASURE: MeasureKey = 'employment_rate';

const isMeasure = (value: string | null): value is MeasureKey =>
  (MEASURE_KEYS as readonly string[]).includes(value ?? '');
const isDimension = (value: string): value is GroupDimension =>
  (GROUP_DIMENSIONS as readonly string[]).includes(value);

/** The view named by the address; unknown or repeated dimensions are dropped, the rest goes to the server. */
export function readViewParams(
  params: URLSearchParams,
  { institution, defaultBreakdown }: { institution: boolean; defaultBreakdown: GroupDimension[] },
): ViewParams {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    if (institution && ADMIN_ONLY_FILTERS.includes(key)) continue;
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const measure = params.get('indicator');
  const breakdown = [...new Set((params.get('breakdown') ?? '').split(',').filter(isDimension))]
    .filter((dimension) => !institution || allowedForInstitution(dimension))
    .slice(0, MAX_GROUP_DIMENSIONS);
  return {
    filters,
    measure: isMeasure(measure) ? measure : DEFAULT_MEASURE,
    weighted: params.get('weighting') !== 'raw',
    map: !institution && params.get('map') !== 'residence_state' ? 'institution_state' : 'residence_state',
    breakdown: breakdown.length > 0 ? breakdown : defaultBreakdown,
  };
}

/** Dimensions an institution may group its own graduates by (the server refuses the institution ones). */
export const allowedForInstitution = (dimension: GroupDimension) =>
  dimension !== 'institution' && dimension !== 'institution_type' && dimension !== 'institution_state';

/** The figures query of one chart: the view's filters and its own grouping. */
export function figuresQuery(filters: Filters, groupBy: readonly GroupDimension[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (groupBy.length > 0) query.set('group_by', groupBy.join(','));
  return query;
}

/** Filters without the cohort ones: a trend across cohorts shows every cohort. */
export function withoutCohort(filters: Filters): Filters {
  const { cohort: _cohort, cohort_from: _from, cohort_to: _to, ...rest } = filters;
  return rest;
}

export const hasFilters = (filters: Filters) => Object.values(filters).some(Boolean);
