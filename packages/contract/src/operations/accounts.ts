import { z } from 'zod';
import {
  changePasswordSchema,
  codeLinkSchema,
  cookieSessionSchema,
  emailParamSchema,
  languageSchema,
  otpRequestSchema,
  otpVerifySchema,
  REGISTRATION_SCHEMAS,
  recoveryLinkPayloadSchema,
  recoveryVerifyPayloadSchema,
  recoveryVerifyQuerySchema,
  resetPasswordSchema,
  sessionTokensSchema,
  sessionUserSchema,
  setLanguageSchema,
  verifyEmailPayloadSchema,
  verifyLinkPayloadSchema,
} from '../accounts';
import { idSchema } from '../api';
import { defineOperation } from '../operation';
import { USERS_SEGMENTS } from '../roles';

const tags = ['accounts'] as const;

/** POST /v1/{verification|recovery}/otp: one operation per purpose. */
const sendCode = <P extends 'verification' | 'recovery'>(purpose: P) =>
  defineOperation({
    method: 'POST',
    path: `/v1/${purpose}/otp` as `/v1/${P}/otp`,
    tags,
    summary: `E-mail the ${purpose} code and link (the live one again, else a fresh one; a code sent by the client is ignored)`,
    body: otpRequestSchema,
    response: z.null(),
  });

/** E-mail verification and password recovery (public): asking for a code, checking it, using the mailed link. */
export const accountCodeOperations = {
  sendVerificationCode: sendCode('verification'),
  sendRecoveryCode: sendCode('recovery'),
  verifyEmail: defineOperation({
    method: 'POST',
    path: '/v1/verification/verify/:email',
    tags,
    summary: 'Check the e-mailed code and mark the address verified',
    params: emailParamSchema,
    body: otpVerifySchema,
    response: verifyEmailPayloadSchema,
  }),
  verifyEmailByLink: defineOperation({
    method: 'POST',
    path: '/v1/verification/link',
    tags,
    summary: "Mark the address verified with the verification mail's single-use link token",
    body: codeLinkSchema,
    response: verifyLinkPayloadSchema,
  }),
  verifyRecovery: defineOperation({
    method: 'GET',
    path: '/v1/recovery/verification/:email',
    tags,
    summary: 'Check the recovery code; answers a single-use reset token',
    params: emailParamSchema,
    query: recoveryVerifyQuerySchema,
    response: recoveryVerifyPayloadSchema,
  }),
  recoveryByLink: defineOperation({
    method: 'POST',
    path: '/v1/recovery/link',
    tags,
    summary: "Trade the recovery mail's single-use link token for a reset token (and the address)",
    body: codeLinkSchema,
    response: recoveryLinkPayloadSchema,
  }),
  resetPassword: defineOperation({
    method: 'PATCH',
    path: '/v1/recovery/password',
    tags,
    summary: 'Set a new password with the reset token',
    body: resetPasswordSchema,
    response: z.null(),
  }),
};

/** The signed-in account's own settings: its password and its interface language. */
export const accountOperations = {
  changePassword: defineOperation({
    method: 'PATCH',
    path: '/v1/users/:id/password',
    tags,
    summary: 'Change your own password (the current one is checked); answers a fresh session',
    params: z.object({ id: idSchema }),
    body: changePasswordSchema,
    response: z.union([sessionTokensSchema, cookieSessionSchema]),
  }),
  setLanguage: defineOperation({
    method: 'PATCH',
    path: '/v1/users/:id/language',
    tags,
    summary: "Set your own account's interface language (en, ha, yo, ig or pcm)",
    params: z.object({ id: idSchema }),
    body: setLanguageSchema,
    response: z.object({ language: languageSchema }),
  }),
};

type Registering = keyof typeof REGISTRATION_SCHEMAS;

/** POST /v1/{segment}: sign-up, one operation per self-registering role's path segment. */
const register = <S extends Registering>(segment: S) =>
  defineOperation({
    method: 'POST',
    path: `/v1/${segment}` as `/v1/${S}`,
    tags,
    summary: `Sign up as ${USERS_SEGMENTS[segment]}; a verification code is e-mailed`,
    body: REGISTRATION_SCHEMAS[segment] as (typeof REGISTRATION_SCHEMAS)[S],
    response: sessionUserSchema.pick({ _id: true, user_id: true }),
    status: 201,
  });

/** Mentors and admins exist, but only an administrator or the configuration creates them: always 403. */
const closed = <S extends 'mentors' | 'admins'>(segment: S) =>
  defineOperation({
    method: 'POST',
    path: `/v1/${segment}` as `/v1/${S}`,
    tags,
    summary: 'Not open for sign-up',
    hide: true,
  });

/** Registration (public): the four roles that sign up themselves, and the two that cannot. */
export const registrationOperations = {
  open: {
    graduates: register('graduates'),
    staff: register('staff'),
    institutions: register('institutions'),
    employers: register('employers'),
  },
  closed: { mentors: closed('mentors'), admins: closed('admins') },
};
