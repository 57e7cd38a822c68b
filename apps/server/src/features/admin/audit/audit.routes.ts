import { ADMIN_MESSAGES, adminLogOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import { searchAudit } from './audit.service';

/** The audit log, read only: there is no route that changes it. */
export function auditRoutes(app: FastifyInstance, deps: Deps) {
  route(app, ops.audit, {
    access: { roles: ['admin'] },
    handler: async (request) => ok(ADMIN_MESSAGES.auditLoaded, await searchAudit(deps, request.query)),
  });
}
