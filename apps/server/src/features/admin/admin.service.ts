import {
  type AcceptInvitation,
  ADMIN_MESSAGES,
  type AuditAction,
  type adminAccountListQuerySchema,
  type adminEmployerListQuerySchema,
  type adminInstitutionListQuerySchema,
  type adminJobListQuerySchema,
  type adminJobReportListQuerySchema,
  type auditListQuerySchema,
  INVITATION_PAGE,
  INVITATION_TTL_HOURS,
  type InviteAdmin,
  type invitationListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { type AuditEvent, audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import {
  acceptInvitation,
  createInvitation,
  pendingInvitationFor,
  revokeInvitation,
  usableInvitation,
} from '../../platform/invitations';
import type { AuthContext } from '../../platform/jwt';
import { type MailMessage, plainTextMail } from '../../platform/mail';
import { type PageRequest, pageOf } from '../../platform/paging';
import { hashPassword } from '../../platform/secrets';
import { TOTAL_SCOPES } from '../../platform/totals';
import { createTwoFactor } from '../../platform/totp';
import * as repo from './admin.repository';
import {
  accountOut,
  adminOut,
  auditOut,
  employerOut,
  institutionOut,
  invitationOut,
  jobOut,
  reportOut,
} from './admin.serialize';

const mail = plainTextMail;

/** `to` given as a day (midnight UTC) means the whole of that day. */
const endOf = (to: Date | undefined) =>
  to && to.getTime() % 86_400_000 === 0 ? new Date(to.getTime() + 86_400_000 - 1) : to;

/*
 * The administrators' console. Every route is for administrators only (declared on the route); every change is
 * written to the audit log in the same transaction as the change itself. Mail is sent after the change is
 * stored, and a mail failure never undoes the change.
 */
export function createAdminService(deps: Deps) {
  const { db } = deps;
  const twoFactor = createTwoFactor({ db, jwtSecret: deps.config.jwtSecret });

  function send(message: MailMessage) {
    deps.mailer.send(message).catch((error) => deps.log.error({ err: error }, 'console mail not sent'));
  }

  async function account(id: string) {
    const row = await repo.findAccount(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.accountNotFound);
    return row;
  }

  async function institution(id: string) {
    const row = await repo.findInstitution(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.institutionNotFound);
    return row;
  }

  async function employer(id: string) {
    const row = await repo.findEmployer(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.employerNotFound);
    return row;
  }

  async function job(id: string) {
    const row = await repo.findJob(db, id);
    if (!row) throw notFound(ADMIN_MESSAGES.jobNotFound);
    return row;
  }

  /**
   * A review decision on an institution or an employer: the new state and its audit entry in one transaction,
   * then the account is e-mailed (the mail never undoes the decision).
   */
  async function decide(
    auth: AuthContext,
    reviewed: { type: 'institution' | 'employer'; id: string; account: { name: string; email: string } },
    decision: {
      store: (tx: Database) => Promise<unknown>;
      action: AuditAction;
      detail?: AuditEvent['detail'];
      mail: [subject: string, text: string];
    },
  ) {
    await db.transaction(async (tx) => {
      await decision.store(tx);
      await audit(tx, {
        actor: auth,
        action: decision.action,
        target: { type: reviewed.type, id: reviewed.id, label: reviewed.account.name },
        detail: decision.detail,
      });
    });
    send(mail(reviewed.account.email, ...decision.mail));
  }

  return {
    // ---- accounts

    accounts(query: z.infer<typeof adminAccountListQuerySchema>) {
      const filter: repo.AccountFilter = {
        q: query.q || undefined,
        role: query.role,
        state: query.state,
        verified: query.verified,
      };
      return pageOf(query, {
        rows: (window) => repo.accountRows(db, filter, window),
        total: () => repo.countAccounts(db, filter),
        map: accountOut,
      });
    },

    account: async (id: string) => accountOut(await account(id)),

    /**
     * The account cannot sign in any more and every sign-in it had ends at once (platform/sessions.ts); its data
     * is kept. Not one's own account; never the last administrator who can act.
     */
    async deactivate(auth: AuthContext, id: string, reason: string | undefined) {
      const target = await account(id);
      if (target.id === auth.accountId) throw conflict(ADMIN_MESSAGES.cannotDeactivateSelf);
      if (!target.isActive) throw conflict(ADMIN_MESSAGES.alreadyDeactivated);
      await db.transaction(async (tx) => {
        if (target.userType === 'admin') {
          const active = await repo.lockActiveAdmins(tx);
          if (active.filter((adminId) => adminId !== target.id).length === 0)
            throw conflict(ADMIN_MESSAGES.lastAdmin);
        }
        await repo.setAccountActive(tx, target.id, false);
        await audit(tx, {
          actor: auth,
          action: 'account.deactivate',
          target: { type: 'account', id: target.id, label: target.email },
          detail: { reason: reason || null, user_type: target.userType },
        });
      });
      await deps.sessions.endAll(target.id, 'deactivated');
      return accountOut(await account(id));
    },

    async reactivate(auth: AuthContext, id: string) {
      const target = await account(id);
      if (target.isActive) throw conflict(ADMIN_MESSAGES.alreadyActive);
      await db.transaction(async (tx) => {
        await repo.setAccountActive(tx, target.id, true);
        await audit(tx, {
          actor: auth,
          action: 'account.reactivate',
          target: { type: 'account', id: target.id, label: target.email },
        });
      });
      deps.sessions.forget(target.id);
      return accountOut(await account(id));
    },

    // ---- institutions

    institutions(query: z.infer<typeof adminInstitutionListQuerySchema>) {
      const filter = { status: query.status, q: query.q || undefined };
      return pageOf(query, {
        rows: (window) => repo.institutionRows(db, filter, query.order, window),
        total: () => repo.countInstitutions(db, filter),
        map: institutionOut,
      });
    },

    async verifyInstitution(auth: AuthContext, id: string) {
      const found = await institution(id);
      if (found.institution.isVerified) throw conflict(ADMIN_MESSAGES.institutionAlreadyVerified);
      await decide(
        auth,
        { type: 'institution', id: found.institution.id, account: found.user },
        {
          store: (tx) =>
            repo.setInstitutionReview(tx, found.institution.id, { status: 'verified', reason: null }),
          action: 'institution.verify',
          mail: [
            ADMIN_MESSAGES.institutionVerifiedMailSubject,
            ADMIN_MESSAGES.institutionVerifiedMail(found.user.name),
          ],
        },
      );
      return institutionOut(await institution(found.institution.id));
    },

    async rejectInstitution(auth: AuthContext, id: string, reason: string) {
      const found = await institution(id);
      await decide(
        auth,
        { type: 'institution', id: found.institution.id, account: found.user },
        {
          store: (tx) => repo.setInstitutionReview(tx, found.institution.id, { status: 'rejected', reason }),
          action: 'institution.reject',
          detail: { reason, was_verified: found.institution.isVerified },
          mail: [
            ADMIN_MESSAGES.institutionRejectedMailSubject,
            ADMIN_MESSAGES.institutionRejectedMail(found.user.name, reason),
          ],
        },
      );
      return institutionOut(await institution(found.institution.id));
    },

    // ---- employers

    employers(query: z.infer<typeof adminEmployerListQuerySchema>) {
      const filter = { status: query.status, q: query.q || undefined };
      return pageOf(query, {
        rows: (window) => repo.employerRows(db, filter, query.order, window),
        total: () => repo.countEmployers(db, filter),
        map: employerOut,
      });
    },

    async approveEmployer(auth: AuthContext, id: string) {
      const found = await employer(id);
      if (found.employer.vettingStatus === 'approved') throw conflict(ADMIN_MESSAGES.employerAlreadyApproved);
      await decide(
        auth,
        { type: 'employer', id: found.employer.id, account: found.user },
        {
          store: (tx) => repo.setEmployerVetting(tx, found.employer.id, { status: 'approved', reason: null }),
          action: 'employer.approve',
          detail: { cac_document: found.employer.cacDocument?.url ?? null },
          mail: [
            ADMIN_MESSAGES.employerApprovedMailSubject,
            ADMIN_MESSAGES.employerApprovedMail(found.user.name),
          ],
        },
      );
      return employerOut(await employer(found.employer.id));
    },

    async rejectEmployer(auth: AuthContext, id: string, reason: string) {
      const found = await employer(id);
      await decide(
        auth,
        { type: 'employer', id: found.employer.id, account: found.user },
        {
          store: (tx) => repo.setEmployerVetting(tx, found.employer.id, { status: 'rejected', reason }),
          action: 'employer.reject',
          detail: { reason, was: found.employer.vettingStatus },
          mail: [
            ADMIN_MESSAGES.employerRejectedMailSubject,
            ADMIN_MESSAGES.employerRejectedMail(found.user.name, reason),
          ],
        },
      );
      return employerOut(await employer(found.employer.id));
    },

    // ---- jobs and reports

    jobs(query: z.infer<typeof adminJobListQuerySchema>) {
      const filter: repo.AdminJobFilter = {
        q: query.q || undefined,
        suspended: query.suspended,
        reported: query.reported,
        unverified: query.unverified,
      };
      return pageOf(query, {
        rows: (window) => repo.jobRows(db, filter, window),
        total: () => repo.countJobs(db, filter),
        map: jobOut,
      });
    },

    /** Graduates no longer see the job; its applicants are told by e-mail; its open reports are settled. */
    async suspendJob(auth: AuthContext, jobId: string, reason: string) {
      const found = await job(jobId);
      if (found.job.suspendedAt) throw conflict(ADMIN_MESSAGES.jobAlreadySuspended);
      await db.transaction(async (tx) => {
        await repo.setJobSuspension(tx, jobId, reason);
        const settled = await repo.closeReports(tx, { jobId }, 'actioned', auth.accountId);
        await audit(tx, {
          actor: auth,
          action: 'job.suspend',
          target: { type: 'job', id: jobId, label: `${found.job.title} (${found.job.companyName})` },
          detail: { reason, reports_settled: settled.length },
        });
      });
      // The graduates' feed totals count open, unsuspended jobs.
      await deps.totals.invalidate(TOTAL_SCOPES.openJobs);
      for (const applicant of await repo.applicantContacts(db, jobId)) {
        send(
          mail(
            applicant.email,
            ADMIN_MESSAGES.jobSuspendedMailSubject(found.job.title),
            ADMIN_MESSAGES.jobSuspendedMail(found.job.title, found.job.companyName),
          ),
        );
      }
      return jobOut(await job(jobId));
    },

    async unsuspendJob(auth: AuthContext, jobId: string) {
      const found = await job(jobId);
      if (!found.job.suspendedAt) throw conflict(ADMIN_MESSAGES.jobNotSuspended);
      await db.transaction(async (tx) => {
        await repo.setJobSuspension(tx, jobId, null);
        await audit(tx, {
          actor: auth,
          action: 'job.unsuspend',
          target: { type: 'job', id: jobId, label: `${found.job.title} (${found.job.companyName})` },
        });
      });
      await deps.totals.invalidate(TOTAL_SCOPES.openJobs);
      return jobOut(await job(jobId));
    },

    reports(query: z.infer<typeof adminJobReportListQuerySchema>) {
      const filter: repo.ReportFilter = { status: query.status, jobId: query.job_id };
      return pageOf(query, {
        rows: (window) => repo.reportRows(db, filter, window),
        total: () => repo.countReports(db, filter),
        map: reportOut,
      });
    },

    async dismissReport(auth: AuthContext, id: string) {
      const found = await repo.findReport(db, id);
      if (!found) throw notFound(ADMIN_MESSAGES.reportNotFound);
      await db.transaction(async (tx) => {
        const closed = await repo.closeReports(tx, { reportId: id }, 'dismissed', auth.accountId);
        if (closed.length === 0) throw conflict(ADMIN_MESSAGES.reportNotOpen);
        await audit(tx, {
          actor: auth,
          action: 'job_report.dismiss',
          target: { type: 'job_report', id, label: found.job.title },
          detail: { job_id: found.job.id },
        });
      });
      const after = await repo.findReport(db, id);
      if (!after) throw notFound(ADMIN_MESSAGES.reportNotFound);
      return reportOut(after);
    },

    /** A graduate's report of a job they can see; once per graduate per job. */
    async reportJob(auth: AuthContext, jobId: string, reason: string) {
      const found = await repo.findJob(db, jobId);
      if (!found || found.job.suspendedAt || found.job.status !== 'open')
        throw notFound(ADMIN_MESSAGES.jobNotFound);
      try {
        const report = await repo.insertReport(db, { jobId, graduateId: auth.profileId, reason });
        return { _id: report.id, job_id: jobId, createdAt: report.createdAt.toISOString() };
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(ADMIN_MESSAGES.jobAlreadyReported);
        if (foreignKeyViolation(error)) throw notFound(ADMIN_MESSAGES.jobNotFound);
        throw error;
      }
    },

    // ---- administrators and invitations

    admins(page: PageRequest) {
      return pageOf(page, {
        rows: (window) => repo.adminRows(db, window),
        total: () => repo.countAdmins(db),
        map: adminOut,
      });
    },

    /**
     * Removes an administrator: the account is deactivated (its sessions end at once) and leaves the list; the
     * audit log keeps its name. Never the last administrator who can act (409), checked under a lock so two
     * removals at once cannot leave none.
     */
    async removeAdmin(auth: AuthContext, id: string) {
      const found = await repo.findAdmin(db, id);
      if (!found) throw notFound(ADMIN_MESSAGES.adminNotFound);
      await db.transaction(async (tx) => {
        const active = await repo.lockActiveAdmins(tx);
        if (active.filter((adminId) => adminId !== found.user.id).length === 0)
          throw conflict(ADMIN_MESSAGES.lastAdmin);
        await repo.setAccountActive(tx, found.user.id, false);
        await repo.markAdminRemoved(tx, found.user.id);
        await audit(tx, {
          actor: auth,
          action: 'admin.remove',
          target: { type: 'account', id: found.user.id, label: found.user.email },
          detail: { self: found.user.id === auth.accountId },
        });
      });
      await deps.sessions.endAll(found.user.id, 'admin-removed');
    },

    /** Another administrator lost their authenticator: their next sign-in sets TOTP up again. */
    async resetTwoFactor(auth: AuthContext, id: string) {
      const found = await repo.findAdmin(db, id);
      if (!found) throw notFound(ADMIN_MESSAGES.adminNotFound);
      await db.transaction(async (tx) => {
        await twoFactor.reset(tx, found.user.id);
        await audit(tx, {
          actor: auth,
          action: 'admin.totp_reset',
          target: { type: 'account', id: found.user.id, label: found.user.email },
        });
      });
      await deps.sessions.endAll(found.user.id, 'totp-reset');
      const after = await repo.findAdmin(db, found.admin.id);
      if (!after) throw notFound(ADMIN_MESSAGES.adminNotFound);
      return adminOut(after);
    },

    invitations(query: z.infer<typeof invitationListQuerySchema>) {
      return pageOf(query, {
        rows: (window) => repo.invitationRows(db, query.pending, window),
        total: () => repo.countInvitations(db, query.pending),
        map: invitationOut,
      });
    },

    /** Mails a single-use link to set a password; `origin` is the site the inviting administrator is on. */
    async invite(auth: AuthContext, body: InviteAdmin, origin: string) {
      if (await repo.emailTaken(db, body.email))
        throw conflict(ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });
      if (await pendingInvitationFor(db, body.email))
        throw conflict(ADMIN_MESSAGES.invitationPending, { email: ADMIN_MESSAGES.invitationPending });
      const { invitation, token } = await db.transaction(async (tx) => {
        const created = await createInvitation(tx, {
          email: body.email,
          name: body.name,
          userType: 'admin',
          invitedBy: auth.accountId,
        });
        await audit(tx, {
          actor: auth,
          action: 'admin.invite',
          target: { type: 'invitation', id: created.invitation.id, label: body.email },
          detail: { user_type: 'admin' },
        });
        return created;
      });
      const inviter = await repo.findAccount(db, auth.accountId);
      const link = `${origin}${INVITATION_PAGE}/${token}`;
      send(
        mail(
          body.email,
          ADMIN_MESSAGES.invitationMailSubject,
          ADMIN_MESSAGES.invitationMail(inviter?.name ?? 'An administrator', link, INVITATION_TTL_HOURS),
        ),
      );
      const view = await repo.findInvitation(db, invitation.id);
      if (!view) throw notFound(ADMIN_MESSAGES.invitationNotFound);
      return invitationOut(view);
    },

    async revokeInvitation(auth: AuthContext, id: string) {
      const found = await repo.findInvitation(db, id);
      if (!found) throw notFound(ADMIN_MESSAGES.invitationNotFound);
      await db.transaction(async (tx) => {
        const revoked = await revokeInvitation(tx, id);
        if (!revoked) throw conflict(ADMIN_MESSAGES.invitationInvalid);
        await audit(tx, {
          actor: auth,
          action: 'admin.invitation_revoke',
          target: { type: 'invitation', id, label: found.invitation.email },
        });
      });
      const after = await repo.findInvitation(db, id);
      if (!after) throw notFound(ADMIN_MESSAGES.invitationNotFound);
      return invitationOut(after);
    },

    /** What the set-password page shows; 404 once the link is used, revoked or expired. */
    async invitationPreview(token: string) {
      const invitation = await usableInvitation(db, token);
      if (!invitation) throw notFound(ADMIN_MESSAGES.invitationInvalid);
      return {
        email: invitation.email,
        name: invitation.name,
        user_type: invitation.userType as 'admin',
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    async acceptInvitation(token: string, body: AcceptInvitation) {
      if (!(await usableInvitation(db, token))) throw notFound(ADMIN_MESSAGES.invitationInvalid);
      const passwordHash = await hashPassword(body.password);
      try {
        const accepted = await acceptInvitation(db, token, { username: body.username, passwordHash });
        if (!accepted) throw notFound(ADMIN_MESSAGES.invitationInvalid);
        return {
          _id: accepted.user.id,
          email: accepted.user.email,
          username: accepted.user.username,
          user_type: accepted.user.userType as 'admin',
        };
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_key')
          throw conflict(ADMIN_MESSAGES.usernameTaken, { username: ADMIN_MESSAGES.usernameTaken });
        if (constraint) throw conflict(ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });
        throw error;
      }
    },

    // ---- audit log

    audit(query: z.infer<typeof auditListQuerySchema>) {
      const filter: repo.AuditFilter = {
        q: query.q || undefined,
        actor: query.actor,
        action: query.action,
        targetType: query.target_type,
        targetId: query.target_id,
        from: query.from,
        to: endOf(query.to),
      };
      return pageOf(query, {
        rows: (window) => repo.auditRows(db, filter, window),
        total: () => repo.countAudit(db, filter),
        map: auditOut,
      });
    },
  };
}
