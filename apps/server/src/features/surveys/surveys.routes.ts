import {
  createQuestionSchema,
  createSurveySchema,
  envelopeSchema,
  idSchema,
  paged,
  pagedSchema,
  pageQuerySchema,
  questionSchema,
  responseRowSchema,
  SURVEY_MESSAGES,
  sectionInputSchema,
  sectionSchema,
  surveySchema,
  updateQuestionSchema,
  updateSectionSchema,
  updateSurveySchema,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { createAuthoring } from './surveys.authoring';
import { countQuestions, findSurvey } from './surveys.repository';
import { surveysRespondRoutes } from './surveys.respond.routes';
import { exportCsv, responsesPage } from './surveys.results';
import { questionOut, sectionOut, surveyOut } from './surveys.serialize';
import { surveySections } from './surveys.table';

/** Authoring and results: administrators only. */
const admins = { roles: ['admin'] } as const;
const surveyParams = z.object({ id: idSchema });

export const surveysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const authoring = createAuthoring(deps);
  const sectionTitle = async (sectionId: string) => {
    const [section] = await deps.db.select().from(surveySections).where(eq(surveySections.id, sectionId));
    return { id: sectionId, title: section?.title ?? '' };
  };

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
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.created, surveyOut(survey, 0)));
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
    async (request) => {
      const survey = await authoring.update(request.params.id, request.body);
      return ok(SURVEY_MESSAGES.updated, surveyOut(survey, await countQuestions(deps.db, survey.id)));
    },
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
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.sectionCreated, sectionOut(section)));
    },
  );

  const sectionParams = z.object({ id: idSchema, sectionId: idSchema });
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
      const section = await authoring.updateSection(
        request.params.id,
        request.params.sectionId,
        request.body,
      );
      return ok(SURVEY_MESSAGES.sectionUpdated, sectionOut(section));
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
      const out = questionOut(question, await sectionTitle(question.sectionId));
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.questionCreated, out));
    },
  );

  const questionParams = z.object({ id: idSchema, questionId: idSchema });
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
      const question = await authoring.updateQuestion(
        request.params.id,
        request.params.questionId,
        request.body,
      );
      return ok(
        SURVEY_MESSAGES.questionUpdated,
        questionOut(question, await sectionTitle(question.sectionId)),
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
        querystring: pageQuerySchema(20),
        response: {
          200: envelopeSchema(pagedSchema(responseRowSchema).extend({ questions: z.array(questionSchema) })),
        },
      },
    },
    async (request) => {
      if (!(await findSurvey(deps.db, request.params.id))) throw notFound(SURVEY_MESSAGES.notFound);
      const { page, limit } = request.query;
      const { docs, total, questions } = await responsesPage(deps.db, request.params.id, page, limit);
      return ok(SURVEY_MESSAGES.loaded, { ...paged(docs, total, page, limit), questions });
    },
  );

  app.get(
    '/v1/surveys/:id/export.csv',
    {
      config: { access: admins },
      schema: {
        tags: ['survey results'],
        summary: 'All answers as CSV: one row per respondent, one column per question',
        params: surveyParams,
      },
    },
    async (request, reply) => {
      const survey = await findSurvey(deps.db, request.params.id);
      if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
      const name =
        survey.title
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .toLowerCase()
          .slice(0, 60) || 'survey';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-responses.csv"`)
        .header('cache-control', 'no-store')
        .send(exportCsv(deps.db, survey.id));
    },
  );
};

export const surveysFeature: Feature = {
  name: 'surveys',
  routes: async (app, { deps }) => {
    await app.register(surveysRoutes, { deps });
    await app.register(surveysRespondRoutes, { deps });
  },
};
