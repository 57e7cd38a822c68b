import {
  surveyAuthoringOperations as authoringOps,
  surveyResultOperations as resultOps,
  SURVEY_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import { csvDownloadHeaders } from '../../platform/csv';
import { envelope, ok } from '../../platform/envelope';
import { route } from '../../platform/operation-route';
import { downloadName } from './surveys.serialize';
import type { SurveysService } from './surveys.service';

/** Authoring and results: administrators only. */
const admins = { roles: ['admin'] } as const;

export const surveysAuthoringRoutes: FastifyPluginAsyncZod<{ surveys: SurveysService }> = async (
  app,
  { surveys },
) => {
  const { authoring, results } = surveys;

  route(app, authoringOps.create, {
    access: admins,
    handler: async (request, reply) => {
      const survey = await authoring.create(requireAuth(request).accountId, request.body);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.created, survey));
    },
  });

  route(app, authoringOps.update, {
    access: admins,
    handler: async (request) =>
      ok(SURVEY_MESSAGES.updated, await authoring.update(request.params.id, request.body)),
  });

  route(app, authoringOps.createSection, {
    access: admins,
    handler: async (request, reply) => {
      const section = await authoring.addSection(request.params.id, request.body.title);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.sectionCreated, section));
    },
  });

  route(app, authoringOps.updateSection, {
    access: admins,
    handler: async (request) => {
      const { id, sectionId } = request.params;
      return ok(SURVEY_MESSAGES.sectionUpdated, await authoring.updateSection(id, sectionId, request.body));
    },
  });

  route(app, authoringOps.deleteSection, {
    access: admins,
    handler: async (request) => {
      await authoring.deleteSection(request.params.id, request.params.sectionId);
      return ok(SURVEY_MESSAGES.sectionDeleted, null);
    },
  });

  route(app, authoringOps.createQuestion, {
    access: admins,
    handler: async (request, reply) => {
      const question = await authoring.addQuestion(request.params.id, request.body);
      return reply.status(201).send(envelope(201, SURVEY_MESSAGES.questionCreated, question));
    },
  });

  route(app, authoringOps.updateQuestion, {
    access: admins,
    handler: async (request) => {
      const { id, questionId } = request.params;
      return ok(
        SURVEY_MESSAGES.questionUpdated,
        await authoring.updateQuestion(id, questionId, request.body),
      );
    },
  });

  route(app, authoringOps.deleteQuestion, {
    access: admins,
    handler: async (request) => {
      await authoring.deleteQuestion(request.params.id, request.params.questionId);
      return ok(SURVEY_MESSAGES.questionDeleted, null);
    },
  });

  route(app, resultOps.responses, {
    access: admins,
    handler: async (request) =>
      ok(SURVEY_MESSAGES.loaded, await results.responses(request.params.id, request.query)),
  });

  route(app, resultOps.exportCsv, {
    access: admins,
    config: { heavy: true },
    handler: async (request, reply) => {
      const { title, csv } = await results.exportCsv(request.params.id);
      const { name, asciiName } = downloadName(title, '-responses.csv');
      return reply.headers(csvDownloadHeaders(name, asciiName)).send(csv);
    },
  });
};
