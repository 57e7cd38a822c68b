import { ADMIN_MESSAGES, adminReviewOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../platform/access';
import { ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import type { AdminService } from '../admin.service';

/** Institution verification and employer vetting: administrators only. */
export function reviewRoutes(app: FastifyInstance, admin: AdminService) {
  const only = { roles: ['admin'] } as const;

  route(app, ops.institutions, {
    access: only,
    handler: async (request) =>
      ok(ADMIN_MESSAGES.institutionsLoaded, await admin.institutions(request.query)),
  });

  route(app, ops.verifyInstitution, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.institutionVerified,
        await admin.verifyInstitution(requireAuth(request), request.params.id),
      ),
  });

  route(app, ops.rejectInstitution, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.institutionRejected,
        await admin.rejectInstitution(requireAuth(request), request.params.id, request.body.reason),
      ),
  });

  route(app, ops.employers, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.employersLoaded, await admin.employers(request.query)),
  });

  route(app, ops.approveEmployer, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.employerApproved,
        await admin.approveEmployer(requireAuth(request), request.params.id),
      ),
  });

  route(app, ops.rejectEmployer, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.employerRejected,
        await admin.rejectEmployer(requireAuth(request), request.params.id, request.body.reason),
      ),
  });
}
