import {
  envelopeSchema,
  idSchema,
  profileSchema,
  SERVER_MESSAGES,
  UPDATE_SCHEMAS,
  USERS_SEGMENT_NAMES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { createProfilesService, type ProfilesService, updatedMessage } from './profiles.service';

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (
  app,
  { profiles },
) => {
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
        const profile = await profiles.read(userType, request.params.id, requireAuth(request));
        return ok(SERVER_MESSAGES.profileLoaded, profile);
      },
    );
  }

  for (const [segment, schema] of Object.entries(UPDATE_SCHEMAS)) {
    const userType = USERS_SEGMENTS[segment as keyof typeof USERS_SEGMENTS];
    app.patch(
      `/v1/${segment}/:id`,
      {
        // Only the owner changes a profile.
        config: { access: { roles: [userType] } },
        schema: {
          tags: ['profiles'],
          summary: `Update your ${userType} profile (send only the fields that changed)`,
          params: z.object({ id: idSchema }),
          body: schema,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => {
        const body = { ...(request.body as Record<string, unknown>) };
        const profile = await profiles.update(userType, request.params.id, requireAuth(request), body);
        return ok(updatedMessage(userType), profile);
      },
    );
  }
};

export const profilesFeature: Feature = {
  name: 'profiles',
  routes: async (app, { deps }) => app.register(profilesRoutes, { profiles: createProfilesService(deps) }),
};
