import { z } from 'zod';
import { idSchema, pagedSchema } from '../api';
import { SUBMIT_ANSWERS_PATH } from '../offline-paths';
import { defineOperation } from '../operation';
import {
  surveyLanguageQuerySchema,
  surveyTranslationsSchema,
  translationInputSchema,
  translationLanguageField,
  translationSchema,
} from '../survey-translations';
import {
  createQuestionSchema,
  createSurveySchema,
  questionSchema,
  respondentRecordsQuerySchema,
  respondentSchema,
  sectionInputSchema,
  sectionSchema,
  submitPayloadSchema,
  submitResponsesSchema,
  surveyDetailSchema,
  surveyListQuerySchema,
  surveyListSchema,
  surveyQuestionsSchema,
  surveyResponsesQuerySchema,
  surveyResponsesSchema,
  surveySchema,
  updateQuestionSchema,
  updateSectionSchema,
  updateSurveySchema,
} from '../surveys';

const surveyParams = z.object({ id: idSchema });
const sectionParams = z.object({ id: idSchema, sectionId: idSchema });
const questionParams = z.object({ id: idSchema, questionId: idSchema });

/** Surveys as their respondents list, read and answer them (spec 000 §7). */
export const surveyOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/surveys',
    tags: ['surveys'],
    summary:
      'Surveys for you, newest first, paged (spec: ?respondent_type=graduate&respondent_type=all&limit=12&page=n); ' +
      'respondents get the published surveys addressed to them with their progress and the tab counts, ' +
      'administrators every survey with its respondent count',
    query: surveyListQuerySchema,
    response: surveyListSchema,
  }),
  respondentRecords: defineOperation({
    method: 'GET',
    path: '/v1/surveys/respondents/:id',
    tags: ['surveys'],
    summary: "A person's respondent records (your own account or profile id; administrators any)",
    params: surveyParams,
    query: respondentRecordsQuerySchema,
    response: pagedSchema(respondentSchema),
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id',
    tags: ['surveys'],
    summary:
      'A survey with its sections and questions, and your progress; ?language= (ha, yo, ig, pcm) serves its approved translation, English text by text otherwise',
    params: surveyParams,
    query: surveyLanguageQuerySchema,
    response: surveyDetailSchema,
  }),
  questions: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id/questions',
    tags: ['surveys'],
    summary: 'Questions in order, each with its section and options (?language= as for the survey)',
    params: surveyParams,
    query: surveyLanguageQuerySchema,
    response: surveyQuestionsSchema,
  }),
  submit: defineOperation({
    method: 'POST',
    path: SUBMIT_ANSWERS_PATH,
    tags: ['surveys'],
    summary:
      'Save your answers to one section (each user_id your account or profile id); is_completed on the last one completes the survey',
    params: z.object({ surveyId: idSchema, sectionId: idSchema }),
    body: submitResponsesSchema,
    response: submitPayloadSchema,
  }),
};

const authoring = ['survey authoring'] as const;

/** Administrators build a survey: drafts, their sections and questions, publishing and closing. */
export const surveyAuthoringOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/v1/surveys',
    tags: authoring,
    summary: 'Create a draft survey',
    body: createSurveySchema,
    response: surveySchema,
    status: 201,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/v1/surveys/:id',
    tags: authoring,
    summary: 'Edit a survey, or publish / close it with `state`',
    params: surveyParams,
    body: updateSurveySchema,
    response: surveySchema,
  }),
  createSection: defineOperation({
    method: 'POST',
    path: '/v1/surveys/:id/sections',
    tags: authoring,
    summary: 'Add a section (draft surveys only)',
    params: surveyParams,
    body: sectionInputSchema,
    response: sectionSchema,
    status: 201,
  }),
  updateSection: defineOperation({
    method: 'PATCH',
    path: '/v1/surveys/:id/sections/:sectionId',
    tags: authoring,
    summary: 'Rename or reorder a section (draft surveys only)',
    params: sectionParams,
    body: updateSectionSchema,
    response: sectionSchema,
  }),
  deleteSection: defineOperation({
    method: 'DELETE',
    path: '/v1/surveys/:id/sections/:sectionId',
    tags: authoring,
    summary: 'Delete a section and its questions (draft surveys only)',
    params: sectionParams,
    response: z.null(),
  }),
  createQuestion: defineOperation({
    method: 'POST',
    path: '/v1/surveys/:id/questions',
    tags: authoring,
    summary: 'Add a question to a section (draft surveys only)',
    params: surveyParams,
    body: createQuestionSchema,
    response: questionSchema,
    status: 201,
  }),
  updateQuestion: defineOperation({
    method: 'PATCH',
    path: '/v1/surveys/:id/questions/:questionId',
    tags: authoring,
    summary: 'Edit or reorder a question (draft surveys only)',
    params: questionParams,
    body: updateQuestionSchema,
    response: questionSchema,
  }),
  deleteQuestion: defineOperation({
    method: 'DELETE',
    path: '/v1/surveys/:id/questions/:questionId',
    tags: authoring,
    summary: 'Delete a question (draft surveys only)',
    params: questionParams,
    response: z.null(),
  }),
};

const results = ['survey results'] as const;

/** Administrators read the answers. */
export const surveyResultOperations = {
  responses: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id/responses',
    tags: results,
    summary: 'Answers, one row per respondent, paged',
    params: surveyParams,
    query: surveyResponsesQuerySchema,
    response: surveyResponsesSchema,
  }),
  /** Answers a CSV file, not an envelope. */
  exportCsv: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id/export.csv',
    tags: results,
    summary: 'All answers as CSV: one row per respondent, one column per question',
    params: surveyParams,
  }),
};

const translations = ['survey translations'] as const;

/** Translations of a survey's texts (issue 29 part B): administrators. */
export const surveyTranslationOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id/translations',
    tags: translations,
    summary: "A survey's English texts and each language's translation with its status",
    params: surveyParams,
    response: surveyTranslationsSchema,
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/v1/surveys/:id/translations/:language',
    tags: translations,
    summary:
      "Save one language's translation and its status (draft, reviewed, approved; only approved is shown to respondents)",
    params: z.object({ id: idSchema, language: translationLanguageField }),
    body: translationInputSchema,
    response: translationSchema,
  }),
  /** Answers the .xlsx file, not an envelope. */
  exportXlsx: defineOperation({
    method: 'GET',
    path: '/v1/surveys/:id/translations.xlsx',
    tags: translations,
    summary:
      "The questionnaire's texts as an XLSForm-style sheet, one label::Language (code) column per language",
    params: surveyParams,
  }),
  /** Its body is the .xlsx file itself (no JSON schema: the route's own content-type parser reads it). */
  importXlsx: defineOperation({
    method: 'POST',
    path: '/v1/surveys/:id/translations.xlsx',
    tags: translations,
    summary:
      'Check a translated sheet back in (the .xlsx as the body): all of it or nothing; a bad cell is named in msg',
    params: surveyParams,
    response: surveyTranslationsSchema,
  }),
};
