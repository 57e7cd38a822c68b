import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './api';
import { enumField, requiredText } from './fields';
import { CHANNEL_SHORT_OPTION_MAX, CHANNEL_SHORT_QUESTION_MAX, SURVEY_PAGE_SIZE } from './limits';
import { INDICATOR_KEYS, optionCodeField, questionIndicatorField } from './outcomes';
import {
  ANSWER_TEXT_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TYPES,
  RESPONDENT_RECORDS_PAGE_SIZE,
  RESPONDENT_TYPES,
  SUBMIT_RESPONSES_MAX,
  SURVEY_RESPONSES_PAGE_SIZE,
  SURVEY_STATES,
  SURVEY_STATUS_FILTERS,
  SURVEY_STATUSES,
  SURVEY_TEXT_MAX,
} from './survey-rules';
import { surveyLanguageField } from './survey-translations';

export * from './survey-rules';

/* Authoring (administrators) */
export const createSurveySchema = z.strictObject({
  title: requiredText('title', 200),
  text: requiredText('text', SURVEY_TEXT_MAX),
  respondent_type: enumField('respondent_type', RESPONDENT_TYPES),
});
export type CreateSurvey = z.input<typeof createSurveySchema>;
export const updateSurveySchema = z
  .strictObject({
    title: requiredText('title', 200),
    text: requiredText('text', SURVEY_TEXT_MAX),
    respondent_type: enumField('respondent_type', RESPONDENT_TYPES),
    state: enumField('state', SURVEY_STATES),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');
export type UpdateSurvey = z.input<typeof updateSurveySchema>;

export const sectionInputSchema = z.strictObject({ title: requiredText('title', 200) });
export const updateSectionSchema = z
  .strictObject({ title: requiredText('title', 200), order: z.number().int().min(1).max(10_000) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');
export type UpdateSection = z.input<typeof updateSectionSchema>;

const shortVersionField = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional();

/** `code`: the option's code of the question's indicator (outcomes.ts, "tagging a survey question"). */
const optionInput = z.strictObject({
  text: requiredText('option text', 300),
  code: optionCodeField.optional(),
  /** The option as USSD and text messages show it, when its text is too long for them (issue 27). */
  short_text: shortVersionField('option short_text', CHANNEL_SHORT_OPTION_MAX),
});
const questionFields = {
  section_id: z.uuid({ error: 'section_id must be a section of this survey' }),
  text: requiredText('text', SURVEY_TEXT_MAX),
  type: enumField('type', QUESTION_TYPES),
  options: z
    .array(optionInput)
    .max(QUESTION_OPTIONS_MAX, `a question has at most ${QUESTION_OPTIONS_MAX} options`),
  order: z
    .number({ error: 'order must be a number' })
    .int('order must be a whole number')
    .min(1, 'order starts at 1')
    .max(10_000),
  required: z.boolean({ error: 'required must be true or false' }),
  /** The outcome indicator this question feeds, or null (outcomes.ts). */
  indicator: questionIndicatorField,
  /** The question as USSD and text messages show it, when its text is too long for them (issue 27). */
  short_text: shortVersionField('short_text', CHANNEL_SHORT_QUESTION_MAX),
};
export const createQuestionSchema = z.strictObject({
  ...questionFields,
  options: questionFields.options.default([]),
  required: questionFields.required.default(true),
  indicator: questionFields.indicator.default(null),
});
export type CreateQuestion = z.input<typeof createQuestionSchema>;
export const updateQuestionSchema = z
  .strictObject(questionFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');
export type UpdateQuestion = z.input<typeof updateQuestionSchema>;

/* Answering (spec 000 §7) */
export const surveyListQuerySchema = pageQuerySchema(SURVEY_PAGE_SIZE).extend({
  respondent_type: z
    .union([
      enumField('respondent_type', RESPONDENT_TYPES),
      z.array(enumField('respondent_type', RESPONDENT_TYPES)),
    ])
    .optional(),
  state: enumField('state', SURVEY_STATES).optional(),
  /** Respondents: one list tab (administrators' lists ignore it). */
  status: enumField('status', SURVEY_STATUS_FILTERS).optional(),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;
export const surveyResponsesQuerySchema = pageQuerySchema(SURVEY_RESPONSES_PAGE_SIZE);
export const respondentRecordsQuerySchema = pageQuerySchema(RESPONDENT_RECORDS_PAGE_SIZE);

export const responseInputSchema = z.strictObject({
  question_id: z.uuid({ error: 'question_id must be a question of this survey' }),
  user_id: z.uuid({ error: 'user_id must be your account id' }),
  text: z.string().max(ANSWER_TEXT_MAX, `an answer has at most ${ANSWER_TEXT_MAX} characters`).nullish(),
  optionId: z.string().max(64).nullish(),
  is_completed: z.boolean().optional(),
});
export type ResponseInput = z.infer<typeof responseInputSchema>;
export const submitResponsesSchema = z.strictObject({
  responses: z
    .array(responseInputSchema, { error: 'responses must be a list of answers' })
    .min(1, 'send at least one answer')
    .max(SUBMIT_RESPONSES_MAX, `send at most ${SUBMIT_RESPONSES_MAX} answers at once`),
  /** The language the answers were given in (issue 29); English when absent. */
  language: surveyLanguageField.optional(),
});
export type SubmitResponses = z.input<typeof submitResponsesSchema>;

/* Answers */
export const optionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** Administrators' reads only: the indicator code the option is mapped to. */
  code: z.string().nullable().optional(),
  /** Administrators' reads only: the short version for USSD and text messages. */
  short_text: z.string().nullable().optional(),
});
export const sectionSchema = z.object({ _id: z.string(), title: z.string(), order: z.number() });
export type SurveySection = z.infer<typeof sectionSchema>;
export const questionSchema = z.object({
  _id: z.string(),
  survey_id: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(optionSchema),
  order: z.number(),
  required: z.boolean(),
  section_id: z.object({ _id: z.string(), title: z.string() }),
  /** Administrators' reads only: the outcome indicator the question is tagged with. */
  indicator: z.enum(INDICATOR_KEYS).nullable().optional(),
  /** Administrators' reads only: the short version for USSD and text messages. */
  short_text: z.string().nullable().optional(),
});
export type SurveyQuestion = z.infer<typeof questionSchema>;

export const surveySchema = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  respondent_type: z.enum(RESPONDENT_TYPES),
  state: z.enum(SURVEY_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  question_count: z.number(),
  /** The caller's progress, merged on (spec 000 §3); null fields mean "not started". */
  survey_status: z.enum(SURVEY_STATUSES).nullable(),
  question_id: z.object({ _id: z.string(), order: z.number() }).nullable(),
  progress: z.number(),
  respondent_count: z.number().optional(),
});
export type Survey = z.infer<typeof surveySchema>;

/** Respondents' list: their tab counts ride along (administrators' lists have none). */
export const surveyCountsSchema = z.object({ all: z.number(), ongoing: z.number(), completed: z.number() });
export type SurveyCounts = z.infer<typeof surveyCountsSchema>;
export const surveyListSchema = pagedSchema(surveySchema).extend({ counts: surveyCountsSchema.optional() });
export type SurveyList = z.infer<typeof surveyListSchema>;

/** The caller's own answers, so that Previous shows them and Continue resumes at the first unanswered question. */
export const myAnswerSchema = z.object({
  question_id: z.string(),
  text: z.string().nullable(),
  optionId: z.string().nullable(),
});
export type MyAnswer = z.infer<typeof myAnswerSchema>;

export const surveyDetailSchema = surveySchema.extend({
  sections: z.array(sectionSchema),
  questions: z.array(questionSchema),
  answers: z.array(myAnswerSchema),
  /** The language the texts are in: the one asked for when its translation is approved, else en (issue 29). */
  language: z.string().optional(),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

export const surveyQuestionsSchema = z.object({ docs: z.array(questionSchema) });

export const respondentSchema = z.object({
  _id: z.string(),
  survey_id: z.string(),
  user_id: z.string(),
  status: z.enum(SURVEY_STATUSES),
  current_question_id: z.string().nullable(),
  answered: z.number(),
  /** The language the person answered in (issue 29). */
  language: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Respondent = z.infer<typeof respondentSchema>;

export const submitPayloadSchema = z.object({
  survey_status: z.enum(SURVEY_STATUSES),
  progress: z.number(),
  current_question_id: z.string().nullable(),
  answered: z.number(),
  question_count: z.number(),
});
export type SubmitResult = z.infer<typeof submitPayloadSchema>;

/* Results (administrators) */
export const responseRowSchema = z.object({
  _id: z.string(),
  user_id: z.object({ _id: z.string(), name: z.string(), email: z.string(), user_type: z.string() }),
  status: z.enum(SURVEY_STATUSES),
  updatedAt: z.string(),
  answers: z.record(z.string(), z.string()),
});
export type ResponseRow = z.infer<typeof responseRowSchema>;
export const surveyResponsesSchema = pagedSchema(responseRowSchema).extend({
  questions: z.array(questionSchema),
});
export type SurveyResponses = z.infer<typeof surveyResponsesSchema>;
