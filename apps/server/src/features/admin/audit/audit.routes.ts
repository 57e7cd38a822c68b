import {
  ADMIN_MESSAGES,
  auditEntrySchema,
  auditListQuerySchema,
  envelopeSchema,
  pagedSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { searchAudit } from './audit.service';

/** The audit log, read only: there is no route that changes it. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/v1/admin/audit',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin: audit'],
        summary: 'Who did what to which record and when, newest first; actor, action, target, from, to',
        querystring: auditListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(auditEntrySchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.auditLoaded, await searchAudit(deps, request.query)),
  );
};
