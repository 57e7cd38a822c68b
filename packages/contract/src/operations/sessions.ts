import { z } from 'zod';
import {
  cookieSessionSchema,
  loginPayloadSchema,
  loginSchema,
  logoutSchema,
  refreshPayloadSchema,
  refreshSchema,
} from '../accounts';
import {
  adminSignInChallengeSchema,
  totpSetupRequestSchema,
  totpSetupSchema,
  totpVerifySchema,
} from '../admin';
import { REFRESH_SESSION_PATH } from '../offline-paths';
import { defineOperation } from '../operation';
import { USERS_SEGMENTS, type UsersSegment } from '../roles';

const tags = ['auth'] as const;

/** POST /v1/auth/{segment}/login: one operation per role's path segment. */
const signIn = <S extends UsersSegment>(segment: S) =>
  defineOperation({
    method: 'POST',
    path: `/v1/auth/${segment}/login` as `/v1/auth/${S}/login`,
    tags,
    summary: `Sign in as ${USERS_SEGMENTS[segment]}`,
    body: loginSchema,
    // An administrator's right password answers the two-factor challenge (adminSecondFactorOperations) instead.
    response: z.union([loginPayloadSchema, cookieSessionSchema, adminSignInChallengeSchema]),
  });

/** Sign-in and sessions (public but for logout-all: the refresh token, the session cookie or the password is the credential). */
export const sessionOperations = {
  signIn: {
    graduates: signIn('graduates'),
    staff: signIn('staff'),
    institutions: signIn('institutions'),
    employers: signIn('employers'),
    mentors: signIn('mentors'),
    admins: signIn('admins'),
  },
  refresh: defineOperation({
    method: 'POST',
    path: REFRESH_SESSION_PATH,
    tags,
    summary:
      'Trade a refresh token (body, or the session cookie with the X-Session: cookie header) for a new access ' +
      'token and a new refresh token',
    body: refreshSchema,
    response: z.union([refreshPayloadSchema, cookieSessionSchema]),
  }),
  logout: defineOperation({
    method: 'POST',
    path: '/v1/auth/logout',
    tags,
    summary: 'Revoke a refresh token (body, or the session cookie with the X-Session: cookie header)',
    body: logoutSchema,
    response: z.null(),
  }),
  logoutEverywhere: defineOperation({
    method: 'POST',
    path: '/v1/auth/logout-all',
    tags,
    summary: 'Sign out everywhere: every refresh token and access token of the account stops working now',
    response: z.null(),
  }),
};

/** An administrator's second factor (public: the challenge's totp_token is the credential). */
export const adminSecondFactorOperations = {
  setUp: defineOperation({
    method: 'POST',
    path: '/v1/auth/admin/totp/setup',
    tags,
    summary:
      "An administrator's first sign-in: a TOTP secret, its otpauth URI and QR code, and 10 recovery codes (shown once)",
    body: totpSetupRequestSchema,
    response: totpSetupSchema,
  }),
  verify: defineOperation({
    method: 'POST',
    path: '/v1/auth/admin/totp',
    tags,
    summary:
      "An administrator's second step: a 6-digit TOTP code (once each) or a recovery code; answers the session",
    body: totpVerifySchema,
    response: z.union([loginPayloadSchema, cookieSessionSchema]),
  }),
};
