import {
  MESSAGES,
  institutionOperations as ops,
  PROGRAMME_MESSAGES,
  ROLL_MESSAGES,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { graduateProfileIdOf } from '../../db/profiles';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { institutionsPersonalData } from './institutions.personal-data';
import { institutionsPolicies } from './institutions.policy';
import { rollRoutes } from './institutions.roll.routes';
import { createInstitutionsService } from './institutions.service';

/** Each route: its contract operation, who may call it and whose records (beside it), one service call. */
export const institutionsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const institutions = createInstitutionsService(deps);

  /* ---------- the directory ---------- */

  route(app, ops.list, {
    // Graduates and staff pick their institution from it; every signed-in role may browse it.
    access: { roles: 'any' },
    handler: async (request) =>
      ok(SERVER_MESSAGES.institutionsLoaded, await institutions.listInstitutions(request.query)),
  });

  route(app, ops.programmes, {
    // A graduate picks the programme they finished from the institution's list (names only).
    access: { roles: 'any' },
    handler: async (request) =>
      ok(
        PROGRAMME_MESSAGES.loaded,
        await institutions.programmeOptions(request.params.userId, request.query),
      ),
  });

  /* ---------- a graduate's links (claims) ---------- */

  route(app, ops.linked, {
    // The graduate, or a mentor with this graduate in their cohort (issue 12, policy in mentoring.policy.ts).
    access: { roles: ['graduate', 'mentor'], owner: 'graduateOrAssignedMentor' },
    handler: async (request) => {
      const auth = requireAuth(request);
      const graduateId =
        auth.userType === 'graduate' ? auth.profileId : await graduateProfileIdOf(deps.db, request.params.id);
      if (!graduateId) throw notFound(SERVER_MESSAGES.profileNotFound);
      return ok(SERVER_MESSAGES.institutionsLoaded, await institutions.linked(graduateId));
    },
  });

  route(app, ops.link, {
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) =>
      ok(MESSAGES.institutionUpdated, await institutions.link(requireAuth(request).profileId, request.body)),
  });

  route(app, ops.acceptInvitation, {
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.invitationAccepted,
        await institutions.acceptInvitation(requireAuth(request).profileId, request.body.institution_id),
      ),
  });

  route(app, ops.updateLink, {
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) =>
      ok(
        MESSAGES.institutionUpdated,
        await institutions.updateLink(
          requireAuth(request).profileId,
          request.params.institutionId,
          request.body,
        ),
      ),
  });

  route(app, ops.unlink, {
    access: { roles: ['graduate'], owner: 'self' },
    handler: async (request) =>
      ok(
        MESSAGES.institutionUpdated,
        await institutions.unlink(requireAuth(request).profileId, request.params.institutionId),
      ),
  });

  /* ---------- the institution's portal ---------- */

  route(app, ops.overview, {
    access: { roles: ['institution', 'admin'], owner: 'self' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.overviewLoaded,
        await institutions.overview(requireAuth(request), request.params.userId),
      ),
  });

  route(app, ops.graduates, {
    access: { roles: ['institution', 'admin'], owner: 'self' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.graduatesLoaded,
        await institutions.graduates(requireAuth(request), request.params.userId, request.query),
      ),
  });

  route(app, ops.student, {
    access: { roles: ['institution', 'admin'], owner: 'institutionStudent' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.studentLoaded,
        await institutions.student(requireAuth(request), request.params.userId, request.params.graduateId),
      ),
  });

  route(app, ops.decideClaim, {
    access: { roles: ['institution'], owner: 'institutionClaim' },
    handler: async (request) => {
      const entry = await institutions.decide(requireAuth(request), request.params.graduateId, request.body);
      return ok(
        request.body.decision === 'confirm' ? ROLL_MESSAGES.claimConfirmed : ROLL_MESSAGES.claimRejected,
        entry,
      );
    },
  });

  route(app, ops.staff, {
    access: { roles: ['institution', 'admin'], owner: 'self' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.staffListLoaded,
        await institutions.staff(requireAuth(request), request.params.userId, request.query),
      ),
  });

  route(app, ops.staffMember, {
    access: { roles: ['institution', 'admin'], owner: 'institutionStaffMember' },
    handler: async (request) =>
      ok(
        ROLL_MESSAGES.staffLoaded,
        await institutions.staffMember(requireAuth(request), request.params.userId, request.params.staffId),
      ),
  });

  await app.register(rollRoutes, { deps });
};

export const institutionsFeature: Feature = {
  name: 'institutions',
  routes: institutionsRoutes,
  policies: institutionsPolicies,
  personalData: institutionsPersonalData,
};
