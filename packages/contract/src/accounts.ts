import { z } from 'zod';
import {
  EMPLOYER_OWNERSHIP,
  GENDERS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPES,
} from './enums';
import {
  checkNigerianOrigin,
  emailField,
  enumField,
  newPasswordField,
  organisationNameField,
  originFields,
  otpField,
  passwordField,
  personNameField,
  usernameField,
} from './fields';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages';
import { SERVER_MESSAGES } from './messages';
import { USER_TYPES } from './roles';

/* Registration (spec 000 §3 "Registration payloads"). Unknown fields are refused, never stored. */
const credentials = {
  email: emailField,
  username: usernameField,
  password: newPasswordField('password'),
  /** The privacy notice version the sign-up form showed (issue 25); the server records the current one without it. */
  notice_version: z
    .number({ error: 'notice_version must be a number' })
    .int('notice_version must be a whole number')
    .positive('notice_version must be 1 or more')
    .optional(),
};

export const registerGraduateSchema = z
  .strictObject({
    user_type: z.literal('graduate', { error: 'user_type must be graduate for this address' }),
    name: personNameField,
    ...credentials,
    gender: enumField('gender', GENDERS),
    ...originFields,
  })
  .superRefine(checkNigerianOrigin);

export const registerStaffSchema = z
  .strictObject({
    user_type: z.literal('staff', { error: 'user_type must be staff for this address' }),
    name: personNameField,
    ...credentials,
    gender: enumField('gender', GENDERS),
    ...originFields,
  })
  .superRefine(checkNigerianOrigin);

export const registerInstitutionSchema = z.strictObject({
  user_type: z.literal('institution', { error: 'user_type must be institution for this address' }),
  name: organisationNameField,
  ...credentials,
  institution_type: enumField('institution_type', INSTITUTION_TYPES),
  ownership_type: enumField('ownership_type', INSTITUTION_OWNERSHIP),
});

export const registerEmployerSchema = z.strictObject({
  user_type: z.literal('employer', { error: 'user_type must be employer for this address' }),
  name: organisationNameField,
  ...credentials,
  industry_type: enumField('industry_type', INDUSTRY_TYPES),
  ownership_type: enumField('ownership_type', EMPLOYER_OWNERSHIP),
});

export const REGISTRATION_SCHEMAS = {
  graduates: registerGraduateSchema,
  staff: registerStaffSchema,
  institutions: registerInstitutionSchema,
  employers: registerEmployerSchema,
} as const;
export type RegisterGraduate = z.infer<typeof registerGraduateSchema>;
export type RegisterStaff = z.infer<typeof registerStaffSchema>;
export type RegisterInstitution = z.infer<typeof registerInstitutionSchema>;
export type RegisterEmployer = z.infer<typeof registerEmployerSchema>;
export type RegisterRequest = RegisterGraduate | RegisterStaff | RegisterInstitution | RegisterEmployer;

/* Sign-in and tokens */
export const loginSchema = z.strictObject({ email: emailField, password: passwordField });
export type LoginRequest = z.infer<typeof loginSchema>;

/** One of the interface's five language codes (issue 29). */
export const languageSchema = z.enum(LANGUAGES, { error: () => LANGUAGE_MESSAGES.unknownLanguage });

/** PATCH /v1/users/:id/language */
export const setLanguageSchema = z.object({ language: languageSchema });
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  user_id: z.object({
    _id: z.string(),
    user_type: z.enum(USER_TYPES),
    email: z.string(),
    username: z.string(),
    name: z.string(),
    is_email_verified: z.boolean(),
  }),
  is_profile_complete: z.boolean(),
  /** The interface language the account chose (issue 29); null until it chooses one. */
  language: languageSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginPayloadSchema = z.object({
  key: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** What a cookie-session client receives from sign-in, refresh and password change: never the refresh token. */
export const cookieSessionSchema = z.object({ key: z.string(), user: sessionUserSchema });
export type CookieSession = z.infer<typeof cookieSessionSchema>;

export const REFRESH_TOKEN_REQUIRED = 'refreshToken is required';
const refreshTokenField = z
  .string({ error: REFRESH_TOKEN_REQUIRED })
  .min(1, REFRESH_TOKEN_REQUIRED)
  .max(200, 'refreshToken is not valid');
/** The token in the body (other clients), or absent when a cookie-session client's cookie carries it. */
export const refreshSchema = z.strictObject({ refreshToken: refreshTokenField.optional() });
export const logoutSchema = z.strictObject({ refreshToken: refreshTokenField.optional() });
export const refreshPayloadSchema = z.object({
  key: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
});
export type RefreshPayload = z.infer<typeof refreshPayloadSchema>;
/** A password change's fresh session for a body client. */
export const sessionTokensSchema = z.object({ key: z.string(), refresh_token: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/* One-time codes (architecture: "Security decisions"). A code sent by the client when asking is ignored. */
export const otpRequestSchema = z.strictObject({ email: emailField, otp: z.unknown().optional() });
export const otpVerifySchema = z.strictObject({ otp: otpField });
export const emailParamSchema = z.object({ email: emailField });
export const recoveryVerifyQuerySchema = z.object({ otp: otpField });
export const recoveryVerifyPayloadSchema = z.object({ reset_token: z.string() });
export type RecoveryVerifyPayload = z.infer<typeof recoveryVerifyPayloadSchema>;
/** The token of an e-mailed code link (/verify/{token}, /recover/{token}): it travels in the body, never a URL. */
export const codeLinkSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});
export type CodeLinkRequest = z.infer<typeof codeLinkSchema>;
/** What the recovery link buys: the reset token, and the address the page did not know. */
export const recoveryLinkPayloadSchema = z.object({ email: z.string(), reset_token: z.string() });
export type RecoveryLinkPayload = z.infer<typeof recoveryLinkPayloadSchema>;
export const resetPasswordSchema = z.strictObject({
  email: emailField,
  new_password: newPasswordField('new_password'),
  reset_token: z.string({ error: 'reset_token is required' }).min(1, 'reset_token is required').max(200),
});

export const changePasswordSchema = z
  .strictObject({
    password: passwordField,
    new_password: newPasswordField('new_password'),
    confirm_password: z
      .string({ error: 'confirm_password is required' })
      .min(1, 'confirm_password is required')
      .max(200),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'Both password must match!',
  });

export const verifyEmailPayloadSchema = z.object({ is_email_verified: z.boolean() });
/**
 * The verification link names the account it verified, so Sign in opens filled in even when the link is opened
 * in another browser than the one that registered (issue 22.16); only the mailbox's owner holds the link.
 */
export const verifyLinkPayloadSchema = verifyEmailPayloadSchema.extend({
  email: z.string(),
  user_type: z.string(),
});
export type VerifyLinkPayload = z.infer<typeof verifyLinkPayloadSchema>;

export { SERVER_MESSAGES };
