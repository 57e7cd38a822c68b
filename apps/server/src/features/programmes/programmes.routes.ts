import {
  createProgrammeSchema,
  envelopeSchema,
  idSchema,
  PROGRAMME_MESSAGES,
  pagedSchema,
  programmeListQuerySchema,
  programmeSchema,
  updateProgrammeSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { programmesPolicies } from './programmes.policy';
import { createProgrammesService } from './programmes.service';

const tags = ['programmes'];
const params = z.object({ id: idSchema });

export const programmesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const programmes = createProgrammesService(deps);

  app.get(
    '/v1/programmes',
    {
      // An institution reads its own (created_by, when sent, must name it); administrators read every one.
      config: { access: { roles: ['institution', 'admin'], owner: { self: 'query.created_by' } } },
      schema: {
        tags,
        summary: 'Programmes, newest first (filters combine: name, accreditation_type, status as read today)',
        querystring: programmeListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(programmeSchema)) },
      },
    },
    async (request) =>
      ok(PROGRAMME_MESSAGES.loaded, await programmes.list(requireAuth(request), request.query)),
  );

  app.get(
    '/v1/programmes/:id',
    {
      config: { access: { roles: ['institution', 'admin'], owner: 'programmeOwner' } },
      schema: {
        tags,
        summary: 'One programme (your own)',
        params,
        response: { 200: envelopeSchema(programmeSchema) },
      },
    },
    async (request) => ok(PROGRAMME_MESSAGES.loadedOne, await programmes.read(request.params.id)),
  );

  app.post(
    '/v1/programmes',
    {
      config: { access: { roles: ['institution'] } },
      schema: {
        tags,
        summary: 'Add a programme (without dates the accreditation rule sets them; status pending)',
        body: createProgrammeSchema,
        response: { 201: envelopeSchema(programmeSchema) },
      },
    },
    async (request, reply) => {
      const programme = await programmes.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, PROGRAMME_MESSAGES.created, programme));
    },
  );

  app.patch(
    '/v1/programmes/:id',
    {
      // Administrators are the ones who approve or deny.
      config: { access: { roles: ['institution', 'admin'], owner: 'programmeOwner' } },
      schema: {
        tags,
        summary: 'Change a programme (a new type or dates send it back to pending; admins approve or deny)',
        params,
        body: updateProgrammeSchema,
        response: { 200: envelopeSchema(programmeSchema) },
      },
    },
    async (request) => {
      const { programme, msg } = await programmes.update(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return ok(msg, programme);
    },
  );

  app.delete(
    '/v1/programmes/:id',
    {
      config: { access: { roles: ['institution'], owner: 'programmeOwner' } },
      schema: {
        tags,
        summary: 'Delete a programme (refused while graduates on your roll name it)',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await programmes.remove(request.params.id);
      return ok(PROGRAMME_MESSAGES.deleted, null);
    },
  );
};

export const programmesFeature: Feature = {
  name: 'programmes',
  routes: programmesRoutes,
  policies: programmesPolicies,
};
