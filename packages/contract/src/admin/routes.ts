/* The console's routes (under /api). */

export const ADMIN_ROUTES = {
  // accounts
  /** GET ?q&role&state&verified&page&limit: Paged<AdminAccount>. */
  accounts: '/v1/admin/accounts',
  /** GET: AdminAccount. */
  account: (id: string) => `/v1/admin/accounts/${id}`,
  /** POST: null (a new verification code is e-mailed). */
  resendVerification: (id: string) => `/v1/admin/accounts/${id}/resend-verification`,
  /** POST {reason?}: AdminAccount. */
  deactivate: (id: string) => `/v1/admin/accounts/${id}/deactivate`,
  /** POST: AdminAccount. */
  reactivate: (id: string) => `/v1/admin/accounts/${id}/reactivate`,
  // institutions
  /** GET ?status&q&order&page&limit: Paged<AdminInstitution>. */
  institutions: '/v1/admin/institutions',
  /** POST: AdminInstitution. */
  verifyInstitution: (id: string) => `/v1/admin/institutions/${id}/verify`,
  /** POST {reason}: AdminInstitution. */
  rejectInstitution: (id: string) => `/v1/admin/institutions/${id}/reject`,
  // employers
  /** GET ?status&q&order&page&limit: Paged<AdminEmployer>. */
  employers: '/v1/admin/employers',
  /** POST: AdminEmployer. */
  approveEmployer: (id: string) => `/v1/admin/employers/${id}/approve`,
  /** POST {reason}: AdminEmployer. */
  rejectEmployer: (id: string) => `/v1/admin/employers/${id}/reject`,
  // jobs
  /** GET ?q&suspended&reported&unverified&page&limit: Paged<AdminJob>. */
  jobs: '/v1/admin/jobs',
  /** POST {reason}: AdminJob (applicants are e-mailed). */
  suspendJob: (jobId: string) => `/v1/admin/jobs/${jobId}/suspend`,
  /** POST: AdminJob. */
  unsuspendJob: (jobId: string) => `/v1/admin/jobs/${jobId}/unsuspend`,
  /** GET ?status&job_id&page&limit: Paged<AdminJobReport>. */
  jobReports: '/v1/admin/job-reports',
  /** POST: AdminJobReport. */
  dismissJobReport: (id: string) => `/v1/admin/job-reports/${id}/dismiss`,
  /** POST {reason} (graduates): JobReportResult (201). */
  reportJob: (jobId: string) => `/v1/jobs/${jobId}/report`,
  // programmes: the accreditation queue is GET /v1/programmes?status=pending (every institution's, for admins);
  // approve or deny with PATCH /v1/programmes/{id} {status: 'approved' | 'denied'}.
  programmeQueue: '/v1/programmes?status=pending',
  programme: (id: string) => `/v1/programmes/${id}`,
  // administrators
  /** GET: Paged<AdminUser>. */
  admins: '/v1/admin/admins',
  /** DELETE: null (never the last administrator: 409). */
  admin: (id: string) => `/v1/admin/admins/${id}`,
  /** POST: AdminUser (their next sign-in sets TOTP up again; their sessions end). */
  resetTwoFactor: (id: string) => `/v1/admin/admins/${id}/reset-two-factor`,
  /** GET ?pending&page&limit: Paged<Invitation>; POST InviteAdmin: Invitation (201). */
  invitations: '/v1/admin/invitations',
  /** DELETE: Invitation (revoked). */
  invitation: (id: string) => `/v1/admin/invitations/${id}`,
  /** Public. GET: InvitationPreview; POST AcceptInvitation: AcceptedInvitation (201). */
  acceptInvitation: (token: string) => `/v1/invitations/${token}`,
  // audit
  /** GET ?actor&action&target_type&target_id&from&to&page&limit: Paged<AuditEntry>. */
  audit: '/v1/admin/audit',
  // the job runner's dead letters (issue 21)
  /** GET ?page&limit: Paged<DeadLetterDoc>, newest first. */
  deadLetters: '/v1/admin/dead-letters',
  /** POST: null (queued again as a new job; off the list). */
  retryDeadLetter: (id: string) => `/v1/admin/dead-letters/${id}/retry`,
  // two-factor sign-in (public: the totp_token is the credential)
  /** POST TotpSetupRequest: TotpSetup. */
  totpSetup: '/v1/auth/admin/totp/setup',
  /** POST TotpVerify: the session (as login). */
  totp: '/v1/auth/admin/totp',
} as const;
