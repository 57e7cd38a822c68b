import {
  envelopeSchema,
  idSchema,
  institutionListQuerySchema,
  institutionSummarySchema,
  linkInstitutionSchema,
  MESSAGES,
  paged,
  pagedSchema,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { forbidden, notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import type { AuthContext } from '../../platform/jwt';
import {
  institutionExists,
  linkedInstitutions,
  linkInstitution,
  listInstitutions,
  unlinkInstitution,
} from './institutions.repository';

const docsSchema = z.object({ docs: z.array(institutionSummarySchema) });

export const institutionsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const ownGraduate = (auth: AuthContext, graduateId: string) => {
    if (auth.userType !== 'graduate' || auth.profileId !== graduateId)
      throw forbidden(SERVER_MESSAGES.notOwner);
  };

  app.get(
    '/v1/institutions',
    {
      // Graduates and staff pick their institution from it; every signed-in role may browse it.
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['institutions'],
        summary: 'Institutions, by name, paged (search with ?name=, or one by ?id=)',
        querystring: institutionListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(institutionSummarySchema)) },
      },
    },
    async (request) => {
      const { docs, total } = await listInstitutions(deps.db, request.query);
      return ok(
        SERVER_MESSAGES.institutionsLoaded,
        paged(docs, total, request.query.page, request.query.limit),
      );
    },
  );

  app.get(
    '/v1/graduates/:id/institutions',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['institutions'],
        summary: 'Institutions a graduate studied at (your own)',
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(docsSchema) },
      },
    },
    async (request) => {
      ownGraduate(requireAuth(request), request.params.id);
      return ok(SERVER_MESSAGES.institutionsLoaded, {
        docs: await linkedInstitutions(deps.db, request.params.id),
      });
    },
  );

  app.post(
    '/v1/graduates/:id/institutions',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['institutions'],
        summary: 'Link yourself to an institution you studied at (repeating it changes nothing)',
        params: z.object({ id: idSchema }),
        body: linkInstitutionSchema,
        response: { 200: envelopeSchema(docsSchema) },
      },
    },
    async (request) => {
      ownGraduate(requireAuth(request), request.params.id);
      if (!(await institutionExists(deps.db, request.body.institution_id)))
        throw notFound(SERVER_MESSAGES.institutionNotFound);
      await linkInstitution(deps.db, request.params.id, request.body.institution_id);
      return ok(MESSAGES.institutionUpdated, { docs: await linkedInstitutions(deps.db, request.params.id) });
    },
  );

  app.delete(
    '/v1/graduates/:id/institutions/:institutionId',
    {
      config: { access: { roles: ['graduate'] } },
      schema: {
        tags: ['institutions'],
        summary: 'Remove an institution from your list',
        params: z.object({ id: idSchema, institutionId: idSchema }),
        response: { 200: envelopeSchema(docsSchema) },
      },
    },
    async (request) => {
      ownGraduate(requireAuth(request), request.params.id);
      await unlinkInstitution(deps.db, request.params.id, request.params.institutionId);
      return ok(MESSAGES.institutionUpdated, { docs: await linkedInstitutions(deps.db, request.params.id) });
    },
  );
};

export const institutionsFeature: Feature = { name: 'institutions', routes: institutionsRoutes };
