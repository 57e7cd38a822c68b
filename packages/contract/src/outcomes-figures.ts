import { z } from 'zod';
import { GENDERS, INSTITUTION_TYPES } from './enums';
import { enumField } from './fields';
import { NIGERIAN_STATES } from './geo/nigeria';
import { EMPLOYED_STATUSES, INDICATOR_KEYS, OUTCOME_SUPPRESSED_LABEL } from './outcomes';
import { GRADUATION_YEAR_MIN } from './rolls';
import { surveyLanguageField } from './survey-translations';
import type { TracerMode } from './tracer';

/*
 * The outcome figures' query and answer (issue 14): the dimensions a view groups by, its filters, the figures it
 * returns and the microdata's columns. The indicators themselves are in outcomes.ts.
 */

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
  'wave',
  'mode',
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
  wave: 'Tracer wave',
  mode: 'How they answered',
};

/**
 * Tracer waves (issue 26): months after graduation an answer was asked at (the baseline at graduation, 1, 3, 5
 * years). Answers outside any wave (a survey found and answered signed in) have none.
 */
export const OUTCOME_WAVES = [0, 12, 36, 60] as const;
export type OutcomeWave = (typeof OUTCOME_WAVES)[number];
export const OUTCOME_WAVE_LABELS: Record<OutcomeWave, string> = {
  0: 'At graduation',
  12: '1 year after',
  36: '3 years after',
  60: '5 years after',
};
/** How the answers came (the tracer's modes; signed-in answers are 'web'). */
export const OUTCOME_MODE_LABELS: Record<TracerMode, string> = {
  web: 'Web',
  sms: 'Text message',
  ussd: 'USSD',
  whatsapp: 'WhatsApp',
  phone: 'Phone interview',
};
/**
 * Dimensions the roll does not carry: the frame (and so the response rate) of such a group is unknown (null).
 * Residence comes from the graduate's address; a survey round addresses the whole frame.
 */
export const DIMENSIONS_WITHOUT_FRAME: readonly GroupDimension[] = [
  'residence_state',
  'response_language',
  'wave',
  'mode',
];
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
  /** The tracer wave, in months after graduation (issue 26): 0, 12, 36 or 60. */
  wave: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'wave must be 0, 12, 36 or 60 (months after graduation)' })
      .refine(
        (value): value is OutcomeWave => (OUTCOME_WAVES as readonly number[]).includes(value),
        'wave must be 0, 12, 36 or 60 (months after graduation)',
      )
      .optional(),
  ),
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
