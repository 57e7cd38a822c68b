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

export * from './accounts';
export * from './administrators';
export * from './audit';
export * from './common';
export * from './dead-letters';
export * from './desk';
export * from './jobs';
export * from './messages';
export * from './two-factor';
export * from './vetting';
