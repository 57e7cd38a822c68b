import {
  envelopeSchema,
  idSchema,
  profileSchema,
  SERVER_MESSAGES,
  USERS_SEGMENT_NAMES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { forbidden, notFound } from '../../platform/errors';
import { findProfileById } from './profiles.repository';
import { profileOut } from './profiles.serialize';

export const profilesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  for (const segment of USERS_SEGMENT_NAMES) {
    const userType = USERS_SEGMENTS[segment];
    app.get(
      `/v1/${segment}/:id`,
      {
        // Any signed-in account, but only its own profile for now; later features widen who may read whom.
        config: { access: { roles: 'any', allowUnverified: true } },
        schema: {
          tags: ['profiles'],
          summary: `Read a ${userType} profile (your own)`,
          params: z.object({ id: idSchema }),
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (auth.userType !== userType || auth.profileId !== request.params.id)
          throw forbidden(SERVER_MESSAGES.notOwner);
        const found = await findProfileById(deps.db, userType, request.params.id);
        if (!found) throw notFound(SERVER_MESSAGES.profileNotFound);
        return ok(SERVER_MESSAGES.profileLoaded, profileOut(userType, found.profile, found.user));
      },
    );
  }
};
