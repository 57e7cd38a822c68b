import { z } from 'zod';
import { idSchema, pageQuerySchema } from './api';
import { TICKET_STATUSES } from './enums';
import { emailField, enumField, newPasswordField, personNameField, usernameField } from './fields';
import { fileSchema } from './profiles';
import { USER_TYPES } from './roles';

/*
 * The administrators' console (issue 13; the spec leaves the admin's screens to us): the support desk (tickets.ts
 * holds the tickets themselves), accounts, institution verification, employer vetting, job moderation, the
 * programme accreditation queue, administrators and their invitations, two-factor sign-in (TOTP) and the
 * read-only audit log.
 *
 * Wire rules:
 * - Every /v1/admin/... route is for administrators only: any other role gets 403; signed out, 401.
 * - Every change an administrator makes is written to the audit log (who, what, which record, when), in the same
 *   transaction as the change. The log has no update or delete route.
 * - A reason, where one is asked for (rejecting an institution or an employer, suspending a job), is required:
 *   blank is refused (400 naming `reason`) and nothing changes. Rejection reasons are e-mailed to the account.
 * - Nothing the console answers carries a password hash, a token, a TOTP secret or a recovery code, except the
 *   set-up answer of one's own TOTP, once.
 *
 * Two-factor sign-in of administrators (TOTP, RFC 6238: SHA-1, 6 digits, 30 s):
 * 1. POST /v1/auth/admins/login {email, password}: for an administrator a right password answers
 *    AdminSignInChallenge (status ok, ADMIN_MESSAGES.totpRequired or totpSetupRequired), never a session.
 *    `totp_token` is good for TOTP_CHALLENGE_TTL_SECONDS and only for the steps below.
 * 2. First sign-in (`setup_required: true`): POST /v1/auth/admin/totp/setup {totp_token} answers TotpSetup: the
 *    secret (base32), the otpauth:// URI, a QR code of it as a PNG data URL and 10 recovery codes, shown once.
 *    Asking again before the set-up is confirmed replaces them.
 * 3. POST /v1/auth/admin/totp {totp_token, code} (or {totp_token, recovery_code}) answers the session, exactly as
 *    login does for other roles (LoginPayload, or the cookie session with the X-Session: cookie header). The first
 *    right code confirms the set-up. A code is accepted once: the same code again (or an older one) is refused
 *    (ADMIN_MESSAGES.totpReused). A recovery code works once. Wrong codes are counted per administrator: 5 free,
 *    then each makes the next try wait longer (429 with Retry-After).
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits and enumerations

export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const REASON_MAX = 1000;
export const ADMIN_SEARCH_MAX = 100;

export const ACCOUNT_STATES = ['active', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
/** Institutions: waiting for review, verified (is_verified: true, the badge) or rejected with a reason. */
export const INSTITUTION_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type InstitutionVerificationStatus = (typeof INSTITUTION_VERIFICATION_STATUSES)[number];
/** Employers: vetted by their CAC document. Jobs of an employer not `approved` read 'Unverified employer'. */
export const EMPLOYER_VETTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EmployerVettingStatus = (typeof EMPLOYER_VETTING_STATUSES)[number];
/** A graduate's report of a suspicious job: open until an administrator suspends the job or dismisses it. */
export const JOB_REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type JobReportStatus = (typeof JOB_REPORT_STATUSES)[number];
/** Support desk filter on assignment. */
export const TICKET_ASSIGNMENT_FILTERS = ['any', 'unassigned', 'mine', 'others'] as const;
export const LIST_ORDERS = ['oldest', 'newest'] as const;

/** Every action the audit log records: `<record type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'account.deactivate',
  'account.reactivate',
  'account.resend_verification',
  'institution.verify',
  'institution.reject',
  'employer.approve',
  'employer.reject',
  'job.suspend',
  'job.unsuspend',
  'job_report.dismiss',
  'programme.approve',
  'programme.deny',
  'programme.status',
  'ticket.assign',
  'ticket.reply',
  'ticket.close',
  'ticket.reopen',
  'admin.invite',
  'admin.invitation_revoke',
  'admin.remove',
  'admin.totp_enable',
  'admin.totp_reset',
  'admin.recovery_code_used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'account',
  'institution',
  'employer',
  'job',
  'job_report',
  'programme',
  'ticket',
  'invitation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** TOTP parameters (RFC 6238 defaults every authenticator app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'TVET Graduate Tracer';
export const TOTP_RECOVERY_CODE_COUNT = 10;
/** How long the password step's `totp_token` is good for. */
export const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Invitations to set a password (administrators; mentors later) expire after this. */
export const INVITATION_TTL_HOURS = 72;

/** Shown on a job in every feed when its employer is not vetted yet. */
export const UNVERIFIED_EMPLOYER_LABEL = 'Unverified employer';
/** Shown beside a verified institution's name. */
export const VERIFIED_INSTITUTION_LABEL = 'Verified';

// ---------------------------------------------------------------------------------------------------------------
// Sentences

export const ADMIN_MESSAGES = {
  loaded: 'Loaded',
  // accounts
  accountsLoaded: 'Accounts loaded',
  accountLoaded: 'Account loaded',
  accountNotFound: 'No account with this id.',
  accountDeactivated: 'Account deactivated. Its sessions have ended and it cannot sign in.',
  accountReactivated: 'Account reactivated. It can sign in again.',
  alreadyDeactivated: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  cannotDeactivateSelf: 'You cannot deactivate your own account. Ask another administrator.',
  verificationResent: 'Verification code sent to the account’s e-mail address.',
  alreadyVerified: 'This account’s e-mail address is already verified.',
  // institutions
  institutionsLoaded: 'Institutions loaded',
  institutionNotFound: 'No institution with this id.',
  institutionVerified: 'Institution verified',
  institutionRejected: 'Institution rejected. The reason was sent to the institution.',
  institutionAlreadyVerified: 'This institution is already verified.',
  institutionRejectedMailSubject: 'Your institution could not be verified',
  institutionRejectedMail: (name: string, reason: string) =>
    `We could not verify ${name} on the TVET graduate tracer. Reason: ${reason}\n\nUpdate your institution's information in Settings and contact support from the Tickets page when it is ready for another review.`,
  institutionVerifiedMailSubject: 'Your institution is verified',
  institutionVerifiedMail: (name: string) =>
    `${name} is now verified on the TVET graduate tracer: the verified badge shows beside its name.`,
  // employers
  employersLoaded: 'Employers loaded',
  employerNotFound: 'No employer with this id.',
  employerApproved: 'Employer approved',
  employerRejected: 'Employer rejected. The reason was sent to the employer.',
  employerAlreadyApproved: 'This employer is already approved.',
  employerRejectedMailSubject: 'Your company could not be vetted',
  employerRejectedMail: (name: string, reason: string) =>
    `We could not vet ${name} on the TVET graduate tracer from its CAC document. Reason: ${reason}\n\nUpload a clear CAC document in Settings; your job posts show 'Unverified employer' until then.`,
  employerApprovedMailSubject: 'Your company is vetted',
  employerApprovedMail: (name: string) =>
    `${name} is now vetted on the TVET graduate tracer: your job posts no longer show 'Unverified employer'.`,
  // jobs
  jobsLoaded: 'Jobs loaded',
  jobNotFound: 'No job with this id.',
  jobSuspended: 'Job suspended. Graduates no longer see it and its applicants were told.',
  jobUnsuspended: 'Job restored. Graduates can see it again.',
  jobAlreadySuspended: 'This job is already suspended.',
  jobNotSuspended: 'This job is not suspended.',
  jobSuspendedMailSubject: (title: string) => `A job you applied for was suspended: ${title}`,
  jobSuspendedMail: (title: string, company: string) =>
    `The job "${title}" at ${company} that you applied for was suspended by the platform's administrators while they review it. Do not send money or personal documents to anyone about this job.`,
  jobReported: 'Thank you. The administrators will review this job.',
  jobAlreadyReported: 'You have already reported this job.',
  reportsLoaded: 'Reports loaded',
  reportNotFound: 'No report with this id.',
  reportDismissed: 'Report dismissed',
  reportNotOpen: 'This report was already handled.',
  // programmes (decisions go through PATCH /v1/programmes/{id}: PROGRAMME_MESSAGES)
  // administrators
  adminsLoaded: 'Administrators loaded',
  invitationsLoaded: 'Invitations loaded',
  invited: (email: string) => `Invitation sent to ${email}`,
  invitationNotFound: 'No invitation with this id.',
  invitationRevoked: 'Invitation revoked',
  invitationInvalid:
    'This invitation link has expired or was already used. Ask an administrator for a new one.',
  invitationLoaded: 'Invitation loaded',
  invitationAccepted: 'Your account is ready. Sign in with your e-mail address and new password.',
  invitationPending: 'An invitation to this e-mail address is already waiting. Revoke it to send a new one.',
  emailTaken: 'An account with this e-mail address already exists.',
  usernameTaken: 'This username is taken. Choose another one.',
  invitationMailSubject: 'You are invited to administer the TVET graduate tracer',
  invitationMail: (inviter: string, link: string, hours: number) =>
    `${inviter} invited you to be an administrator of the TVET graduate tracer.\n\nOpen this link to choose your username and password (it works once, for ${hours} hours):\n${link}\n\nAt your first sign-in you will set up two-factor sign-in with an authenticator app.`,
  adminRemoved: 'Administrator removed. The account is deactivated and its sessions have ended.',
  twoFactorReset: 'Two-factor sign-in reset. It will be set up again at the next sign-in.',
  adminNotFound: 'No administrator with this id.',
  lastAdmin: 'You cannot remove the last administrator. Invite another administrator first.',
  // two-factor sign-in
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpSetupRequired:
    'Set up two-factor sign-in: scan the QR code with an authenticator app, keep your recovery codes, then enter the 6-digit code.',
  totpSetup: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
  totpAlreadySetUp: 'Two-factor sign-in is already set up for this account.',
  totpWrong:
    'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  totpReused: 'This code was already used. Wait for the next code in your authenticator app.',
  totpTokenInvalid: 'Your sign-in has expired. Sign in again with your e-mail and password.',
  totpCodeOrRecovery: 'Send either code or recovery_code.',
  recoveryCodeUsed: (left: number) =>
    `Signed in with a recovery code. ${left} recovery code${left === 1 ? '' : 's'} left.`,
  // audit
  auditLoaded: 'Audit log loaded',
  reasonRequired: 'reason is required',
  dateRange: 'from must be before to',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

const searchField = z
  .string()
  .trim()
  .max(ADMIN_SEARCH_MAX, `search must be at most ${ADMIN_SEARCH_MAX} characters`);
const booleanQuery = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .transform((value) => value === 'true');

/** A reason typed by an administrator: required, non-blank. */
export const reasonField = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`);
export const reasonSchema = z.strictObject({ reason: reasonField });
export type ReasonRequest = z.infer<typeof reasonSchema>;
/** An optional note (deactivation): kept in the audit log. */
export const optionalReasonSchema = z.strictObject({
  reason: z.string().trim().max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`).optional(),
});

export const adminIdParamsSchema = z.object({ id: idSchema });
export const adminJobParamsSchema = z.object({ jobId: idSchema });

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** GET /v1/admin/accounts: q matches name, e-mail or username (contains, any case). */
export const adminAccountListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  q: searchField.optional(),
  role: enumField('role', USER_TYPES).optional(),
  state: enumField('state', ACCOUNT_STATES).optional(),
  verified: booleanQuery('verified').optional(),
});
export type AdminAccountListQuery = z.input<typeof adminAccountListQuerySchema>;

export const adminAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  phone: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The role profile's id (graduate, institution…); null if it has none. */
  profile_id: z.string().nullable(),
  /** Institutions only. */
  verification_status: z.enum(INSTITUTION_VERIFICATION_STATUSES).optional(),
  /** Employers only. */
  vetting_status: z.enum(EMPLOYER_VETTING_STATUSES).optional(),
  /** Administrators only: whether two-factor sign-in is set up. */
  two_factor_enabled: z.boolean().optional(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Institutions

/** GET /v1/admin/institutions?status=pending is the waiting queue, oldest first. */
export const adminInstitutionListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', INSTITUTION_VERIFICATION_STATUSES).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});

const reviewedAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  is_active: z.boolean(),
});

export const adminInstitutionSchema = z.object({
  _id: z.string(),
  user_id: reviewedAccountSchema,
  institution_type: z.string().nullable(),
  ownership_type: z.string().nullable(),
  year_of_establishment: z.number().nullable(),
  name_of_owner: z.string().nullable(),
  website_url: z.string().nullable(),
  mailbox: z.string().nullable(),
  /** Onboarding finished (name_of_owner set, spec 001 §4). */
  profile_complete: z.boolean(),
  is_verified: z.boolean(),
  verification_status: z.enum(INSTITUTION_VERIFICATION_STATUSES),
  /** The rejection reason, while rejected. */
  verification_reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Employers

/** GET /v1/admin/employers?status=pending is the vetting queue, oldest first. */
export const adminEmployerListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', EMPLOYER_VETTING_STATUSES).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});

export const adminEmployerSchema = z.object({
  _id: z.string(),
  user_id: reviewedAccountSchema,
  industry_type: z.string().nullable(),
  ownership_type: z.string().nullable(),
  organization_size: z.string().nullable(),
  website_url: z.string().nullable(),
  name_of_principal_official: z.string().nullable(),
  date_of_establishment: z.string().nullable(),
  /** The CAC document: `url` opens it (administrators may read every employer's CAC file). */
  cac_document: fileSchema.nullable(),
  vetting_status: z.enum(EMPLOYER_VETTING_STATUSES),
  vetting_reason: z.string().nullable(),
  vettedAt: z.string().nullable(),
  job_count: z.number().int(),
  createdAt: z.string(),
});
export type AdminEmployer = z.infer<typeof adminEmployerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Jobs and reports

/** POST /v1/jobs/{jobId}/report (graduates): what looks wrong. */
export const jobReportSchema = z.strictObject({ reason: reasonField });

/** GET /v1/admin/jobs: every job, newest first; filters combine. */
export const adminJobListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  q: searchField.optional(),
  suspended: booleanQuery('suspended').optional(),
  /** Only jobs with open reports. */
  reported: booleanQuery('reported').optional(),
  /** Only jobs of employers not yet approved. */
  unverified: booleanQuery('unverified').optional(),
});

export const adminJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company_name: z.string(),
  created_by: z.string(),
  state: z.string(),
  status: z.string(),
  createdAt: z.string(),
  employer_vetting_status: z.enum(EMPLOYER_VETTING_STATUSES),
  suspended: z.boolean(),
  suspension_reason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  applicant_count: z.number().int(),
  open_report_count: z.number().int(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /v1/admin/job-reports?status=open is the queue, oldest first, each with its job. */
export const adminJobReportListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', JOB_REPORT_STATUSES).optional(),
  job_id: idSchema.optional(),
});

export const adminJobReportSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  status: z.enum(JOB_REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  reported_by: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  job: adminJobSchema,
});
export type AdminJobReport = z.infer<typeof adminJobReportSchema>;

/** What the graduate receives after reporting. */
export const jobReportResultSchema = z.object({ _id: z.string(), job_id: z.string(), createdAt: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Support desk (the tickets themselves: tickets.ts)

export const adminTicketListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', TICKET_STATUSES).optional(),
  assigned: enumField('assigned', TICKET_ASSIGNMENT_FILTERS).default('any'),
  /** The role of the ticket's creator. */
  role: enumField('role', USER_TYPES).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

/** First-response and resolution times on average, over every ticket that has one. */
export const ticketStatsSchema = z.object({
  ongoing: z.number().int(),
  unassigned: z.number().int(),
  closed: z.number().int(),
  responded: z.number().int(),
  average_first_response_seconds: z.number().nullable(),
  average_resolution_seconds: z.number().nullable(),
});
export type TicketStats = z.infer<typeof ticketStatsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Administrators and invitations

export const adminSchema = z.object({
  _id: z.string(),
  user_id: z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }),
  is_active: z.boolean(),
  two_factor_enabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminSchema>;

export const inviteAdminSchema = z.strictObject({ email: emailField, name: personNameField });
export type InviteAdmin = z.infer<typeof inviteAdminSchema>;

export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  invited_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  /** Pending: neither accepted, revoked nor expired. */
  pending: booleanQuery('pending').optional(),
});

/** The link's token (in the path of the public invitation routes). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().min(20, ADMIN_MESSAGES.invitationInvalid).max(200, ADMIN_MESSAGES.invitationInvalid),
});
/** GET /v1/invitations/{token}: what the set-password page shows. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
/** POST /v1/invitations/{token}: choose a username and a password; the account is created, e-mail verified. */
export const acceptInvitationSchema = z.strictObject({
  username: usernameField,
  password: newPasswordField('password'),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptedInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
});

// ---------------------------------------------------------------------------------------------------------------
// Two-factor sign-in

export const adminSignInChallengeSchema = z.object({
  totp_required: z.literal(true),
  /** True at the first sign-in: call the set-up step first. */
  setup_required: z.boolean(),
  totp_token: z.string(),
  expires_in: z.number().int(),
});
export type AdminSignInChallenge = z.infer<typeof adminSignInChallengeSchema>;

/** An administrator's login answers a challenge instead of a session: tell them apart. */
export function isAdminSignInChallenge(payload: unknown): payload is AdminSignInChallenge {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { totp_required?: unknown }).totp_required === true
  );
}

const totpTokenField = z
  .string({ error: ADMIN_MESSAGES.totpTokenInvalid })
  .min(1, ADMIN_MESSAGES.totpTokenInvalid)
  .max(2000);
export const totpSetupRequestSchema = z.strictObject({ totp_token: totpTokenField });

export const totpSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code: data:image/png;base64,... */
  qr_code: z.string(),
  /** 10 single-use codes, shown once: each signs in instead of a code. */
  recovery_codes: z.array(z.string()),
  digits: z.number().int(),
  period: z.number().int(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeField = z
  .string({ error: 'code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `code must be exactly ${TOTP_DIGITS} digits`);
export const recoveryCodeField = z
  .string({ error: 'recovery_code is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'recovery_code must look like abcde-12345');

export const totpVerifySchema = z
  .strictObject({
    totp_token: totpTokenField,
    code: totpCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recovery_code === undefined), {
    message: ADMIN_MESSAGES.totpCodeOrRecovery,
    path: ['code'],
  });
export type TotpVerify = z.infer<typeof totpVerifySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Audit log

/** GET /v1/admin/audit: newest first; filters combine. Dates are ISO (YYYY-MM-DD or a full timestamp). */
export const auditListQuerySchema = pageQuerySchema(AUDIT_PAGE_SIZE)
  .extend({
    actor: idSchema.optional(),
    action: enumField('action', AUDIT_ACTIONS).optional(),
    target_type: enumField('target_type', AUDIT_TARGET_TYPES).optional(),
    target_id: idSchema.optional(),
    from: z.coerce.date({ error: 'from must be a date like 2025-09-30' }).optional(),
    to: z.coerce.date({ error: 'to must be a date like 2025-09-30' }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: ADMIN_MESSAGES.dateRange,
    path: ['from'],
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The administrator who acted (name and e-mail as they were then). */
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string(),
  /** A readable name of the record (an account's e-mail, a job's title…) as it was then. */
  target_label: z.string().nullable(),
  /** What changed: a reason, the new status… */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes (under /api)

export const ADMIN_ROUTES = {
  // support desk (read and reply through TICKET_ROUTES)
  /** GET ?status&assigned&role&q&order&page&limit: Paged<Ticket>; assigned=unassigned&status=ongoing is the queue. */
  tickets: '/v1/admin/tickets',
  /** GET: TicketStats. */
  ticketStats: '/v1/admin/tickets/stats',
  /** POST: Ticket (assigned to the caller). */
  assignTicket: (id: string) => `/v1/admin/tickets/${id}/assign`,
  /** POST: Ticket. */
  closeTicket: (id: string) => `/v1/admin/tickets/${id}/close`,
  /** POST: Ticket. */
  reopenTicket: (id: string) => `/v1/admin/tickets/${id}/reopen`,
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
  // two-factor sign-in (public: the totp_token is the credential)
  /** POST TotpSetupRequest: TotpSetup. */
  totpSetup: '/v1/auth/admin/totp/setup',
  /** POST TotpVerify: the session (as login). */
  totp: '/v1/auth/admin/totp',
} as const;

/** The web page an invitation link opens: /invitation/{token}. */
export const INVITATION_PAGE = '/invitation';
