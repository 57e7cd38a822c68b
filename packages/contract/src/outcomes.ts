import { z } from 'zod';
import { GENDERS, INSTITUTION_TYPES } from './enums';
import { enumField } from './fields';
import { NIGERIAN_STATES } from './geo/nigeria';
import { GRADUATION_YEAR_MIN } from './rolls';
import { surveyLanguageField } from './survey-translations';

/*
 * Outcome indicators (issue 14; architecture "Outcome data", after the ETF/Cedefop/ILO guide "Carrying out
 * tracer studies"). A survey question may carry one indicator key; each of its options carries one of that
 * indicator's codes, so any questionnaire an administrator builds feeds the same figures. Figures are counted
 * against the graduation roll (the frame): response rate = respondents / graduates on the roll, never / signed up.
 *
 * The unit is a graduation (one roll row held by a confirmed claim); a respondent is such a graduate who
 * completed a survey with tagged questions (their latest completed round unless the view is by survey round).
 */

/* ---------- disclosure control ---------- */

/** Outside the administrators' console, a group with fewer respondents than this shows SUPPRESSED_LABEL. */
export const OUTCOME_SUPPRESSION_THRESHOLD = 5;
export const OUTCOME_SUPPRESSED_LABEL = 'fewer than 5';

/** The national minimum wage in naira a month (Minimum Wage (Amendment) Act 2024); an income band boundary. */
export const NATIONAL_MINIMUM_WAGE_NGN = 70_000;

/* ---------- the catalogue ---------- */

export const INDICATOR_KEYS = [
  'employment_status',
  'months_to_first_job',
  'income_band',
  'relevance',
  'sector',
  'job_satisfaction',
  'work_state',
] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

/**
 * How an indicator is summed up:
 * - rate: shares of a base (employment rate over the labour force, and each part);
 * - median: median and distribution (months to first job);
 * - mean: mean of the codes' values and distribution (1-5 scales);
 * - distribution: count and share of each code.
 */
export const AGGREGATION_KINDS = ['rate', 'median', 'mean', 'distribution'] as const;
export type AggregationKind = (typeof AGGREGATION_KINDS)[number];

/**
 * What a tagged question may be:
 * - codes: a multiple-choice or objective question, every option mapped to a code (a text question is refused);
 * - codes_or_number: also a text question whose answer is a number (months, naira), put in the code whose
 *   [min, max] holds it;
 * - codes_or_state: also a text question whose answer names a Nigerian state (a state list has 37 entries,
 *   more than a question's 30 options).
 */
export const INDICATOR_ANSWER_KINDS = ['codes', 'codes_or_number', 'codes_or_state'] as const;
export type IndicatorAnswerKind = (typeof INDICATOR_ANSWER_KINDS)[number];

export interface IndicatorCode {
  code: string;
  label: string;
  /** The number a code stands for: a scale point, or a band's representative value (its middle). */
  value?: number;
  /** A band's bounds, inclusive; max absent = open-ended. A number answer falls in the band holding it. */
  min?: number;
  max?: number;
  /**
   * False for "does not apply" answers: kept out of the indicator's base (no share, mean or median counts
   * them), though the respondent still counts as a respondent.
   */
  counts: boolean;
}

export interface IndicatorDefinition {
  key: IndicatorKey;
  label: string;
  /** The sentence a chart or table states as its denominator. */
  base: string;
  aggregation: AggregationKind;
  answer: IndicatorAnswerKind;
  codes: readonly IndicatorCode[];
  /** Numbers a text answer may give (codes_or_number). */
  number?: { min: number; max: number; unit: string };
}

/* employment status */
export const EMPLOYMENT_STATUSES = [
  'wage_employed',
  'self_employed',
  'apprenticeship',
  'informal',
  'further_study',
  'unemployed_looking',
  'not_looking',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  wage_employed: 'Wage-employed',
  self_employed: 'Self-employed',
  apprenticeship: 'Apprenticeship',
  informal: 'Informal work',
  further_study: 'Further study',
  unemployed_looking: 'Unemployed and looking',
  not_looking: 'Not looking for work',
};
/** Employed: the numerator of the employment rate, each also shown as a part of it. */
export const EMPLOYED_STATUSES = ['wage_employed', 'self_employed', 'apprenticeship', 'informal'] as const;
export type EmployedStatus = (typeof EMPLOYED_STATUSES)[number];
/** The labour force: the employed and the unemployed looking for work (not further study, not not-looking). */
export const LABOUR_FORCE_STATUSES = [...EMPLOYED_STATUSES, 'unemployed_looking'] as const;
export const isEmployedStatus = (code: string): code is EmployedStatus =>
  (EMPLOYED_STATUSES as readonly string[]).includes(code);
export const isInLabourForce = (code: string): boolean =>
  (LABOUR_FORCE_STATUSES as readonly string[]).includes(code);

/** Codes for an answer that does not apply ("I have not worked since graduating"). */
export const NOT_APPLICABLE_CODE = 'not_applicable';
const notApplicable: IndicatorCode = {
  code: NOT_APPLICABLE_CODE,
  label: 'Does not apply',
  counts: false,
};

/* months to first job */
export const MONTHS_NOT_YET_CODE = 'not_yet';
export const MONTHS_TO_FIRST_JOB_CODES: readonly IndicatorCode[] = [
  { code: 'm0', label: 'Before or at graduation', min: 0, max: 0, value: 0, counts: true },
  { code: 'm1_3', label: '1 to 3 months', min: 1, max: 3, value: 2, counts: true },
  { code: 'm4_6', label: '4 to 6 months', min: 4, max: 6, value: 5, counts: true },
  { code: 'm7_12', label: '7 to 12 months', min: 7, max: 12, value: 9.5, counts: true },
  { code: 'm13_24', label: '13 to 24 months', min: 13, max: 24, value: 18.5, counts: true },
  { code: 'm25_plus', label: 'More than 24 months', min: 25, value: 30, counts: true },
  // Counted in the distribution (the share still without a first job), never in the median.
  { code: MONTHS_NOT_YET_CODE, label: 'No job yet', counts: true },
  notApplicable,
];

/* monthly income, naira; the national minimum wage (70,000) starts a band */
export const INCOME_BAND_CODES: readonly IndicatorCode[] = [
  { code: 'none', label: 'No income', min: 0, max: 0, value: 0, counts: true },
  { code: 'lt_35000', label: 'Below ₦35,000', min: 1, max: 34_999, value: 17_500, counts: true },
  { code: '35000_69999', label: '₦35,000 – ₦69,999', min: 35_000, max: 69_999, value: 52_500, counts: true },
  { code: '70000_99999', label: '₦70,000 – ₦99,999', min: 70_000, max: 99_999, value: 85_000, counts: true },
  {
    code: '100000_149999',
    label: '₦100,000 – ₦149,999',
    min: 100_000,
    max: 149_999,
    value: 125_000,
    counts: true,
  },
  {
    code: '150000_249999',
    label: '₦150,000 – ₦249,999',
    min: 150_000,
    max: 249_999,
    value: 200_000,
    counts: true,
  },
  {
    code: '250000_499999',
    label: '₦250,000 – ₦499,999',
    min: 250_000,
    max: 499_999,
    value: 375_000,
    counts: true,
  },
  { code: '500000_plus', label: '₦500,000 or more', min: 500_000, value: 600_000, counts: true },
  notApplicable,
];
/** Bands at or above the national minimum wage (their share is reported as `at_or_above_minimum_wage`). */
export const INCOME_AT_OR_ABOVE_MINIMUM_WAGE = INCOME_BAND_CODES.filter(
  (band) => band.min !== undefined && band.min >= NATIONAL_MINIMUM_WAGE_NGN,
).map((band) => band.code);

const scale = (labels: [string, string, string, string, string]): IndicatorCode[] => [
  ...labels.map((label, index) => ({ code: String(index + 1), label, value: index + 1, counts: true })),
  notApplicable,
];

/* sector of work: a short list following ISIC Rev.4 sections */
export const SECTOR_CODES: readonly IndicatorCode[] = [
  { code: 'agriculture', label: 'Agriculture, forestry and fishing (A)', counts: true },
  { code: 'mining', label: 'Mining, quarrying, oil and gas (B)', counts: true },
  { code: 'manufacturing', label: 'Manufacturing (C)', counts: true },
  { code: 'energy_water', label: 'Electricity, gas, water and waste (D–E)', counts: true },
  { code: 'construction', label: 'Construction (F)', counts: true },
  { code: 'trade', label: 'Trade and repair of vehicles (G)', counts: true },
  { code: 'transport', label: 'Transport and storage (H)', counts: true },
  { code: 'hospitality', label: 'Accommodation and food (I)', counts: true },
  { code: 'ict', label: 'Information and communication (J)', counts: true },
  { code: 'finance', label: 'Finance, insurance and real estate (K–L)', counts: true },
  { code: 'professional', label: 'Professional, technical and support services (M–N)', counts: true },
  { code: 'public_administration', label: 'Public administration (O)', counts: true },
  { code: 'education', label: 'Education (P)', counts: true },
  { code: 'health', label: 'Health and social work (Q)', counts: true },
  { code: 'other_services', label: 'Arts, personal and other services (R–U)', counts: true },
  notApplicable,
];

/* state of work: the 37 states (the code is the state's name) or abroad */
export const WORK_STATE_ABROAD_CODE = 'outside_nigeria';
export const WORK_STATE_CODES: readonly IndicatorCode[] = [
  ...NIGERIAN_STATES.map((state) => ({ code: state, label: state, counts: true })),
  { code: WORK_STATE_ABROAD_CODE, label: 'Outside Nigeria', counts: true },
  notApplicable,
];

export const OUTCOME_INDICATORS: Record<IndicatorKey, IndicatorDefinition> = {
  employment_status: {
    key: 'employment_status',
    label: 'Employment status',
    base: 'respondents in the labour force (employed, or unemployed and looking)',
    aggregation: 'rate',
    answer: 'codes',
    codes: EMPLOYMENT_STATUSES.map((code) => ({ code, label: EMPLOYMENT_STATUS_LABELS[code], counts: true })),
  },
  months_to_first_job: {
    key: 'months_to_first_job',
    label: 'Months to first job',
    base: 'respondents who answered (the median: those who have had a job)',
    aggregation: 'median',
    answer: 'codes_or_number',
    codes: MONTHS_TO_FIRST_JOB_CODES,
    number: { min: 0, max: 600, unit: 'months' },
  },
  income_band: {
    key: 'income_band',
    label: 'Monthly income',
    base: 'respondents who answered and to whom it applies',
    aggregation: 'distribution',
    answer: 'codes_or_number',
    codes: INCOME_BAND_CODES,
    number: { min: 0, max: 100_000_000, unit: 'naira a month' },
  },
  relevance: {
    key: 'relevance',
    label: 'Relevance of the training to the work',
    base: 'respondents who answered and to whom it applies',
    aggregation: 'mean',
    answer: 'codes',
    codes: scale([
      'Not at all relevant',
      'Slightly relevant',
      'Somewhat relevant',
      'Relevant',
      'Very relevant',
    ]),
  },
  sector: {
    key: 'sector',
    label: 'Sector of work',
    base: 'respondents who answered and to whom it applies',
    aggregation: 'distribution',
    answer: 'codes',
    codes: SECTOR_CODES,
  },
  job_satisfaction: {
    key: 'job_satisfaction',
    label: 'Job satisfaction',
    base: 'respondents who answered and to whom it applies',
    aggregation: 'mean',
    answer: 'codes',
    codes: scale(['Very dissatisfied', 'Dissatisfied', 'Neither', 'Satisfied', 'Very satisfied']),
  },
  work_state: {
    key: 'work_state',
    label: 'State of work',
    base: 'respondents who answered and to whom it applies',
    aggregation: 'distribution',
    answer: 'codes_or_state',
    codes: WORK_STATE_CODES,
  },
};

export const isIndicatorCode = (key: IndicatorKey, code: string): boolean =>
  OUTCOME_INDICATORS[key].codes.some((entry) => entry.code === code);
export function indicatorCodeLabel(key: IndicatorKey, code: string): string {
  return OUTCOME_INDICATORS[key].codes.find((entry) => entry.code === code)?.label ?? code;
}
/** Whether a text question may carry this indicator. */
export const indicatorAcceptsText = (key: IndicatorKey): boolean =>
  OUTCOME_INDICATORS[key].answer !== 'codes';

/** The band a number answer falls in (codes_or_number), or null when none holds it. */
export function bandOf(key: IndicatorKey, value: number): string | null {
  const definition = OUTCOME_INDICATORS[key];
  if (!definition.number || !Number.isFinite(value)) return null;
  if (value < definition.number.min || value > definition.number.max) return null;
  for (const band of definition.codes)
    if (band.min !== undefined && value >= band.min && (band.max === undefined || value <= band.max))
      return band.code;
  return null;
}

/* ---------- tagging a survey question (survey builder) ---------- */

/**
 * A question's tag: `indicator` on the question, and `code` on each of its options (the option -> code map
 * is stored with the options, so it follows them when they are rewritten). Sent with the question's create
 * and update calls; answered on every question the administrators read.
 * - a tagged multiple-choice or objective question must map every option before the survey is published;
 * - a text question may carry only an indicator that accepts text (indicatorAcceptsText);
 * - a code must be one of the indicator's codes; a code without an indicator is refused.
 */
export const questionIndicatorField = enumField('indicator', INDICATOR_KEYS).nullable();
export const optionCodeField = z
  .string({ error: 'code must be text' })
  .trim()
  .min(1, 'code must not be empty')
  .max(64, 'code must be at most 64 characters')
  .nullable();
export const questionTagSchema = z.object({
  indicator: z.enum(INDICATOR_KEYS).nullable(),
  /** option _id -> code, as read back (the same codes the options carry). */
  codes: z.record(z.string(), z.string()),
});
export type QuestionTag = z.infer<typeof questionTagSchema>;

export const OUTCOME_TAG_MESSAGES = {
  textNeedsCodes: (label: string) =>
    `${label} needs codes: make it a multiple-choice or objective question and map each option to a code.`,
  unknownCode: (label: string, code: string) => `"${code}" is not a code of the indicator ${label}.`,
  codeWithoutIndicator: 'Choose the question\u2019s indicator before mapping its options to codes.',
  unmappedAtPublish: (question: string, options: number) =>
    `Question "${question}" is tagged with an indicator but ${options} of its options ${options === 1 ? 'has' : 'have'} no code. Map every option before publishing.`,
} as const;

/* ---------- group dimensions and the figures query ---------- */

export const GROUP_DIMENSIONS = [
  'programme',
  'institution',
  'institution_type',
  'institution_state',
  'residence_state',
  'sex',
  'cohort',
  'survey_round',
  'response_language',
] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];
export const GROUP_DIMENSION_LABELS: Record<GroupDimension, string> = {
  programme: 'Programme',
  institution: 'Institution',
  institution_type: 'Institution type',
  institution_state: 'State of the institution',
  residence_state: 'State of residence',
  sex: 'Sex',
  cohort: 'Graduation cohort',
  survey_round: 'Survey round',
  response_language: 'Language of the answers',
};
/**
 * Dimensions the roll does not carry: the frame (and so the response rate) of such a group is unknown (null).
 * Residence comes from the graduate's address; a survey round addresses the whole frame.
 */
export const DIMENSIONS_WITHOUT_FRAME: readonly GroupDimension[] = ['residence_state', 'response_language'];
export const MAX_GROUP_DIMENSIONS = 2;
/** Years a cohort filter may name. */
export const COHORT_MIN = GRADUATION_YEAR_MIN;
export const cohortMax = () => new Date().getUTCFullYear() + 1;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (field: string, max = 150) =>
  z.preprocess(blank, z.string().trim().max(max, `${field} must be at most ${max} characters`).optional());
const cohortField = (field: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${field} must be a year` })
      .int(`${field} must be a year`)
      .min(COHORT_MIN, `${field} must be a year from ${COHORT_MIN} to next year`)
      .refine((year) => year <= cohortMax(), `${field} must be a year from ${COHORT_MIN} to next year`)
      .optional(),
  );

/** `group_by=programme,sex` or `group_by=programme&group_by=sex`: at most two, no repeats. */
export const groupByField = z.preprocess(
  (value) => {
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return list
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
  },
  z
    .array(enumField('group_by', GROUP_DIMENSIONS))
    .max(MAX_GROUP_DIMENSIONS, `group_by takes at most ${MAX_GROUP_DIMENSIONS} dimensions`)
    .refine((list) => new Set(list).size === list.length, 'group_by names a dimension twice'),
);

/** Filters every figures view takes (all optional; combined with AND). */
export const outcomeFiltersSchema = z.object({
  /** A programme by name, compared case-insensitively across institutions (the same programme nationally). */
  programme: optionalText('programme'),
  /** Institution profile id or its account id. */
  institution_id: z.preprocess(
    blank,
    z.uuid({ error: 'institution_id must be an institution id' }).optional(),
  ),
  institution_type: z.preprocess(blank, enumField('institution_type', INSTITUTION_TYPES).optional()),
  institution_state: z.preprocess(
    blank,
    enumField('institution_state', NIGERIAN_STATES as unknown as [string, ...string[]]).optional(),
  ),
  residence_state: z.preprocess(
    blank,
    enumField('residence_state', NIGERIAN_STATES as unknown as [string, ...string[]]).optional(),
  ),
  sex: z.preprocess(blank, enumField('sex', GENDERS).optional()),
  /** One cohort (graduation year), or a range with cohort_from / cohort_to. */
  cohort: cohortField('cohort'),
  cohort_from: cohortField('cohort_from'),
  cohort_to: cohortField('cohort_to'),
  survey_id: z.preprocess(blank, z.uuid({ error: 'survey_id must be a survey id' }).optional()),
  /** The language the answers were given in (issue 29). */
  response_language: z.preprocess(blank, surveyLanguageField.optional()),
});
export type OutcomeFilters = z.infer<typeof outcomeFiltersSchema>;

/** GET /v1/outcomes/figures (administrators) and …/institutions/{userId}/figures (institution_id ignored). */
export const figuresQuerySchema = outcomeFiltersSchema
  .extend({ group_by: groupByField })
  .refine(
    (query) =>
      query.cohort_from === undefined ||
      query.cohort_to === undefined ||
      query.cohort_from <= query.cohort_to,
    { message: 'cohort_from must not be after cohort_to', path: ['cohort_from'] },
  );
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** …/figures/download?format=csv|xlsx&<the figures query>: the indicator table of the current view. */
export const figuresDownloadQuerySchema = outcomeFiltersSchema
  .extend({
    group_by: groupByField,
    format: z.preprocess(blank, enumField('format', DOWNLOAD_FORMATS).default('csv')),
  })
  .refine(
    (query) =>
      query.cohort_from === undefined ||
      query.cohort_to === undefined ||
      query.cohort_from <= query.cohort_to,
    { message: 'cohort_from must not be after cohort_to', path: ['cohort_from'] },
  );
export type FiguresDownloadQuery = z.infer<typeof figuresDownloadQuerySchema>;
/** GET /v1/outcomes/microdata (administrators only): CSV, one row per respondent, the same filters. */
export const microdataQuerySchema = outcomeFiltersSchema;

/* ---------- the figures answer ---------- */

const share = z.number().min(0).max(1).nullable();

/**
 * One code of a distribution: its count, its share of the indicator's base, and the weighted share. Only codes
 * somebody gave are listed (answers stay small with two groupings); OUTCOME_INDICATORS has every code, in order,
 * with its label (indicatorCodeLabel). Shares are rounded to 4 decimals, means and medians to 2.
 */
export const distributionItemSchema = z.object({
  code: z.string(),
  count: z.number().int(),
  share,
  weighted_share: share,
});
export type DistributionItem = z.infer<typeof distributionItemSchema>;

/** Raw figure beside its post-stratified (weighted) value; null when the base is 0. */
const pair = { value: z.number().nullable(), weighted: z.number().nullable() };
export const valuePairSchema = z.object(pair);
export type ValuePair = z.infer<typeof valuePairSchema>;

export const indicatorFiguresSchema = z.object({
  employment: z.object({
    /** Respondents who gave an employment status. */
    answered: z.number().int(),
    /** The base of the rate: in the labour force. */
    labour_force: z.number().int(),
    /** (wage + self-employed + apprenticeship + informal) / labour force. */
    rate: valuePairSchema,
    /** Each employed status over the labour force (they add up to the rate). */
    parts: z.array(z.object({ code: z.enum(EMPLOYED_STATUSES), ...pair })),
    /** Every status over all who answered. */
    distribution: z.array(distributionItemSchema),
  }),
  months_to_first_job: z.object({
    answered: z.number().int(),
    /** Median months among those who have had a job (a banded answer counts at its band's value). */
    median: valuePairSchema,
    distribution: z.array(distributionItemSchema),
  }),
  income_band: z.object({
    answered: z.number().int(),
    at_or_above_minimum_wage: valuePairSchema,
    distribution: z.array(distributionItemSchema),
  }),
  relevance: z.object({
    answered: z.number().int(),
    mean: valuePairSchema,
    distribution: z.array(distributionItemSchema),
  }),
  sector: z.object({ answered: z.number().int(), distribution: z.array(distributionItemSchema) }),
  job_satisfaction: z.object({
    answered: z.number().int(),
    mean: valuePairSchema,
    distribution: z.array(distributionItemSchema),
  }),
  work_state: z.object({ answered: z.number().int(), distribution: z.array(distributionItemSchema) }),
});
export type IndicatorFigures = z.infer<typeof indicatorFiguresSchema>;

export const groupKeySchema = z.object({
  dimension: z.enum(GROUP_DIMENSIONS),
  /** The grouping value: a programme's lower-cased name, an institution id, a state, a year, a survey id… */
  value: z.string(),
  label: z.string(),
});
export type GroupKey = z.infer<typeof groupKeySchema>;

/**
 * One group's figures (or the view's total, with no keys). When `suppressed` (fewer than
 * OUTCOME_SUPPRESSION_THRESHOLD respondents outside the administrators' console, or suppressed to protect
 * another group: complementary suppression), `respondents`, `response_rate` and `figures` are null and
 * `suppressed_label` reads 'fewer than 5'. `below_threshold` is true for a small group even in the console.
 */
export const groupFiguresSchema = z.object({
  keys: z.array(groupKeySchema),
  /** Graduates on the roll in this group; null where the roll does not carry the dimension. */
  frame: z.number().int().nullable(),
  respondents: z.number().int().nullable(),
  /** respondents / frame. */
  response_rate: share,
  below_threshold: z.boolean(),
  suppressed: z.boolean(),
  suppressed_label: z.literal(OUTCOME_SUPPRESSED_LABEL).nullable(),
  figures: indicatorFiguresSchema.nullable(),
});
export type GroupFigures = z.infer<typeof groupFiguresSchema>;

export const OUTCOME_WEIGHTING_SENTENCE =
  'Weighted figures count each respondent so that, within each programme, men and women weigh as much as they do on the graduation roll (post-stratification by sex and programme; a cell with no respondents is merged into its programme, and a programme with none is left to the others).';

export const figuresSchema = z.object({
  group_by: z.array(z.enum(GROUP_DIMENSIONS)),
  /** The filters as applied (the institution view sets institution_id to the caller's institution). */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  total: groupFiguresSchema,
  groups: z.array(groupFiguresSchema),
  suppression: z.object({
    threshold: z.number().int(),
    /** Whether groups below the threshold are hidden in this answer (false in the administrators' console). */
    applied: z.boolean(),
  }),
  weighting: z.object({ method: z.literal('post-stratification: sex × programme'), sentence: z.string() }),
  /**
   * When the figures were counted: any change but answers shows at once; while answers arrive a view is recounted
   * at most once every OUTCOME_REFRESH_SECONDS (10 s), so its figures may be up to twice that old ('as of').
   */
  computed_at: z.string(),
});
export type Figures = z.infer<typeof figuresSchema>;

/**
 * GET /v1/outcomes/institutions/{userId}/figures: the institution's own graduates, and the national figures
 * for the same programmes under the same filters and groups (suppressed the same way), for comparison.
 */
export const institutionFiguresSchema = z.object({
  institution: z.object({ _id: z.string(), name: z.string() }),
  own: figuresSchema,
  national: figuresSchema,
});
export type InstitutionFigures = z.infer<typeof institutionFiguresSchema>;

/** The microdata file's columns (no name, contact, NIN or matric number). */
export const MICRODATA_COLUMNS = [
  'respondent',
  'survey_round',
  'cohort',
  'institution',
  'institution_type',
  'institution_state',
  'programme',
  'sex',
  'residence_state',
  ...INDICATOR_KEYS,
  'weight',
] as const;

/* ---------- messages ---------- */

export const OUTCOME_MESSAGES = {
  figuresLoaded: 'Outcome figures loaded',
  institutionNotFound: 'No institution with this id.',
  groupNotForInstitution: (dimension: string) =>
    `group_by ${dimension} is not available in an institution's view`,
} as const;
