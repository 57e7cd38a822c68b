import { ADMIN_MESSAGES, adminAccountOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../platform/access';
import { ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import type { AdminService } from '../admin.service';

/** The console's accounts: administrators only. */
export function accountRoutes(app: FastifyInstance, admin: AdminService) {
  const only = { roles: ['admin'] } as const;

  route(app, ops.list, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.accountsLoaded, await admin.accounts(request.query)),
  });

  route(app, ops.read, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.accountLoaded, await admin.account(request.params.id)),
  });

  route(app, ops.deactivate, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.accountDeactivated,
        await admin.deactivate(requireAuth(request), request.params.id, request.body.reason),
      ),
  });

  route(app, ops.reactivate, {
    access: only,
    handler: async (request) =>
      ok(ADMIN_MESSAGES.accountReactivated, await admin.reactivate(requireAuth(request), request.params.id)),
  });
}
