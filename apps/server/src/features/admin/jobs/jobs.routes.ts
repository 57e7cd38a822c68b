import { ADMIN_MESSAGES, adminJobOperations as ops } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../../platform/access';
import { envelope, ok } from '../../../platform/envelope';
import { route } from '../../../platform/operation-route';
import { byIp } from '../../../platform/rate-limit';
import type { AdminService } from '../admin.service';

/** Job moderation (administrators) and graduates' reports of suspicious jobs. */
export function jobRoutes(app: FastifyInstance, admin: AdminService) {
  const only = { roles: ['admin'] } as const;

  route(app, ops.list, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.jobsLoaded, await admin.jobs(request.query)),
  });

  route(app, ops.suspend, {
    access: only,
    handler: async (request) =>
      ok(
        ADMIN_MESSAGES.jobSuspended,
        await admin.suspendJob(requireAuth(request), request.params.jobId, request.body.reason),
      ),
  });

  route(app, ops.unsuspend, {
    access: only,
    handler: async (request) =>
      ok(ADMIN_MESSAGES.jobUnsuspended, await admin.unsuspendJob(requireAuth(request), request.params.jobId)),
  });

  route(app, ops.reports, {
    access: only,
    handler: async (request) => ok(ADMIN_MESSAGES.reportsLoaded, await admin.reports(request.query)),
  });

  route(app, ops.dismissReport, {
    access: only,
    handler: async (request) =>
      ok(ADMIN_MESSAGES.reportDismissed, await admin.dismissReport(requireAuth(request), request.params.id)),
  });

  const reportByIp = app.limit({ name: 'job-report:ip', max: 60, windowSeconds: 60 * 60, key: byIp });
  route(app, ops.report, {
    access: { roles: ['graduate'] },
    preHandler: [reportByIp],
    handler: async (request, reply) => {
      const report = await admin.reportJob(requireAuth(request), request.params.jobId, request.body.reason);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.jobReported, report));
    },
  });
}
