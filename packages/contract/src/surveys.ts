import { z } from 'zod';
import { pageQuerySchema } from './api';
import { enumField, requiredText } from './fields';
import { SURVEY_PAGE_SIZE } from './limits';
import { USER_TYPES } from './roles';

export const RESPONDENT_TYPES = ['graduate', 'staff', 'institution', 'employer', 'mentor', 'all'] as const;
export type RespondentType = (typeof RESPONDENT_TYPES)[number];
/** Who can be asked: every role but the administrators who author surveys. */
export const SURVEYED_TYPES = USER_TYPES.filter((type) => type !== 'admin');
export const SURVEY_STATES = ['draft', 'published', 'closed'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];
/** text: free text; multiple_choice: one option from a list; objective: one option from a short fixed set (yes/no, a scale). */
export const QUESTION_TYPES = ['text', 'multiple_choice', 'objective'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A respondent's progress; anything but these two reads as "not started" (spec 000 §3). */
export const SURVEY_STATUSES = ['ongoing', 'completed'] as const;

export const SURVEY_TEXT_MAX = 2000;
export const ANSWER_TEXT_MAX = 5000;
export const QUESTION_OPTIONS_MAX = 30;
export const SUBMIT_RESPONSES_MAX = 200;

export const SURVEY_MESSAGES = {
  created: 'Survey created successfully',
  updated: 'Survey updated successfully',
  sectionCreated: 'Section created successfully',
  sectionUpdated: 'Section updated successfully',
  sectionDeleted: 'Section deleted',
  questionCreated: 'Question created successfully',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted',
  answersSaved: 'Answers saved successfully',
  completed: 'Survey Completed!',
  loaded: 'Surveys loaded',
  notFound: 'No survey with this id.',
  sectionNotFound: 'No section with this id in this survey.',
  questionNotFound: 'No question with this id in this survey.',
  notOpen: 'This survey is not open for answers.',
  notForYou: 'This survey is not addressed to your account type.',
  locked:
    'This survey is published: its sections and questions can no longer change. Close it and author a new one.',
  emptyPublish: 'Add at least one question before publishing this survey.',
  closedEdit: 'This survey is closed. Reopen it by publishing it again.',
  optionsNeeded: 'A multiple-choice or objective question needs at least two options.',
  optionsNotAllowed: 'A text question has no options.',
  questionNotInSection: (questionId: string) =>
    `Question ${questionId} is not in this section of this survey.`,
  optionNotInQuestion: (questionId: string) =>
    `The chosen option is not one of the options of question ${questionId}.`,
  answerRequired: (questionId: string) => `Question ${questionId} needs an answer.`,
  notYourAnswer: 'You can only submit your own answers.',
  incomplete: (left: number) => `Answer every required question before submitting: ${left} left.`,
} as const;

/* Authoring (administrators) */
export const createSurveySchema = z.strictObject({
  title: requiredText('title', 200),
  text: requiredText('text', SURVEY_TEXT_MAX),
  respondent_type: enumField('respondent_type', RESPONDENT_TYPES),
});
export const updateSurveySchema = z
  .strictObject({
    title: requiredText('title', 200),
    text: requiredText('text', SURVEY_TEXT_MAX),
    respondent_type: enumField('respondent_type', RESPONDENT_TYPES),
    state: enumField('state', SURVEY_STATES),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');

export const sectionInputSchema = z.strictObject({ title: requiredText('title', 200) });
export const updateSectionSchema = z
  .strictObject({ title: requiredText('title', 200), order: z.number().int().min(1).max(10_000) })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');

const optionInput = z.strictObject({ text: requiredText('option text', 300) });
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
};
export const createQuestionSchema = z.strictObject({
  ...questionFields,
  options: questionFields.options.default([]),
  required: questionFields.required.default(true),
});
export const updateQuestionSchema = z
  .strictObject(questionFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');

/* Answering (spec 000 §7) */
export const surveyListQuerySchema = pageQuerySchema(SURVEY_PAGE_SIZE).extend({
  respondent_type: z
    .union([
      enumField('respondent_type', RESPONDENT_TYPES),
      z.array(enumField('respondent_type', RESPONDENT_TYPES)),
    ])
    .optional(),
  state: enumField('state', SURVEY_STATES).optional(),
});

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
});

/* Answers */
export const optionSchema = z.object({ _id: z.string(), text: z.string() });
export const sectionSchema = z.object({ _id: z.string(), title: z.string(), order: z.number() });
export const questionSchema = z.object({
  _id: z.string(),
  survey_id: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(optionSchema),
  order: z.number(),
  required: z.boolean(),
  section_id: z.object({ _id: z.string(), title: z.string() }),
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

/** The caller's own answers, so that Previous shows them and Continue resumes at the first unanswered question. */
export const myAnswerSchema = z.object({
  question_id: z.string(),
  text: z.string().nullable(),
  optionId: z.string().nullable(),
});

export const surveyDetailSchema = surveySchema.extend({
  sections: z.array(sectionSchema),
  questions: z.array(questionSchema),
  answers: z.array(myAnswerSchema),
});

export const respondentSchema = z.object({
  _id: z.string(),
  survey_id: z.string(),
  user_id: z.string(),
  status: z.enum(SURVEY_STATUSES),
  current_question_id: z.string().nullable(),
  answered: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const submitPayloadSchema = z.object({
  survey_status: z.enum(SURVEY_STATUSES),
  progress: z.number(),
  current_question_id: z.string().nullable(),
  answered: z.number(),
  question_count: z.number(),
});

export const responseRowSchema = z.object({
  _id: z.string(),
  user_id: z.object({ _id: z.string(), name: z.string(), email: z.string(), user_type: z.string() }),
  status: z.enum(SURVEY_STATUSES),
  updatedAt: z.string(),
  answers: z.record(z.string(), z.string()),
});

/** Progress percent from answered questions, capped at 100 (spec 000 §3, §2). */
export function surveyProgress(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((answered / total) * 100));
}

/** Which list tab a survey belongs to (spec 000 §2: all, in progress, completed). */
export function surveyTab(status: string | null | undefined): 'not-started' | 'in-progress' | 'completed' {
  if (status === 'completed') return 'completed';
  if (status === 'ongoing') return 'in-progress';
  return 'not-started';
}
