/* The console's routes (under /api). */

export const ADMIN_ROUTES = {
  // two-factor sign-in (public: the totp_token is the credential)
  /** POST TotpSetupRequest: TotpSetup. */
  totpSetup: '/v1/auth/admin/totp/setup',
  /** POST TotpVerify: the session (as login). */
  totp: '/v1/auth/admin/totp',
} as const;
