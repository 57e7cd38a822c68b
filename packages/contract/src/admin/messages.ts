/* Every sentence the console and two-factor sign-in answer or mail. */

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
