import { z } from 'zod';
import { ADMIN_MESSAGES } from './messages';

/* Administrators' two-factor sign-in (TOTP, RFC 6238): the challenge, the set-up and the code (see ../admin). */

/** TOTP parameters (RFC 6238 defaults every authenticator app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'TVET Graduate Tracer';
export const TOTP_RECOVERY_CODE_COUNT = 10;
/** How long the password step's `totp_token` is good for. */
export const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;

export const adminSignInChallengeSchema = z.object({
  totp_required: z.literal(true),
  /** True at the first sign-in: call the set-up step first. */
  setup_required: z.boolean(),
  totp_token: z.string(),
  expires_in: z.number().int(),
});
export type AdminSignInChallenge = z.infer<typeof adminSignInChallengeSchema>;

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
