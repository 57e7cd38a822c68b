import {
  envelopeSchema,
  figuresDownloadQuerySchema,
  figuresQuerySchema,
  figuresSchema,
  idSchema,
  institutionFiguresSchema,
  microdataQuerySchema,
  OUTCOME_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { contentDisposition } from '../../platform/content-disposition';
import { csvDownloadHeaders } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { outcomesPersonalData } from './outcomes.personal-data';
import { createOutcomesService } from './outcomes.service';

/*
 * Outcome figures (issue 14; architecture "Outcome data"). Administrators read the national figures with any
 * filter, nothing hidden, and download the microdata. An institution reads its own graduates' figures with the
 * national figures of its programmes beside them, groups of fewer than 5 respondents hidden; `{userId}` must be
 * the caller (administrators may name any institution). No route shows an institution another's figures.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const outcomes = createOutcomesService(deps);
  const tags = ['outcomes'];
  const institutionParams = z.object({ userId: idSchema });
  const admins = { roles: ['admin'] } as const;
  const ownInstitution = { roles: ['institution', 'admin'], owner: 'self' } as const;

  app.get(
    '/v1/outcomes/figures',
    {
      config: { access: admins },
      schema: {
        tags,
        summary:
          'National outcome figures: filters, up to two group_by dimensions; raw and weighted; small groups marked, not hidden',
        querystring: figuresQuerySchema,
        response: { 200: envelopeSchema(figuresSchema) },
      },
    },
    async (request) => ok(OUTCOME_MESSAGES.figuresLoaded, await outcomes.national(request.query)),
  );

  app.get(
    '/v1/outcomes/figures/download',
    {
      config: { access: admins, heavy: true },
      schema: {
        tags,
        summary: 'The indicator table of a national view as CSV or XLSX (?format=csv|xlsx)',
        querystring: figuresDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await outcomes.download(requireAuth(request), request.query);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/v1/outcomes/microdata',
    {
      config: { access: admins, heavy: true },
      schema: {
        tags,
        summary:
          'Anonymised microdata as CSV: one row per respondent (no name, contact, NIN or matric number), administrators only',
        querystring: microdataQuerySchema,
      },
    },
    async (_request, reply) => {
      const csv = await outcomes.microdata(_request.query);
      return reply.headers(csvDownloadHeaders('outcomes-microdata.csv')).send(csv);
    },
  );

  app.get(
    '/v1/outcomes/institutions/:userId/figures',
    {
      config: { access: ownInstitution },
      schema: {
        tags,
        summary:
          'An institution\u2019s own outcome figures and the national figures of its programmes; fewer than 5 respondents hidden',
        params: institutionParams,
        querystring: figuresQuerySchema,
        response: { 200: envelopeSchema(institutionFiguresSchema) },
      },
    },
    async (request) =>
      ok(
        OUTCOME_MESSAGES.figuresLoaded,
        await outcomes.institution(requireAuth(request), request.params.userId, request.query),
      ),
  );

  app.get(
    '/v1/outcomes/institutions/:userId/figures/download',
    {
      config: { access: ownInstitution, heavy: true },
      schema: {
        tags,
        summary: 'The indicator table of an institution\u2019s view (own and national rows) as CSV or XLSX',
        params: institutionParams,
        querystring: figuresDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await outcomes.download(requireAuth(request), request.query, request.params.userId);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

export const outcomesFeature: Feature = { name: 'outcomes', routes, personalData: outcomesPersonalData };
