import {
  envelopeSchema,
  idSchema,
  paged,
  pagedSchema,
  pageQuerySchema,
  questionSchema,
  respondentSchema,
  SERVER_MESSAGES,
  SURVEY_MESSAGES,
  SURVEYED_TYPES,
  submitPayloadSchema,
  submitResponsesSchema,
  surveyDetailSchema,
  surveyListQuerySchema,
  surveySchema,
  type UserType,
} from '@tvet/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { forbidden } from '../../platform/errors';
import { openTo, readableSurvey, submitAnswers } from './surveys.answering';
import {
  answersOf,
  countByStatus,
  findProgress,
  listQuestions,
  listSections,
  listSurveys,
} from './surveys.repository';
import { respondentOut, sectionOut, surveyOut } from './surveys.serialize';
import { surveyRespondents, surveys } from './surveys.table';

const listPayload = pagedSchema(surveySchema).extend({
  counts: z.object({ all: z.number(), ongoing: z.number(), completed: z.number() }).optional(),
});
const STATUS_FILTERS = ['not-started', 'ongoing', 'completed'] as const;
const everyone = { roles: 'any' } as const;

export const surveysRespondRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/v1/surveys',
    {
      // Respondents get the published surveys addressed to them with their own progress merged on; administrators
      // get every survey, any state, with respondent counts.
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary:
          'Surveys for you, newest first, paged (spec: ?respondent_type=graduate&respondent_type=all&limit=12&page=n)',
        querystring: surveyListQuerySchema.extend({ status: z.enum(STATUS_FILTERS).optional() }),
        response: { 200: envelopeSchema(listPayload) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, limit, state, status } = request.query;
      if (auth.userType === 'admin') {
        const where = state ? eq(surveys.state, state) : undefined;
        const { rows, total } = await listSurveys(deps.db, { where, page, limit, withRespondentCount: true });
        const docs = rows.map((row) => surveyOut(row.survey, row.questionCount, null, row.respondentCount));
        return ok(SURVEY_MESSAGES.loaded, paged(docs, total, page, limit));
      }
      const asked = ([] as string[]).concat(request.query.respondent_type ?? []);
      // A person only ever sees surveys for their own type; asking for another type narrows the list to nothing.
      const types = asked.length
        ? asked.filter((type) => type === auth.userType || type === 'all')
        : [auth.userType, 'all'];
      const open = types.length
        ? and(openTo(auth.userType), inArray(surveys.respondentType, types))
        : sql`false`;
      const byStatus: Record<(typeof STATUS_FILTERS)[number], SQL> = {
        'not-started': isNull(surveyRespondents.status),
        ongoing: eq(surveyRespondents.status, 'ongoing'),
        completed: eq(surveyRespondents.status, 'completed'),
      };
      const where = status ? and(open, byStatus[status]) : open;
      const { rows, total } = await listSurveys(deps.db, { where, userId: auth.accountId, page, limit });
      const docs = rows.map((row) => surveyOut(row.survey, row.questionCount, row.progress));
      const counts = await countByStatus(deps.db, open, auth.accountId);
      return ok(SURVEY_MESSAGES.loaded, { ...paged(docs, total, page, limit), counts });
    },
  );

  app.get(
    '/v1/surveys/respondents/:id',
    {
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary: "A person's respondent records (your own account id; administrators any)",
        params: z.object({ id: idSchema }),
        querystring: pageQuerySchema(100),
        response: { 200: envelopeSchema(pagedSchema(respondentSchema)) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.userType !== 'admin' && auth.accountId !== request.params.id)
        throw forbidden(SERVER_MESSAGES.notOwner);
      const { page, limit } = request.query;
      const where = eq(surveyRespondents.userId, request.params.id);
      const rows = await deps.db
        .select()
        .from(surveyRespondents)
        .where(where)
        .orderBy(desc(surveyRespondents.updatedAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [{ total }] = await deps.db.select({ total: count() }).from(surveyRespondents).where(where);
      return ok(SURVEY_MESSAGES.loaded, paged(rows.map(respondentOut), total, page, limit));
    },
  );

  app.get(
    '/v1/surveys/:id',
    {
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary: 'A survey with its sections and questions, and your progress',
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(surveyDetailSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const survey = await readableSurvey(deps, request.params.id, auth);
      const [sections, questions, progress, answers] = await Promise.all([
        listSections(deps.db, survey.id),
        listQuestions(deps.db, survey.id),
        findProgress(deps.db, survey.id, auth.accountId),
        answersOf(deps.db, survey.id, auth.accountId),
      ]);
      return ok(SURVEY_MESSAGES.loaded, {
        ...surveyOut(survey, questions.length, progress),
        sections: sections.map(sectionOut),
        questions,
        answers,
      });
    },
  );

  app.get(
    '/v1/surveys/:id/questions',
    {
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary: 'Questions in order, each with its section and options',
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(z.object({ docs: z.array(questionSchema) })) },
      },
    },
    async (request) => {
      const survey = await readableSurvey(deps, request.params.id, requireAuth(request));
      return ok(SURVEY_MESSAGES.loaded, { docs: await listQuestions(deps.db, survey.id) });
    },
  );

  app.post(
    '/v1/surveys/:surveyId/sections/:sectionId/submit',
    {
      config: { access: { roles: SURVEYED_TYPES as UserType[] } },
      schema: {
        tags: ['surveys'],
        summary: 'Save your answers to one section; is_completed on the last one completes the survey',
        params: z.object({ surveyId: idSchema, sectionId: idSchema }),
        body: submitResponsesSchema,
        response: { 200: envelopeSchema(submitPayloadSchema) },
      },
    },
    async (request) => {
      const result = await submitAnswers(
        deps,
        requireAuth(request),
        request.params.surveyId,
        request.params.sectionId,
        request.body.responses,
      );
      return ok(
        result.survey_status === 'completed' ? SURVEY_MESSAGES.completed : SURVEY_MESSAGES.answersSaved,
        result,
      );
    },
  );
};
