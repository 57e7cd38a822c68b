import { programmeOperations as ops, PROGRAMME_MESSAGES } from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { programmesPolicies } from './programmes.policy';
import { createProgrammesService } from './programmes.service';

/** Each route: its contract operation, who may call it and whose records (beside it), one service call. */
export const programmesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const programmes = createProgrammesService(deps);

  route(app, ops.list, {
    // An institution reads its own (created_by, when sent, must name it); administrators read every one.
    access: { roles: ['institution', 'admin'], owner: { self: 'query.created_by' } },
    handler: async (request) =>
      ok(PROGRAMME_MESSAGES.loaded, await programmes.list(requireAuth(request), request.query)),
  });

  route(app, ops.read, {
    access: { roles: ['institution', 'admin'], owner: 'programmeOwner' },
    handler: async (request) => ok(PROGRAMME_MESSAGES.loadedOne, await programmes.read(request.params.id)),
  });

  route(app, ops.create, {
    access: { roles: ['institution'] },
    handler: async (request, reply) => {
      const programme = await programmes.create(requireAuth(request), request.body);
      return reply.status(201).send(envelope(201, PROGRAMME_MESSAGES.created, programme));
    },
  });

  route(app, ops.update, {
    // Administrators are the ones who approve or deny.
    access: { roles: ['institution', 'admin'], owner: 'programmeOwner' },
    handler: async (request) => {
      const { programme, msg } = await programmes.update(
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return ok(msg, programme);
    },
  });

  route(app, ops.remove, {
    access: { roles: ['institution'], owner: 'programmeOwner' },
    handler: async (request) => {
      await programmes.remove(request.params.id);
      return ok(PROGRAMME_MESSAGES.deleted, null);
    },
  });
};

export const programmesFeature: Feature = {
  name: 'programmes',
  routes: programmesRoutes,
  policies: programmesPolicies,
};
