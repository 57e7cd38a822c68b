import {
  envelopeSchema,
  idSchema,
  pagedSchema,
  respondentRecordsQuerySchema,
  respondentSchema,
  SURVEY_MESSAGES,
  SURVEYED_TYPES,
  submitPayloadSchema,
  submitResponsesSchema,
  surveyDetailSchema,
  surveyLanguageQuerySchema,
  surveyListQuerySchema,
  surveyListSchema,
  surveyQuestionsSchema,
  USER_TYPES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { uncheckedOutput } from '../../platform/unchecked-output';
import { surveysAuthoringRoutes } from './surveys.authoring.routes';
import { surveysPersonalData } from './surveys.personal-data';
import { surveysPolicies } from './surveys.policy';
import { createSurveysService, type SurveysService } from './surveys.service';
import { surveysTranslationRoutes } from './surveys.translations.routes';

const everyone = { roles: 'any' } as const;
const surveyParams = z.object({ id: idSchema });

/** Surveys as their respondents list, read and answer them (spec 000 §7). */
export const surveysRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (app, { surveys }) => {
  const { answering } = surveys;

  app.get(
    '/v1/surveys',
    {
      // Opened on every visit (issue 23): surveyOut builds each entry field by field, surveys.listing.test.ts parses it.
      ...uncheckedOutput,
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary:
          'Surveys for you, newest first, paged (spec: ?respondent_type=graduate&respondent_type=all&limit=12&page=n); ' +
          'respondents get the published surveys addressed to them with their progress and the tab counts, ' +
          'administrators every survey with its respondent count',
        querystring: surveyListQuerySchema,
        response: { 200: envelopeSchema(surveyListSchema) },
      },
    },
    async (request) => ok(SURVEY_MESSAGES.loaded, await answering.list(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/surveys/respondents/:id',
    {
      // Every account type, listed so that administrators pass the owner rule and read anyone's records.
      config: { access: { roles: USER_TYPES, owner: 'self' } },
      schema: {
        tags: ['surveys'],
        summary: "A person's respondent records (your own account or profile id; administrators any)",
        params: surveyParams,
        querystring: respondentRecordsQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(respondentSchema)) },
      },
    },
    async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.records(requireAuth(request), request.params.id, request.query),
      ),
  );

  app.get(
    '/v1/surveys/:id',
    {
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary:
          'A survey with its sections and questions, and your progress; ?language= (ha, yo, ig, pcm) serves its approved translation, English text by text otherwise',
        params: surveyParams,
        querystring: surveyLanguageQuerySchema,
        response: { 200: envelopeSchema(surveyDetailSchema) },
      },
    },
    async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.detail(requireAuth(request), request.params.id, request.query.language),
      ),
  );

  app.get(
    '/v1/surveys/:id/questions',
    {
      config: { access: everyone },
      schema: {
        tags: ['surveys'],
        summary: 'Questions in order, each with its section and options (?language= as for the survey)',
        params: surveyParams,
        querystring: surveyLanguageQuerySchema,
        response: { 200: envelopeSchema(surveyQuestionsSchema) },
      },
    },
    async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.questions(requireAuth(request), request.params.id, request.query.language),
      ),
  );

  app.post(
    '/v1/surveys/:surveyId/sections/:sectionId/submit',
    {
      config: { access: { roles: SURVEYED_TYPES, owner: 'surveyRespondent' } },
      // Sent in bursts by a whole cohort at once; the answer is built field by field (surveys.fixtures.ts checks it).
      ...uncheckedOutput,
      schema: {
        tags: ['surveys'],
        summary:
          'Save your answers to one section (each user_id your account or profile id); is_completed on the last one completes the survey',
        params: z.object({ surveyId: idSchema, sectionId: idSchema }),
        body: submitResponsesSchema,
        response: { 200: envelopeSchema(submitPayloadSchema) },
      },
    },
    async (request) => {
      const { surveyId, sectionId } = request.params;
      const result = await answering.submit(
        requireAuth(request),
        surveyId,
        sectionId,
        request.body.responses,
        request.body.language,
      );
      const msg =
        result.survey_status === 'completed' ? SURVEY_MESSAGES.completed : SURVEY_MESSAGES.answersSaved;
      return ok(msg, result);
    },
  );
};

/** Respondents' routes and the administrators' authoring and results routes, with the respondents' policy. */
export const surveysFeature: Feature = {
  name: 'surveys',
  personalData: surveysPersonalData,
  routes: async (app, { deps }) => {
    // One service, so that the questionnaire cache authoring clears is the one answering reads.
    const surveys = createSurveysService(deps);
    await app.register(surveysRoutes, { surveys });
    await app.register(surveysAuthoringRoutes, { surveys });
    await app.register(surveysTranslationRoutes, { deps });
  },
  policies: surveysPolicies,
};
