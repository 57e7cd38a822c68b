import {
  createQuestionSchema,
  createSurveySchema,
  envelopeSchema,
  idSchema,
  questionSchema,
  SURVEY_MESSAGES,
  sectionInputSchema,
  sectionSchema,
  surveyResponsesQuerySchema,
  surveyResponsesSchema,
  surveySchema,
  updateQuestionSchema,
  updateSectionSchema,
  updateSurveySchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { csvDownloadHeaders } from '../../platform/csv';
import { envelope, ok } from '../../platform/envelope';
import { downloadName } from './surveys.serialize';
import type { SurveysService } from './surveys.service';

/** Authoring and results: administrators only. */
const admins = { roles: ['admin'] } as const;
const surveyParams = z.object({ id: idSchema });
const sectionParams = z.object({ id: idSchema, sectionId: idSchema });
const questionParams = z.object({ id: idSchema, questionId: idSchema });

export const surveysAuthoringRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (
  app,
  { surveys },
) => {
  const { authoring, results } = surveys;

  app.post(
    '/v1/surveys',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Create a draft survey',
        body: createSurveySchema,
        response: { 201: envelopeSchema(surveySchema) },
      },
    },
    async (request, reply) => {
      const survey = await authoring.create(requireAuth(request).accountId, request.body);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.created, survey));
    },
  );

  app.patch(
    '/v1/surveys/:id',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Edit a survey, or publish / close it with `state`',
        params: surveyParams,
        body: updateSurveySchema,
        response: { 200: envelopeSchema(surveySchema) },
      },
    },
    async (request) => ok(SURVEY_MESSAGES.updated, await authoring.update(request.params.id, request.body)),
  );

  app.post(
    '/v1/surveys/:id/sections',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Add a section (draft surveys only)',
        params: surveyParams,
        body: sectionInputSchema,
        response: { 201: envelopeSchema(sectionSchema) },
      },
    },
    async (request, reply) => {
      const section = await authoring.addSection(request.params.id, request.body.title);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.sectionCreated, section));
    },
  );

  app.patch(
    '/v1/surveys/:id/sections/:sectionId',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Rename or reorder a section (draft surveys only)',
        params: sectionParams,
        body: updateSectionSchema,
        response: { 200: envelopeSchema(sectionSchema) },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      return ok(SURVEY_MESSAGES.sectionUpdated, await authoring.updateSection(id, sectionId, request.body));
    },
  );

  app.delete(
    '/v1/surveys/:id/sections/:sectionId',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Delete a section and its questions (draft surveys only)',
        params: sectionParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await authoring.deleteSection(request.params.id, request.params.sectionId);
      return ok(SURVEY_MESSAGES.sectionDeleted, null);
    },
  );

  app.post(
    '/v1/surveys/:id/questions',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Add a question to a section (draft surveys only)',
        params: surveyParams,
        body: createQuestionSchema,
        response: { 201: envelopeSchema(questionSchema) },
      },
    },
    async (request, reply) => {
      const question = await authoring.addQuestion(request.params.id, request.body);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.questionCreated, question));
    },
  );

  app.patch(
    '/v1/surveys/:id/questions/:questionId',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Edit or reorder a question (draft surveys only)',
        params: questionParams,
        body: updateQuestionSchema,
        response: { 200: envelopeSchema(questionSchema) },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      return ok(
        SURVEY_MESSAGES.questionUpdated,
        await authoring.updateQuestion(id, questionId, request.body),
      );
    },
  );

  app.delete(
    '/v1/surveys/:id/questions/:questionId',
    {
      config: { access: admins },
      schema: {
        tags: ['survey authoring'],
        summary: 'Delete a question (draft surveys only)',
        params: questionParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await authoring.deleteQuestion(request.params.id, request.params.questionId);
      return ok(SURVEY_MESSAGES.questionDeleted, null);
    },
  );

  app.get(
    '/v1/surveys/:id/responses',
    {
      config: { access: admins },
      schema: {
        tags: ['survey results'],
        summary: 'Answers, one row per respondent, paged',
        params: surveyParams,
        querystring: surveyResponsesQuerySchema,
        response: { 200: envelopeSchema(surveyResponsesSchema) },
      },
    },
    async (request) => ok(SURVEY_MESSAGES.loaded, await results.responses(request.params.id, request.query)),
  );

  app.get(
    '/v1/surveys/:id/export.csv',
    {
      config: { access: admins, heavy: true },
      schema: {
        tags: ['survey results'],
        summary: 'All answers as CSV: one row per respondent, one column per question',
        params: surveyParams,
      },
    },
    async (request, reply) => {
      const { title, csv } = await results.exportCsv(request.params.id);
      const { name, asciiName } = downloadName(title, '-responses.csv');
      return reply.headers(csvDownloadHeaders(name, asciiName)).send(csv);
    },
  );
};
