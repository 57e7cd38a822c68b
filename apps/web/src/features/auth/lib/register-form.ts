import {
  checkNigerianOrigin,
  countryField,
  EMPLOYER_OWNERSHIP,
  emailField,
  enumField,
  GENDERS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPES,
  joinName,
  MESSAGES,
  NIGERIA,
  newPasswordField,
  organisationNameField,
  personNameField,
  type RegisterRequest,
  requiredText,
  type SelfRegisteringType,
  usernameField,
} from '@tvet/contract';
import { z } from '@/lib/zod';

/** Every input of the registration form; which ones show depends on the account type. */
export interface RegisterFormValues {
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  username: string;
  nationality: string;
  gender: string;
  state: string;
  lga: string;
  institution_type: string;
  ownership_type: string;
  industry_type: string;
  password: string;
  confirm_password: string;
}

export type RegisterField = keyof RegisterFormValues;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  first_name: '',
  last_name: '',
  name: '',
  email: '',
  username: '',
  nationality: NIGERIA,
  gender: '',
  state: '',
  lga: '',
  institution_type: '',
  ownership_type: '',
  industry_type: '',
  password: '',
  confirm_password: '',
};

/** A blank field gets a plain request to fill it; a filled one is judged by the contract's own rule. */
const filled = <T extends z.ZodType<unknown, string>>(message: string, rule: T) =>
  z.string({ error: message }).trim().min(1, message).pipe(rule);

const account = {
  email: filled('Enter your e-mail address', emailField),
  username: filled('Choose a username', usernameField),
  password: filled('Create a password', newPasswordField('password')),
  confirm_password: z.string().min(1, 'Type your password again'),
};

function passwordsMatch(values: { password: string; confirm_password: string }, ctx: z.RefinementCtx) {
  if (values.confirm_password && values.password !== values.confirm_password) {
    ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsMustMatch });
  }
}

const person = z
  .object({
    first_name: filled('Enter your first name', personNameField),
    last_name: filled('Enter your last name', personNameField),
    ...account,
    nationality: filled('Choose your nationality', countryField('nationality')),
    gender: filled('Choose your gender', enumField('gender', GENDERS)),
    state: filled('Enter your state', requiredText('state')),
    lga: filled('Enter your local government area or district', requiredText('lga')),
  })
  .superRefine(checkNigerianOrigin)
  .superRefine(passwordsMatch);

const organisation = (label: string) => filled(`Enter the ${label} name`, organisationNameField);

/** The form's schema per account type, built from the contract's field rules (the server applies the same). */
export const REGISTER_FORM_SCHEMAS: Record<
  SelfRegisteringType,
  z.ZodType<unknown, Partial<RegisterFormValues>>
> = {
  graduate: person,
  staff: person,
  institution: z
    .object({
      name: organisation('institution'),
      ...account,
      institution_type: filled(
        'Choose the institution type',
        enumField('institution_type', INSTITUTION_TYPES),
      ),
      ownership_type: filled('Choose the ownership type', enumField('ownership_type', INSTITUTION_OWNERSHIP)),
    })
    .superRefine(passwordsMatch),
  employer: z
    .object({
      name: organisation('organisation'),
      ...account,
      industry_type: filled('Choose the industry', enumField('industry_type', INDUSTRY_TYPES)),
      ownership_type: filled('Choose the ownership type', enumField('ownership_type', EMPLOYER_OWNERSHIP)),
    })
    .superRefine(passwordsMatch),
};

/**
 * The registration payload of spec 000 §3 from form values the schema above has accepted (so the enum
 * fields hold allowed values, which the casts rely on).
 */
export function toRegisterRequest(type: SelfRegisteringType, v: RegisterFormValues): RegisterRequest {
  const credentials = { email: v.email, username: v.username, password: v.password };
  switch (type) {
    case 'graduate':
    case 'staff':
      return {
        user_type: type,
        name: joinName(v.first_name, v.last_name),
        ...credentials,
        nationality: v.nationality,
        gender: v.gender,
        state: v.state,
        lga: v.lga,
      } as RegisterRequest;
    case 'institution':
      return {
        user_type: type,
        name: v.name,
        ...credentials,
        institution_type: v.institution_type,
        ownership_type: v.ownership_type,
      } as RegisterRequest;
    case 'employer':
      return {
        user_type: type,
        name: v.name,
        ...credentials,
        industry_type: v.industry_type,
        ownership_type: v.ownership_type,
      } as RegisterRequest;
  }
}

/** Server field names that differ from the form's: a person's `name` is typed as first and last name. */
export function formFieldOf(type: SelfRegisteringType, serverField: string): RegisterField | null {
  if (serverField === 'name' && (type === 'graduate' || type === 'staff')) return 'first_name';
  return serverField in EMPTY_REGISTER_FORM ? (serverField as RegisterField) : null;
}
