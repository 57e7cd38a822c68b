import {
  envelopeSchema,
  profileParamsSchema,
  profileSchema,
  SERVER_MESSAGES,
  UPDATE_SCHEMAS,
  USERS_SEGMENT_NAMES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { profilesPersonalData } from './profiles.personal-data';
import { profilesPolicies } from './profiles.policy';
import { createProfilesService, updatedMessage } from './profiles.service';

/*
 * Role profiles (spec 000 §7, spec 001 §7): /v1/{graduates|staff|institutions|employers|mentors|admins}/{id},
 * where {id} is the caller's profile id or account id. Each route: path, access, schemas, one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const profiles = createProfilesService(deps);
  const tags = ['profiles'];

  for (const segment of USERS_SEGMENT_NAMES) {
    const userType = USERS_SEGMENTS[segment];
    app.get(
      `/v1/${segment}/:id`,
      {
        // Unverified accounts too: the /get-started wizard reads the profile before the address is verified.
        config: { access: { roles: 'any', allowUnverified: true, owner: 'profileReader' } },
        schema: {
          tags,
          summary: `Read a ${userType} profile (your own)`,
          params: profileParamsSchema,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => ok(SERVER_MESSAGES.profileLoaded, await profiles.read(requireAuth(request))),
    );
  }

  for (const [segment, body] of Object.entries(UPDATE_SCHEMAS)) {
    const userType = USERS_SEGMENTS[segment as keyof typeof UPDATE_SCHEMAS];
    app.patch(
      `/v1/${segment}/:id`,
      {
        config: { access: { roles: [userType], owner: 'self' } },
        schema: {
          tags,
          summary: `Update your ${userType} profile (send only the fields that changed)`,
          params: profileParamsSchema,
          body,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request) => {
        const changes = request.body as Record<string, unknown>;
        return ok(updatedMessage(userType), await profiles.update(requireAuth(request), changes));
      },
    );
  }
};

export const profilesFeature: Feature = {
  name: 'profiles',
  routes,
  policies: profilesPolicies,
  personalData: profilesPersonalData,
};
