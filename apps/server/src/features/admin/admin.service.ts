import type {
  AcceptInvitation,
  adminAccountListQuerySchema,
  adminEmployerListQuerySchema,
  adminInstitutionListQuerySchema,
  adminJobListQuerySchema,
  adminJobReportListQuerySchema,
  InviteAdmin,
  invitationListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import type { AuthContext } from '../../platform/jwt';
import type { PageRequest } from '../../platform/paging';
import { deactivateAccount, listAccounts, reactivateAccount, showAccount } from './accounts/accounts.service';
import {
  acceptAdminInvitation,
  invitationPreview,
  inviteAdmin,
  listAdmins,
  listInvitations,
  removeAdmin,
  resetTwoFactor,
  revokeAdminInvitation,
} from './administrators/administrators.service';
import {
  dismissReport,
  listJobs,
  listReports,
  reportJob,
  suspendJob,
  unsuspendJob,
} from './jobs/jobs.service';
import {
  approveEmployer,
  listEmployers,
  listInstitutions,
  rejectEmployer,
  rejectInstitution,
  verifyInstitution,
} from './reviews/reviews.service';

/*
 * The administrators' console. Every route is for administrators only (declared on the route); every change is
 * written to the audit log in the same transaction as the change itself. Mail is sent after the change is
 * stored, and a mail failure never undoes the change.
 *
 * Its use cases live in sub-slices (accounts/, reviews/, jobs/, administrators/, audit/), each a named function
 * taking its dependencies; this object hands them to the routes with the app's dependencies bound.
 */
export function createAdminService(deps: Deps) {
  return {
    accounts: (query: z.infer<typeof adminAccountListQuerySchema>) => listAccounts(deps, query),
    account: (id: string) => showAccount(deps, id),
    deactivate: (auth: AuthContext, id: string, reason: string | undefined) =>
      deactivateAccount(deps, auth, id, reason),
    reactivate: (auth: AuthContext, id: string) => reactivateAccount(deps, auth, id),
    institutions: (query: z.infer<typeof adminInstitutionListQuerySchema>) => listInstitutions(deps, query),
    verifyInstitution: (auth: AuthContext, id: string) => verifyInstitution(deps, auth, id),
    rejectInstitution: (auth: AuthContext, id: string, reason: string) =>
      rejectInstitution(deps, auth, id, reason),
    employers: (query: z.infer<typeof adminEmployerListQuerySchema>) => listEmployers(deps, query),
    approveEmployer: (auth: AuthContext, id: string) => approveEmployer(deps, auth, id),
    rejectEmployer: (auth: AuthContext, id: string, reason: string) => rejectEmployer(deps, auth, id, reason),
    jobs: (query: z.infer<typeof adminJobListQuerySchema>) => listJobs(deps, query),
    suspendJob: (auth: AuthContext, jobId: string, reason: string) => suspendJob(deps, auth, jobId, reason),
    unsuspendJob: (auth: AuthContext, jobId: string) => unsuspendJob(deps, auth, jobId),
    reports: (query: z.infer<typeof adminJobReportListQuerySchema>) => listReports(deps, query),
    dismissReport: (auth: AuthContext, id: string) => dismissReport(deps, auth, id),
    reportJob: (auth: AuthContext, jobId: string, reason: string) => reportJob(deps, auth, jobId, reason),
    admins: (page: PageRequest) => listAdmins(deps, page),
    removeAdmin: (auth: AuthContext, id: string) => removeAdmin(deps, auth, id),
    resetTwoFactor: (auth: AuthContext, id: string) => resetTwoFactor(deps, auth, id),
    invitations: (query: z.infer<typeof invitationListQuerySchema>) => listInvitations(deps, query),
    invite: (auth: AuthContext, body: InviteAdmin, origin: string) => inviteAdmin(deps, auth, body, origin),
    revokeInvitation: (auth: AuthContext, id: string) => revokeAdminInvitation(deps, auth, id),
    invitationPreview: (token: string) => invitationPreview(deps, token),
    acceptInvitation: (token: string, body: AcceptInvitation) => acceptAdminInvitation(deps, token, body),
  };
}

/** What the console routes call: the use cases bound to their dependencies. */
export type AdminService = ReturnType<typeof createAdminService>;
