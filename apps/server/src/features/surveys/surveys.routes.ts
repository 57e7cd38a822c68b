import { surveyOperations as ops, SURVEY_MESSAGES, SURVEYED_TYPES, USER_TYPES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { uncheckedOutput } from '../../platform/unchecked-output';
import { surveysAuthoringRoutes } from './surveys.authoring.routes';
import { surveysPersonalData } from './surveys.personal-data';
import { surveysPolicies } from './surveys.policy';
import { createSurveysService, type SurveysService } from './surveys.service';
import { surveysTranslationRoutes } from './surveys.translations.routes';

const everyone = { roles: 'any' } as const;

/** Surveys as their respondents list, read and answer them (spec 000 §7). */
export const surveysRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (app, { surveys }) => {
  const { answering } = surveys;

  route(app, ops.list, {
    access: everyone,
    // Opened on every visit (issue 23): surveyOut builds each entry field by field, surveys.listing.test.ts parses it.
    ...uncheckedOutput,
    handler: async (request) =>
      ok(SURVEY_MESSAGES.loaded, await answering.list(requireAuth(request), request.query)),
  });

  route(app, ops.respondentRecords, {
    // Every account type, listed so that administrators pass the owner rule and read anyone's records.
    access: { roles: USER_TYPES, owner: 'self' },
    handler: async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.records(requireAuth(request), request.params.id, request.query),
      ),
  });

  route(app, ops.read, {
    access: everyone,
    handler: async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.detail(requireAuth(request), request.params.id, request.query.language),
      ),
  });

  route(app, ops.questions, {
    access: everyone,
    handler: async (request) =>
      ok(
        SURVEY_MESSAGES.loaded,
        await answering.questions(requireAuth(request), request.params.id, request.query.language),
      ),
  });

  route(app, ops.submit, {
    access: { roles: SURVEYED_TYPES, owner: 'surveyRespondent' },
    // Sent in bursts by a whole cohort at once; the answer is built field by field (surveys.fixtures.ts checks it).
    ...uncheckedOutput,
    handler: async (request) => {
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
  });
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
