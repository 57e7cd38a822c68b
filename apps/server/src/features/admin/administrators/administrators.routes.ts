import { ADMIN_MESSAGES, adminAdministratorOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../platform/access';
import { envelope, ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import { byIp } from '../../../platform/rate-limit';
import type { AdminService } from '../admin.service';

/** Administrators and their invitations (administrators only), and the invitation link's public page. */
export function administratorRoutes(app: FastifyInstance, admin: AdminService) {
  const only = { roles: ['admin'] } as const;

  route(app, ops.list, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.adminsLoaded, await admin.admins(request.query)),
  });

  route(app, ops.remove, {
    access: only,
    handler: async (request) => {
      await admin.removeAdmin(requireAuth(request), request.params.id);
      return ok(ADMIN_MESSAGES.adminRemoved, null);
    },
  });

  route(app, ops.resetTwoFactor, {
    access: only,
    handler: async (request) =>
      ok(ADMIN_MESSAGES.twoFactorReset, await admin.resetTwoFactor(requireAuth(request), request.params.id)),
  });

  route(app, ops.invitations, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.invitationsLoaded, await admin.invitations(request.query)),
  });

  route(app, ops.invite, {
    access: only,
    handler: async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const invitation = await admin.invite(requireAuth(request), request.body, origin);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.invited(invitation.email), invitation));
    },
  });

  route(app, ops.revokeInvitation, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.invitationRevoked,
        await admin.revokeInvitation(requireAuth(request), request.params.id),
      ),
  });

  // The invitation link's page: public, the token is the credential (rate-limited per IP against guessing).
  const invitationByIp = app.limit({ name: 'invitation:ip', max: 30, windowSeconds: 15 * 60, key: byIp });
  route(app, ops.invitationPreview, {
    access: 'public',
    preHandler: [invitationByIp],
    handler: async (request) =>
      ok(ADMIN_MESSAGES.invitationLoaded, await admin.invitationPreview(request.params.token)),
  });

  route(app, ops.acceptInvitation, {
    access: 'public',
    preHandler: [invitationByIp],
    handler: async (request, reply) => {
      const account = await admin.acceptInvitation(request.params.token, request.body);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.invitationAccepted, account));
    },
  });
}
