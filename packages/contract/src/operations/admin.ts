import { z } from 'zod';
import { adminAccountListQuerySchema, adminAccountSchema } from '../admin/accounts';
import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  adminSchema,
  invitationListQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteAdminSchema,
} from '../admin/administrators';
import { auditEntrySchema, auditListQuerySchema } from '../admin/audit';
import {
  adminJobParamsSchema,
  optionalReasonSchema,
  adminIdParamsSchema as params,
  reasonSchema,
} from '../admin/common';
import { deadLetterListQuerySchema, deadLetterParamsSchema, deadLetterSchema } from '../admin/dead-letters';
import {
  adminJobListQuerySchema,
  adminJobReportListQuerySchema,
  adminJobReportSchema,
  adminJobSchema,
  jobReportResultSchema,
  jobReportSchema,
} from '../admin/jobs';
import {
  adminEmployerListQuerySchema,
  adminEmployerSchema,
  adminInstitutionListQuerySchema,
  adminInstitutionSchema,
} from '../admin/vetting';
import { pagedSchema, pageQuerySchema } from '../api';
import { defineOperation } from '../operation';

/*
 * The administrators' console (issue 13). The support desk's operations are the tickets' (operations/tickets.ts),
 * the accreditation queue the programmes' (operations/programmes.ts).
 */

/** Accounts: every account, one account, deactivate and reactivate. */
export const adminAccountOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/admin/accounts',
    tags: ['admin: accounts'],
    summary: 'Every account, newest first; q (name, e-mail, username), role, state, verified',
    query: adminAccountListQuerySchema,
    response: pagedSchema(adminAccountSchema),
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/admin/accounts/:id',
    tags: ['admin: accounts'],
    summary: 'One account (never a password hash or a token)',
    params,
    response: adminAccountSchema,
  }),
  deactivate: defineOperation({
    method: 'POST',
    path: '/v1/admin/accounts/:id/deactivate',
    tags: ['admin: accounts'],
    summary: 'Deactivate: it cannot sign in and its sessions end at once; its data is kept',
    params,
    body: optionalReasonSchema,
    response: adminAccountSchema,
  }),
  /** Served by the accounts feature (accounts.admin.ts), which sends codes. */
  resendVerification: defineOperation({
    method: 'POST',
    path: '/v1/admin/accounts/:id/resend-verification',
    tags: ['admin: accounts'],
    summary: 'E-mail the account a new verification code (while its address is not verified)',
    params,
    response: z.null(),
  }),
  reactivate: defineOperation({
    method: 'POST',
    path: '/v1/admin/accounts/:id/reactivate',
    tags: ['admin: accounts'],
    summary: 'Reactivate: it can sign in again',
    params,
    response: adminAccountSchema,
  }),
};

/** Institution verification and employer vetting. */
export const adminReviewOperations = {
  institutions: defineOperation({
    method: 'GET',
    path: '/v1/admin/institutions',
    tags: ['admin: institutions'],
    summary: 'Institutions; status=pending is the waiting queue (oldest first)',
    query: adminInstitutionListQuerySchema,
    response: pagedSchema(adminInstitutionSchema),
  }),
  verifyInstitution: defineOperation({
    method: 'POST',
    path: '/v1/admin/institutions/:id/verify',
    tags: ['admin: institutions'],
    summary: 'Verify (is_verified: the badge); the institution is told by e-mail',
    params,
    response: adminInstitutionSchema,
  }),
  rejectInstitution: defineOperation({
    method: 'POST',
    path: '/v1/admin/institutions/:id/reject',
    tags: ['admin: institutions'],
    summary: 'Reject with a reason (required), e-mailed to the institution',
    params,
    body: reasonSchema,
    response: adminInstitutionSchema,
  }),
  employers: defineOperation({
    method: 'GET',
    path: '/v1/admin/employers',
    tags: ['admin: employers'],
    summary: 'Employers with their CAC document; status=pending is the vetting queue (oldest first)',
    query: adminEmployerListQuerySchema,
    response: pagedSchema(adminEmployerSchema),
  }),
  approveEmployer: defineOperation({
    method: 'POST',
    path: '/v1/admin/employers/:id/approve',
    tags: ['admin: employers'],
    summary: "Approve (vetted): its jobs no longer read 'Unverified employer'",
    params,
    response: adminEmployerSchema,
  }),
  rejectEmployer: defineOperation({
    method: 'POST',
    path: '/v1/admin/employers/:id/reject',
    tags: ['admin: employers'],
    summary: 'Reject with a reason (required), e-mailed to the employer',
    params,
    body: reasonSchema,
    response: adminEmployerSchema,
  }),
};

/** Job moderation and graduates' reports of suspicious jobs. */
export const adminJobOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/admin/jobs',
    tags: ['admin: jobs'],
    summary: 'Every job, newest first; q, suspended, reported (open reports), unverified (employer)',
    query: adminJobListQuerySchema,
    response: pagedSchema(adminJobSchema),
  }),
  suspend: defineOperation({
    method: 'POST',
    path: '/v1/admin/jobs/:jobId/suspend',
    tags: ['admin: jobs'],
    summary: 'Suspend with a reason: graduates no longer see it, its applicants are told by e-mail',
    params: adminJobParamsSchema,
    body: reasonSchema,
    response: adminJobSchema,
  }),
  unsuspend: defineOperation({
    method: 'POST',
    path: '/v1/admin/jobs/:jobId/unsuspend',
    tags: ['admin: jobs'],
    summary: 'Restore a suspended job',
    params: adminJobParamsSchema,
    response: adminJobSchema,
  }),
  reports: defineOperation({
    method: 'GET',
    path: '/v1/admin/job-reports',
    tags: ['admin: jobs'],
    summary:
      "Graduates' reports of suspicious jobs, oldest first, each with its job (status=open: the queue)",
    query: adminJobReportListQuerySchema,
    response: pagedSchema(adminJobReportSchema),
  }),
  dismissReport: defineOperation({
    method: 'POST',
    path: '/v1/admin/job-reports/:id/dismiss',
    tags: ['admin: jobs'],
    summary: 'Dismiss an open report (the job stays)',
    params,
    response: adminJobReportSchema,
  }),
  /** A graduate's report (served by the console, which keeps the queue). */
  report: defineOperation({
    method: 'POST',
    path: '/v1/jobs/:jobId/report',
    tags: ['jobs'],
    summary: 'Report a job as suspicious (once per job); it lands in the administrators’ queue',
    params: adminJobParamsSchema,
    body: jobReportSchema,
    response: jobReportResultSchema,
    status: 201,
  }),
};

/** Administrators and their invitations, and the invitation link's page. */
export const adminAdministratorOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/admin/admins',
    tags: ['admin: administrators'],
    summary: 'The administrators, with whether each has set up two-factor sign-in',
    query: pageQuerySchema(20),
    response: pagedSchema(adminSchema),
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/v1/admin/admins/:id',
    tags: ['admin: administrators'],
    summary: 'Remove an administrator (deactivated, sessions ended); never the last one (409)',
    params,
    response: z.null(),
  }),
  resetTwoFactor: defineOperation({
    method: 'POST',
    path: '/v1/admin/admins/:id/reset-two-factor',
    tags: ['admin: administrators'],
    summary: "Reset an administrator's two-factor sign-in (lost phone): set up again at the next sign-in",
    params,
    response: adminSchema,
  }),
  invitations: defineOperation({
    method: 'GET',
    path: '/v1/admin/invitations',
    tags: ['admin: administrators'],
    summary: 'Invitations, newest first (pending=true: still usable)',
    query: invitationListQuerySchema,
    response: pagedSchema(invitationSchema),
  }),
  invite: defineOperation({
    method: 'POST',
    path: '/v1/admin/invitations',
    tags: ['admin: administrators'],
    summary: 'Invite an administrator: a single-use link to set a password, e-mailed, valid 72 hours',
    body: inviteAdminSchema,
    response: invitationSchema,
    status: 201,
  }),
  revokeInvitation: defineOperation({
    method: 'DELETE',
    path: '/v1/admin/invitations/:id',
    tags: ['admin: administrators'],
    summary: 'Revoke a pending invitation (its link stops working)',
    params,
    response: invitationSchema,
  }),
  invitationPreview: defineOperation({
    method: 'GET',
    path: '/v1/invitations/:token',
    tags: ['accounts'],
    summary: 'What an invitation link is for (404 once used, revoked or expired)',
    params: invitationTokenParamsSchema,
    response: invitationPreviewSchema,
  }),
  acceptInvitation: defineOperation({
    method: 'POST',
    path: '/v1/invitations/:token',
    tags: ['accounts'],
    summary: 'Accept an invitation: choose a username and a password; the link then stops working',
    params: invitationTokenParamsSchema,
    body: acceptInvitationSchema,
    response: acceptedInvitationSchema,
    status: 201,
  }),
};

/** The audit log (read only) and the job runner's dead letters. */
export const adminLogOperations = {
  audit: defineOperation({
    method: 'GET',
    path: '/v1/admin/audit',
    tags: ['admin: audit'],
    summary: 'Who did what to which record and when, newest first; actor, action, target, from, to',
    query: auditListQuerySchema,
    response: pagedSchema(auditEntrySchema),
  }),
  deadLetters: defineOperation({
    method: 'GET',
    path: '/v1/admin/dead-letters',
    tags: ['admin: background jobs'],
    summary: 'Background jobs that failed their last try (task, key, error, when, tries), newest first',
    query: deadLetterListQuerySchema,
    response: pagedSchema(deadLetterSchema),
  }),
  retryDeadLetter: defineOperation({
    method: 'POST',
    path: '/v1/admin/dead-letters/:id/retry',
    tags: ['admin: background jobs'],
    summary: 'Put a failed job back on its queue as a new job, and off this list (audited)',
    params: deadLetterParamsSchema,
    response: z.null(),
  }),
};
