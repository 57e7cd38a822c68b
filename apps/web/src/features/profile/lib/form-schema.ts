import {
  checkNigerianOrigin,
  countField,
  countryField,
  dateOfBirthField,
  EMPLOYER_CATEGORIES,
  EMPLOYER_OWNERSHIP,
  enumField,
  GENDERS,
  GRADE_LEVELS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPES,
  MODES_OF_APPOINTMENT,
  NIGERIA,
  NIGERIAN_STATES,
  ninField,
  O_LEVEL_TYPES,
  organisationNameField,
  pastDateField,
  personNameField,
  phoneField,
  QUALIFICATIONS,
  requiredText,
  SIZE_BANDS,
  STAFF_CATEGORIES,
  skillsField,
  TYPES_OF_APPOINTMENT,
  websiteField,
  yearField,
} from '@tvet/contract';
import { z } from '@/lib/zod';
import type { EditableRole } from './changes';
import { blankMessage } from './field-labels';
import { EMPTY_VALUES, type FormField, type ProfileFormValues, splitSkills } from './form-values';

type Rule = z.ZodType<unknown, unknown>;
const YES_NO = ['yes', 'no'] as const;
const SITTINGS = ['1', '2', '3', '4'] as const;
const number = (rule: z.ZodType<unknown, number>, field: string) =>
  z.coerce.number({ error: `${field} must be a number` }).pipe(rule);

/** The contract's rule for each field once it is filled in (the server applies the same ones). */
function ruleOf(field: FormField, role: EditableRole): Rule {
  const organisation = role === 'institution' || role === 'employer';
  switch (field) {
    case 'name':
      return organisation ? organisationNameField : personNameField;
    case 'gender':
      return enumField('gender', GENDERS);
    case 'date_of_birth':
      return dateOfBirthField;
    case 'nationality':
      return countryField('nationality');
    case 'address_country':
      return countryField('country');
    case 'phone':
      return phoneField;
    case 'nin':
      return ninField;
    case 'highest_academic_qualification':
    case 'principal_qualification':
      return enumField(field, QUALIFICATIONS);
    case 'matric_number':
      return requiredText('matric_number', 40);
    case 'o_level_type':
      return enumField('certification_type', O_LEVEL_TYPES);
    case 'o_level_sittings':
      return z.enum(SITTINGS, { error: 'number_of_sittings must be 1 to 4' });
    case 'is_employed':
    case 'accepts_corp_members':
      return z.enum(YES_NO, { error: 'Choose yes or no' });
    case 'skills':
      return z.string().transform(splitSkills).pipe(skillsField);
    case 'institution_id':
      return z.uuid({ error: 'Choose an institution from the list' });
    case 'staff_category':
      return enumField(field, STAFF_CATEGORIES);
    case 'current_grade_level':
    case 'principal_grade_level':
      return z.enum(GRADE_LEVELS as [string, ...string[]], { error: 'grade level must be GL-01 to GL-17' });
    case 'employer_category':
      return enumField(field, EMPLOYER_CATEGORIES);
    case 'mode_of_appointment':
      return enumField(field, MODES_OF_APPOINTMENT);
    case 'type_of_appointment':
      return enumField(field, TYPES_OF_APPOINTMENT);
    case 'institution_type':
      return enumField(field, INSTITUTION_TYPES);
    case 'ownership_type':
      return role === 'institution'
        ? enumField(field, INSTITUTION_OWNERSHIP)
        : enumField(field, EMPLOYER_OWNERSHIP);
    case 'year_of_establishment':
    case 'year_of_first_visit':
      return number(yearField(field), field);
    case 'total_number_of_students':
    case 'number_of_graduates':
    case 'number_of_accredited_courses':
      return number(countField(field), field);
    case 'staff_academic':
    case 'staff_non_academic':
      return number(countField(field, 1_000_000), field);
    case 'number_of_branches':
      return number(countField(field, 100_000).min(1, 'number_of_branches must be at least 1'), field);
    case 'principal_name':
    case 'name_of_principal_official':
      return personNameField;
    case 'website':
      return websiteField;
    case 'industry_type':
      return enumField(field, INDUSTRY_TYPES);
    case 'organization_size':
      return enumField(field, SIZE_BANDS);
    case 'date_of_establishment':
      return pastDateField(field);
    default:
      return requiredText(field);
  }
}

/** A blank field gets a plain request to fill it; a filled one is judged by the contract's rule. */
const filled = (field: FormField, role: EditableRole, rule: Rule) =>
  // Every rule reads the input's text (the numeric ones coerce it), so a string always fits.
  z
    .string()
    .trim()
    .min(1, blankMessage(field, role))
    .pipe(rule as z.ZodType<unknown, string>);

/** Optional: blank passes, anything typed must pass the rule. */
const optional = (rule: Rule) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = rule.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
    });

/**
 * The form schema for `fields`: every one required unless listed in `optional`, with the rules that tie fields
 * together (Nigerian state and LGA, an occupation only when employed, the residence state for Nigeria).
 */
export function formSchema(
  role: EditableRole,
  fields: readonly FormField[],
  optionalFields: readonly FormField[] = [],
) {
  const shape: Partial<Record<FormField, z.ZodType>> = {};
  for (const field of fields) {
    const conditional = field === 'current_occupation';
    shape[field] =
      optionalFields.includes(field) || conditional
        ? optional(ruleOf(field, role))
        : filled(field, role, ruleOf(field, role));
  }
  return z.object(shape).superRefine((raw, ctx) => {
    const values = { ...EMPTY_VALUES, ...(raw as Partial<ProfileFormValues>) };
    const has = (field: FormField) => fields.includes(field);
    if (has('current_occupation') && values.is_employed === 'yes' && !values.current_occupation.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_occupation'],
        message: blankMessage('current_occupation', role),
      });
    }
    if (has('nationality') && has('state') && has('lga') && values.state && values.lga) {
      checkNigerianOrigin(values, ctx);
    }
    if (
      has('address_state') &&
      values.address_country === NIGERIA &&
      values.address_state &&
      !(NIGERIAN_STATES as readonly string[]).includes(values.address_state)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['address_state'],
        message: 'Choose a Nigerian state from the list',
      });
    }
  });
}
