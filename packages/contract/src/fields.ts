import { z } from 'zod';
import { isCountry } from './geo/countries';
import { isNigerianLga, NIGERIA, NIGERIAN_STATES } from './geo/nigeria';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits';
import { isStrongPassword } from './password';

/** Field schemas shared by request schemas and web forms. Each error names its field for a person. */
export const requiredText = (field: string, max = SHORT_TEXT_MAX_LENGTH) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const emailField = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .email({ error: 'email must be a valid e-mail address' });

/** People's names: letters (any script), spaces, apostrophes, hyphens and dots; never markup or SQL. */
export const personNameField = requiredText('name', NAME_MAX_LENGTH).regex(
  /^[\p{L}\p{M}][\p{L}\p{M}\s'.-]*$/u,
  'name may contain only letters, spaces, apostrophes, hyphens and dots',
);

/** Organisation names also allow digits and the punctuation registered names use. */
export const organisationNameField = requiredText('name', NAME_MAX_LENGTH).regex(
  /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\s'.,&()/-]*$/u,
  "name may contain only letters, digits, spaces and . , & ( ) / ' -",
);

export const usernameField = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN_LENGTH, `username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9_.]+$/, 'username may contain only letters, digits, dots and underscores');

/** A password being checked (sign-in, current password): any text up to the cap. */
export const passwordField = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being set: it must be strong by the spec's rule. */
export const newPasswordField = (field = 'password') =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine(
      isStrongPassword,
      `${field} is too weak: use at least 8 characters, an uppercase letter, and a number or symbol`,
    );

export const otpField = z
  .string({ error: 'otp is required' })
  .trim()
  .regex(/^\d{4}$/, 'otp must be exactly 4 digits');

export const countryField = (field = 'nationality') =>
  requiredText(field).refine(isCountry, `${field} must be a country from the list`);

/**
 * Nationality, state and LGA together (spec 000 §5): for Nigeria the state and LGA must come from the
 * built-in lists and belong together; for other nationalities they are free text.
 */
export const originFields = {
  nationality: countryField('nationality'),
  state: requiredText('state'),
  lga: requiredText('lga'),
};

export function checkNigerianOrigin(
  value: { nationality: string; state: string; lga: string },
  ctx: z.RefinementCtx,
): void {
  if (value.nationality !== NIGERIA) return;
  if (!(NIGERIAN_STATES as readonly string[]).includes(value.state)) {
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: 'state must be a Nigerian state from the list',
    });
    return;
  }
  if (!isNigerianLga(value.state, value.lga)) {
    ctx.addIssue({
      code: 'custom',
      path: ['lga'],
      message: `lga must be a local government area of ${value.state}`,
    });
  }
}

export const enumField = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });
