import { z } from 'zod';
import { enumField } from './fields';
import { NIGERIAN_STATES } from './geo/nigeria';

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
