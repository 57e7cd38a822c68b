import {
  profileOperations as ops,
  SERVER_MESSAGES,
  USERS_SEGMENT_NAMES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { profilesPersonalData } from './profiles.personal-data';
import { profilesPolicies } from './profiles.policy';
import { createProfilesService, updatedMessage } from './profiles.service';

/*
 * Role profiles (spec 000 §7, spec 001 §7): /v1/{graduates|staff|institutions|employers|mentors|admins}/{id},
 * where {id} is the caller's profile id or account id. Each route: path, access, schemas, one service call.
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const profiles = createProfilesService(deps);

  for (const segment of USERS_SEGMENT_NAMES) {
    // Unverified accounts too: the /get-started wizard reads the profile before the address is verified.
    route(app, ops.read[segment], {
      access: { roles: 'any', allowUnverified: true, owner: 'profileReader' },
      handler: async (request) =>
        ok(SERVER_MESSAGES.profileLoaded, await profiles.read(requireAuth(request))),
    });
  }

  for (const segment of Object.keys(ops.update) as (keyof typeof ops.update)[]) {
    const userType = USERS_SEGMENTS[segment];
    route(app, ops.update[segment], {
      access: { roles: [userType], owner: 'self' },
      handler: async (request) => {
        const changes = request.body as Record<string, unknown>;
        return ok(updatedMessage(userType), await profiles.update(requireAuth(request), changes));
      },
    });
  }
};

export const profilesFeature: Feature = {
  name: 'profiles',
  routes,
  policies: profilesPolicies,
  personalData: profilesPersonalData,
};
