import { z } from 'zod';
import {
  ACCREDITATION_TYPES,
  EMPLOYER_CATEGORIES,
  GENDERS,
  MENTOR_TYPES,
  MODES_OF_APPOINTMENT,
  O_LEVEL_TYPES,
  STAFF_CATEGORIES,
  TYPES_OF_APPOINTMENT,
} from './enums';
import { USER_TYPES } from './roles';

/** Stored files as the API shows them (spec 000 §3 "Uploads"). */
export const fileSchema = z.object({
  url: z.string(),
  title: z.string(),
  size: z.number(),
  mimetype: z.string(),
});
export type StoredFile = z.infer<typeof fileSchema>;

/** The account, expanded wherever a profile's `user_id` is read (spec 000 §3 "User"). */
export const accountSchema = z.object({
  _id: z.string(),
  user_type: z.enum(USER_TYPES),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: fileSchema.nullable(),
  address: z.string().nullable(),
  is_email_verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

const n = <T extends z.ZodType>(schema: T) => schema.nullable();
const base = {
  _id: z.string(),
  user_id: accountSchema,
  is_profile_complete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const person = {
  gender: n(z.enum(GENDERS)),
  date_of_birth: n(z.string()),
  nationality: n(z.string()),
  state: n(z.string()),
  lga: n(z.string()),
  nin: n(z.string()),
  phone: n(z.string()),
  highest_academic_qualification: n(z.string()),
};

export const oLevelSchema = z.object({
  certification_type: z.enum(O_LEVEL_TYPES),
  number_of_sittings: z.number().int().min(1).max(4),
});

export const graduateProfileSchema = z.object({
  ...base,
  ...person,
  user_type: z.literal('graduate'),
  matric_number: n(z.string()),
  o_level_certifications: n(oLevelSchema),
  is_employed: n(z.boolean()),
  current_occupation: n(z.string()),
  skills_acquired: z.array(z.string()),
  resume_id: n(fileSchema),
  school_id: n(fileSchema),
});

export const staffProfileSchema = z.object({
  ...base,
  ...person,
  user_type: z.literal('staff'),
  institution_id: n(z.string()),
  staff_category: n(z.enum(STAFF_CATEGORIES)),
  current_grade_level: n(z.string()),
  employer_category: n(z.enum(EMPLOYER_CATEGORIES)),
  mode_of_appointment: n(z.enum(MODES_OF_APPOINTMENT)),
  type_of_appointment: n(z.enum(TYPES_OF_APPOINTMENT)),
  id_card: n(fileSchema),
});

export const institutionProfileSchema = z.object({
  ...base,
  user_type: z.literal('institution'),
  institution_type: n(z.string()),
  ownership_type: n(z.string()),
  year_of_establishment: n(z.number().int()),
  year_of_first_visit: n(z.number().int()),
  area_of_specialization: n(z.string()),
  total_number_of_students: n(z.number().int()),
  number_of_graduates: n(z.number().int()),
  number_of_staff: n(z.object({ academic: z.number().int(), non_academic: z.number().int() })),
  number_of_accredited_courses: n(z.number().int()),
  principal_administrator: n(
    z.object({ name: z.string(), heighest_academic_qualifications: z.string(), grade_level: z.string() }),
  ),
  name_of_owner: n(z.string()),
  mailbox: n(z.string()),
  website_url: n(z.string()),
  is_verified: z.boolean(),
});

export const employerProfileSchema = z.object({
  ...base,
  user_type: z.literal('employer'),
  industry_type: n(z.string()),
  website_url: n(z.string()),
  organization_size: n(z.string()),
  ownership_type: n(z.string()),
  name_of_principal_official: n(z.string()),
  date_of_establishment: n(z.string()),
  accepts_corp_members: n(z.boolean()),
  number_of_branches: n(z.number().int()),
  cac_document: n(fileSchema),
  logo: n(fileSchema),
});

export const mentorProfileSchema = z.object({
  ...base,
  user_type: z.literal('mentor'),
  mentor_type: n(z.enum(MENTOR_TYPES)),
  area_of_specialization: n(z.string()),
  industry_type: n(z.string()),
});

export const adminProfileSchema = z.object({ ...base, user_type: z.literal('admin') });

export const profileSchema = z.discriminatedUnion('user_type', [
  graduateProfileSchema,
  staffProfileSchema,
  institutionProfileSchema,
  employerProfileSchema,
  mentorProfileSchema,
  adminProfileSchema,
]);
export type Profile = z.infer<typeof profileSchema>;
export type GraduateProfile = z.infer<typeof graduateProfileSchema>;

/** Kept here so later features (programmes) read the same list. */
export { ACCREDITATION_TYPES };
