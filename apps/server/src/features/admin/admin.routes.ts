import {
  ADMIN_MESSAGES,
  acceptedInvitationSchema,
  acceptInvitationSchema,
  adminAccountListQuerySchema,
  adminAccountSchema,
  adminEmployerListQuerySchema,
  adminEmployerSchema,
  adminIdParamsSchema,
  adminInstitutionListQuerySchema,
  adminInstitutionSchema,
  adminJobListQuerySchema,
  adminJobParamsSchema,
  adminJobReportListQuerySchema,
  adminJobReportSchema,
  adminJobSchema,
  adminSchema,
  envelopeSchema,
  invitationListQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteAdminSchema,
  jobReportResultSchema,
  jobReportSchema,
  optionalReasonSchema,
  pagedSchema,
  pageQuerySchema,
  reasonSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { byIp } from '../../platform/rate-limit';
import { adminPersonalData } from './admin.personal-data';
import { createAdminService } from './admin.service';
import { auditRoutes } from './audit/audit.routes';
import { deadLetterRoutes } from './dead-letters/dead-letters.routes';

/*
 * The administrators' console (issue 13): accounts, institution verification, employer vetting, job moderation
 * and graduates' job reports, administrators and their invitations, the audit log. Every /v1/admin route is for
 * administrators only; each is its path, who may call it, its contract schemas, and one service call. The
 * support desk is in the tickets feature; the accreditation queue is the programmes feature's (admins list
 * every institution's programmes and approve or deny them there); TOTP sign-in and "resend verification" are
 * the accounts feature's (accounts.admin.ts).
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = createAdminService(deps);
  const only = { roles: ['admin'] } as const;
  const params = adminIdParamsSchema;

  // ---- accounts

  app.get(
    '/v1/admin/accounts',
    {
      config: { access: only },
      schema: {
        tags: ['admin: accounts'],
        summary: 'Every account, newest first; q (name, e-mail, username), role, state, verified',
        querystring: adminAccountListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(adminAccountSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.accountsLoaded, await admin.accounts(request.query)),
  );

  app.get(
    '/v1/admin/accounts/:id',
    {
      config: { access: only },
      schema: {
        tags: ['admin: accounts'],
        summary: 'One account (never a password hash or a token)',
        params,
        response: { 200: envelopeSchema(adminAccountSchema) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.accountLoaded, await admin.account(request.params.id)),
  );

  app.post(
    '/v1/admin/accounts/:id/deactivate',
    {
      config: { access: only },
      schema: {
        tags: ['admin: accounts'],
        summary: 'Deactivate: it cannot sign in and its sessions end at once; its data is kept',
        params,
        body: optionalReasonSchema,
        response: { 200: envelopeSchema(adminAccountSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.accountDeactivated,
        await admin.deactivate(requireAuth(request), request.params.id, request.body.reason),
      ),
  );

  app.post(
    '/v1/admin/accounts/:id/reactivate',
    {
      config: { access: only },
      schema: {
        tags: ['admin: accounts'],
        summary: 'Reactivate: it can sign in again',
        params,
        response: { 200: envelopeSchema(adminAccountSchema) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.accountReactivated, await admin.reactivate(requireAuth(request), request.params.id)),
  );

  // ---- institutions

  app.get(
    '/v1/admin/institutions',
    {
      config: { access: only },
      schema: {
        tags: ['admin: institutions'],
        summary: 'Institutions; status=pending is the waiting queue (oldest first)',
        querystring: adminInstitutionListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(adminInstitutionSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.institutionsLoaded, await admin.institutions(request.query)),
  );

  app.post(
    '/v1/admin/institutions/:id/verify',
    {
      config: { access: only },
      schema: {
        tags: ['admin: institutions'],
        summary: 'Verify (is_verified: the badge); the institution is told by e-mail',
        params,
        response: { 200: envelopeSchema(adminInstitutionSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.institutionVerified,
        await admin.verifyInstitution(requireAuth(request), request.params.id),
      ),
  );

  app.post(
    '/v1/admin/institutions/:id/reject',
    {
      config: { access: only },
      schema: {
        tags: ['admin: institutions'],
        summary: 'Reject with a reason (required), e-mailed to the institution',
        params,
        body: reasonSchema,
        response: { 200: envelopeSchema(adminInstitutionSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.institutionRejected,
        await admin.rejectInstitution(requireAuth(request), request.params.id, request.body.reason),
      ),
  );

  // ---- employers

  app.get(
    '/v1/admin/employers',
    {
      config: { access: only },
      schema: {
        tags: ['admin: employers'],
        summary: 'Employers with their CAC document; status=pending is the vetting queue (oldest first)',
        querystring: adminEmployerListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(adminEmployerSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.employersLoaded, await admin.employers(request.query)),
  );

  app.post(
    '/v1/admin/employers/:id/approve',
    {
      config: { access: only },
      schema: {
        tags: ['admin: employers'],
        summary: "Approve (vetted): its jobs no longer read 'Unverified employer'",
        params,
        response: { 200: envelopeSchema(adminEmployerSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.employerApproved,
        await admin.approveEmployer(requireAuth(request), request.params.id),
      ),
  );

  app.post(
    '/v1/admin/employers/:id/reject',
    {
      config: { access: only },
      schema: {
        tags: ['admin: employers'],
        summary: 'Reject with a reason (required), e-mailed to the employer',
        params,
        body: reasonSchema,
        response: { 200: envelopeSchema(adminEmployerSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.employerRejected,
        await admin.rejectEmployer(requireAuth(request), request.params.id, request.body.reason),
      ),
  );

  // ---- jobs and reports

  app.get(
    '/v1/admin/jobs',
    {
      config: { access: only },
      schema: {
        tags: ['admin: jobs'],
        summary: 'Every job, newest first; q, suspended, reported (open reports), unverified (employer)',
        querystring: adminJobListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(adminJobSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.jobsLoaded, await admin.jobs(request.query)),
  );

  app.post(
    '/v1/admin/jobs/:jobId/suspend',
    {
      config: { access: only },
      schema: {
        tags: ['admin: jobs'],
        summary: 'Suspend with a reason: graduates no longer see it, its applicants are told by e-mail',
        params: adminJobParamsSchema,
        body: reasonSchema,
        response: { 200: envelopeSchema(adminJobSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.jobSuspended,
        await admin.suspendJob(requireAuth(request), request.params.jobId, request.body.reason),
      ),
  );

  app.post(
    '/v1/admin/jobs/:jobId/unsuspend',
    {
      config: { access: only },
      schema: {
        tags: ['admin: jobs'],
        summary: 'Restore a suspended job',
        params: adminJobParamsSchema,
        response: { 200: envelopeSchema(adminJobSchema) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.jobUnsuspended, await admin.unsuspendJob(requireAuth(request), request.params.jobId)),
  );

  app.get(
    '/v1/admin/job-reports',
    {
      config: { access: only },
      schema: {
        tags: ['admin: jobs'],
        summary:
          "Graduates' reports of suspicious jobs, oldest first, each with its job (status=open: the queue)",
        querystring: adminJobReportListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(adminJobReportSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.reportsLoaded, await admin.reports(request.query)),
  );

  app.post(
    '/v1/admin/job-reports/:id/dismiss',
    {
      config: { access: only },
      schema: {
        tags: ['admin: jobs'],
        summary: 'Dismiss an open report (the job stays)',
        params,
        response: { 200: envelopeSchema(adminJobReportSchema) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.reportDismissed, await admin.dismissReport(requireAuth(request), request.params.id)),
  );

  const reportByIp = app.limit({ name: 'job-report:ip', max: 60, windowSeconds: 60 * 60, key: byIp });
  app.post(
    '/v1/jobs/:jobId/report',
    {
      config: { access: { roles: ['graduate'] } },
      preHandler: [reportByIp],
      schema: {
        tags: ['jobs'],
        summary: 'Report a job as suspicious (once per job); it lands in the administrators’ queue',
        params: adminJobParamsSchema,
        body: jobReportSchema,
        response: { 201: envelopeSchema(jobReportResultSchema) },
      },
    },
    async (request, reply) => {
      const report = await admin.reportJob(requireAuth(request), request.params.jobId, request.body.reason);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.jobReported, report));
    },
  );

  // ---- administrators and invitations

  app.get(
    '/v1/admin/admins',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: 'The administrators, with whether each has set up two-factor sign-in',
        querystring: pageQuerySchema(20),
        response: { 200: envelopeSchema(pagedSchema(adminSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.adminsLoaded, await admin.admins(request.query)),
  );

  app.delete(
    '/v1/admin/admins/:id',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: 'Remove an administrator (deactivated, sessions ended); never the last one (409)',
        params,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await admin.removeAdmin(requireAuth(request), request.params.id);
      return ok(ADMIN_MESSAGES.adminRemoved, null);
    },
  );

  app.post(
    '/v1/admin/admins/:id/reset-two-factor',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: "Reset an administrator's two-factor sign-in (lost phone): set up again at the next sign-in",
        params,
        response: { 200: envelopeSchema(adminSchema) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.twoFactorReset, await admin.resetTwoFactor(requireAuth(request), request.params.id)),
  );

  app.get(
    '/v1/admin/invitations',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: 'Invitations, newest first (pending=true: still usable)',
        querystring: invitationListQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(invitationSchema)) },
      },
    },
    async (request) => ok(ADMIN_MESSAGES.invitationsLoaded, await admin.invitations(request.query)),
  );

  app.post(
    '/v1/admin/invitations',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: 'Invite an administrator: a single-use link to set a password, e-mailed, valid 72 hours',
        body: inviteAdminSchema,
        response: { 201: envelopeSchema(invitationSchema) },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const invitation = await admin.invite(requireAuth(request), request.body, origin);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.invited(invitation.email), invitation));
    },
  );

  app.delete(
    '/v1/admin/invitations/:id',
    {
      config: { access: only },
      schema: {
        tags: ['admin: administrators'],
        summary: 'Revoke a pending invitation (its link stops working)',
        params,
        response: { 200: envelopeSchema(invitationSchema) },
      },
    },
    async (request) =>
      ok(
        ADMIN_MESSAGES.invitationRevoked,
        await admin.revokeInvitation(requireAuth(request), request.params.id),
      ),
  );

  // The invitation link's page: public, the token is the credential (rate-limited per IP against guessing).
  const invitationByIp = app.limit({ name: 'invitation:ip', max: 30, windowSeconds: 15 * 60, key: byIp });
  app.get(
    '/v1/invitations/:token',
    {
      config: { access: 'public' },
      preHandler: [invitationByIp],
      schema: {
        tags: ['accounts'],
        summary: 'What an invitation link is for (404 once used, revoked or expired)',
        params: invitationTokenParamsSchema,
        response: { 200: envelopeSchema(invitationPreviewSchema) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.invitationLoaded, await admin.invitationPreview(request.params.token)),
  );

  app.post(
    '/v1/invitations/:token',
    {
      config: { access: 'public' },
      preHandler: [invitationByIp],
      schema: {
        tags: ['accounts'],
        summary: 'Accept an invitation: choose a username and a password; the link then stops working',
        params: invitationTokenParamsSchema,
        body: acceptInvitationSchema,
        response: { 201: envelopeSchema(acceptedInvitationSchema) },
      },
    },
    async (request, reply) => {
      const account = await admin.acceptInvitation(request.params.token, request.body);
      return reply.status(201).send(envelope(201, ADMIN_MESSAGES.invitationAccepted, account));
    },
  );

  // Sub-slices: the audit log (read only) and the job runner's dead letters.
  for (const slice of [auditRoutes, deadLetterRoutes]) await slice(app, { deps });
};
export const adminFeature: Feature = { name: 'admin', routes, personalData: adminPersonalData };
