import { z } from 'zod';
import { idSchema } from './api';
import {
  EMPLOYER_CATEGORIES,
  EMPLOYER_OWNERSHIP,
  GENDERS,
  GRADE_LEVELS,
  INDUSTRY_TYPES,
  INSTITUTION_OWNERSHIP,
  INSTITUTION_TYPES,
  MENTOR_TYPES,
  MODES_OF_APPOINTMENT,
  O_LEVEL_SITTINGS,
  O_LEVEL_TYPES,
  QUALIFICATIONS,
  SIZE_BANDS,
  STAFF_CATEGORIES,
  TYPES_OF_APPOINTMENT,
} from './enums';
import { countryField, enumField, organisationNameField, personNameField, requiredText } from './fields';
import {
  addressField,
  countField,
  dateOfBirthField,
  ninField,
  pastDateField,
  phoneField,
  skillsField,
  websiteField,
  yearField,
} from './profile-fields';

/** `{id}` of /v1/{users}/{id}: the caller's role-profile id or account id (both name the caller). */
export const profileParamsSchema = z.object({ id: idSchema });

/** The profile feature's sentences for checks that span fields and need the stored profile too. */
export const PROFILE_MESSAGES = {
  stateNotNigerian: 'state must be a Nigerian state from the list',
  lgaNotInState: (state: string) => `lga must be a local government area of ${state}`,
  unknownInstitution: 'institution_id must be an institution from the list',
} as const;

/*
 * PATCH /v1/{users}/{id} bodies (spec 000 §7, spec 001 §7). Every field is optional so that each wizard step and
 * settings tab sends only what it changed; unknown fields and out-of-range values are refused.
 */
const account = { phone: phoneField, address: addressField };
const person = {
  ...account,
  name: personNameField,
  gender: enumField('gender', GENDERS),
  date_of_birth: dateOfBirthField,
  nationality: countryField('nationality'),
  state: requiredText('state'),
  lga: requiredText('lga'),
  nin: ninField,
  highest_academic_qualification: enumField('highest_academic_qualification', QUALIFICATIONS),
};

export const oLevelInputSchema = z.strictObject({
  certification_type: enumField('certification_type', O_LEVEL_TYPES),
  number_of_sittings: z
    .number({ error: 'number_of_sittings must be 1 to 4' })
    .int('number_of_sittings must be 1 to 4')
    .refine(
      (value) => (O_LEVEL_SITTINGS as readonly number[]).includes(value),
      'number_of_sittings must be 1 to 4',
    ),
});

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const NOTHING = 'Send at least one field to update';

export const updateGraduateSchema = z
  .strictObject({
    ...person,
    matric_number: requiredText('matric_number', 40),
    o_level_certifications: oLevelInputSchema,
    is_employed: z.boolean({ error: 'is_employed must be true or false' }),
    current_occupation: requiredText('current_occupation').nullable(),
    skills_acquired: skillsField,
  })
  .partial()
  .refine(atLeastOne, NOTHING);

export const updateStaffSchema = z
  .strictObject({
    ...person,
    institution_id: z.uuid({ error: PROFILE_MESSAGES.unknownInstitution }),
    staff_category: enumField('staff_category', STAFF_CATEGORIES),
    current_grade_level: z.enum(GRADE_LEVELS as [string, ...string[]], {
      error: 'current_grade_level must be GL-01 to GL-17',
    }),
    employer_category: enumField('employer_category', EMPLOYER_CATEGORIES),
    mode_of_appointment: enumField('mode_of_appointment', MODES_OF_APPOINTMENT),
    type_of_appointment: enumField('type_of_appointment', TYPES_OF_APPOINTMENT),
  })
  .partial()
  .refine(atLeastOne, NOTHING);

export const updateInstitutionSchema = z
  .strictObject({
    ...account,
    name: organisationNameField,
    institution_type: enumField('institution_type', INSTITUTION_TYPES),
    ownership_type: enumField('ownership_type', INSTITUTION_OWNERSHIP),
    year_of_establishment: yearField('year_of_establishment'),
    year_of_first_visit: yearField('year_of_first_visit'),
    area_of_specialization: requiredText('area_of_specialization'),
    total_number_of_students: countField('total_number_of_students'),
    number_of_graduates: countField('number_of_graduates'),
    number_of_staff: z.strictObject({
      academic: countField('number_of_staff.academic', 1_000_000),
      non_academic: countField('number_of_staff.non_academic', 1_000_000),
    }),
    number_of_accredited_courses: countField('number_of_accredited_courses', 10_000),
    principal_administrator: z.strictObject({
      name: personNameField,
      heighest_academic_qualifications: enumField('heighest_academic_qualifications', QUALIFICATIONS),
      grade_level: requiredText('grade_level', 40),
    }),
    name_of_owner: requiredText('name_of_owner'),
    website_url: websiteField,
  })
  .partial()
  .refine(atLeastOne, NOTHING);

export const updateEmployerSchema = z
  .strictObject({
    ...account,
    name: organisationNameField,
    industry_type: enumField('industry_type', INDUSTRY_TYPES),
    website_url: websiteField,
    organization_size: enumField('organization_size', SIZE_BANDS),
    ownership_type: enumField('ownership_type', EMPLOYER_OWNERSHIP),
    name_of_principal_official: personNameField,
    date_of_establishment: pastDateField('date_of_establishment'),
    number_of_branches: countField('number_of_branches', 100_000).min(
      1,
      'number_of_branches must be at least 1',
    ),
    accepts_corp_members: z.boolean({ error: 'accepts_corp_members must be true or false' }).nullable(),
  })
  .partial()
  .refine(atLeastOne, NOTHING);

export const updateMentorSchema = z
  .strictObject({
    ...account,
    name: personNameField,
    mentor_type: enumField('mentor_type', MENTOR_TYPES),
    area_of_specialization: requiredText('area_of_specialization'),
    industry_type: enumField('industry_type', INDUSTRY_TYPES),
  })
  .partial()
  .refine(atLeastOne, NOTHING);

export const UPDATE_SCHEMAS = {
  graduates: updateGraduateSchema,
  staff: updateStaffSchema,
  institutions: updateInstitutionSchema,
  employers: updateEmployerSchema,
  mentors: updateMentorSchema,
} as const;
export type UpdateGraduate = z.infer<typeof updateGraduateSchema>;
export type UpdateStaff = z.infer<typeof updateStaffSchema>;
export type UpdateInstitution = z.infer<typeof updateInstitutionSchema>;
export type UpdateEmployer = z.infer<typeof updateEmployerSchema>;
export type UpdateMentor = z.infer<typeof updateMentorSchema>;
