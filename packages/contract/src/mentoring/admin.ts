import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema } from '../api';
import { INDUSTRY_TYPES, MENTOR_TYPES } from '../enums';
import { emailField, enumField, organisationNameField, requiredText } from '../fields';
import { NIGERIAN_STATES } from '../geo/nigeria';
import { GRADUATION_YEAR_MIN } from '../rolls';
import { mentorTypeField } from './fields';
import { MENTOR_STATUSES, MENTORS_PAGE_SIZE } from './limits';
import { MENTORING_MESSAGES } from './sentences';

/* The administrators' side: mentors made, edited and listed; graduates assigned one by one or by filters. */

const industryField = enumField('industry_type', INDUSTRY_TYPES);
const specializationField = requiredText('area_of_specialization');
/** An organisation's name may carry digits and & ( ) / , ; an individual's only letters and . ' - */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'.-]*$/u;
const personNameIssue = {
  message: 'name may contain only letters, spaces, apostrophes, hyphens and dots',
  path: ['name'],
};

/** POST /v1/admin/mentors. */
export const createMentorSchema = z
  .strictObject({
    name: organisationNameField,
    email: emailField,
    mentor_type: mentorTypeField,
    area_of_specialization: specializationField,
    industry_type: industryField,
  })
  .refine((value) => value.mentor_type !== 'individual' || PERSON_NAME.test(value.name), personNameIssue);
export type CreateMentor = z.infer<typeof createMentorSchema>;

/**
 * PATCH /v1/admin/mentors/{id}: any of the fields. `email` only while the mentor has not set a password (409
 * emailLocked after); changing it revokes the old link and mails a new one to the new address.
 */
export const updateMentorByAdminSchema = z
  .strictObject({
    name: organisationNameField,
    email: emailField,
    mentor_type: mentorTypeField,
    area_of_specialization: specializationField,
    industry_type: industryField,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');
export type UpdateMentorByAdmin = z.infer<typeof updateMentorByAdminSchema>;

export const deactivateMentorSchema = z.strictObject({
  reason: z.string().trim().max(1000, 'reason must be at most 1000 characters').optional(),
});

export const adminMentorListQuerySchema = pageQuerySchema(MENTORS_PAGE_SIZE).extend({
  /** Name, e-mail, specialization or industry (contains, any case). */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  status: enumField('status', MENTOR_STATUSES).optional(),
  mentor_type: mentorTypeField.optional(),
});
export type AdminMentorListQuery = z.input<typeof adminMentorListQuerySchema>;

export const mentorIdParamsSchema = z.object({ id: idSchema });
export const mentorAssignmentParamsSchema = z.object({ id: idSchema, graduate_id: idSchema });

/** A mentor as the administrators' console lists it. */
export const adminMentorSchema = z.object({
  /** The mentor profile's id. */
  _id: z.string(),
  user_id: z.object({
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    is_active: z.boolean(),
  }),
  mentor_type: z.enum(MENTOR_TYPES).nullable(),
  area_of_specialization: z.string().nullable(),
  industry_type: z.string().nullable(),
  status: z.enum(MENTOR_STATUSES),
  /** When the mentor set their password (null until then). */
  joinedAt: z.string().nullable(),
  /** The live invitation's expiry, while one is waiting. */
  invitationExpiresAt: z.string().nullable(),
  cohort_size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;
export const adminMentorPageSchema = pagedSchema(adminMentorSchema);

// ---------------------------------------------------------------------------------------------------------------
// Admin: assignment

/** POST /v1/admin/mentors/{id}/graduates: one graduate (profile or account id). */
export const assignGraduateSchema = z.strictObject({ graduate_id: idSchema });
export type AssignGraduate = z.infer<typeof assignGraduateSchema>;

/** The filters bulk assignment and bulk unassignment share; every one given must match. */
const assignmentFilterFields = {
  institution_id: z.uuid({ error: 'institution_id must be an institution from the list' }).optional(),
  programme_id: z.uuid({ error: 'programme_id must be a programme from the list' }).optional(),
  graduation_year: z
    .number({ error: 'graduation_year must be a year like 2021' })
    .int('graduation_year must be a year like 2021')
    .min(GRADUATION_YEAR_MIN, `graduation_year must be ${GRADUATION_YEAR_MIN} or later`)
    .max(2100, 'graduation_year must be a year like 2021')
    .optional(),
  state: enumField('state', NIGERIAN_STATES).optional(),
};
const anyFilter = (value: Record<string, unknown>) =>
  Object.keys(assignmentFilterFields).some((key) => value[key] !== undefined);

/** Bulk assignment filters: at least one; every one given must match. */
export const assignmentFiltersSchema = z
  .strictObject(assignmentFilterFields)
  .refine(anyFilter, { message: MENTORING_MESSAGES.filterRequired, path: ['institution_id'] });
export type AssignmentFilters = z.infer<typeof assignmentFiltersSchema>;

/**
 * POST /v1/admin/mentors/{id}/graduates/bulk-unassign: the same filters (at least one), or `all: true` alone to
 * empty the cohort. Asking for everyone has to be said, never implied by sending no filter.
 */
export const unassignmentFiltersSchema = z
  .strictObject({
    ...assignmentFilterFields,
    all: z.literal(true, { error: 'all must be true or left out' }).optional(),
  })
  .refine((value) => value.all === true || anyFilter(value), {
    message: MENTORING_MESSAGES.unassignFilterRequired,
    path: ['institution_id'],
  })
  .refine((value) => !(value.all === true && anyFilter(value)), {
    message: MENTORING_MESSAGES.unassignAllWithFilters,
    path: ['all'],
  });
export type UnassignmentFilters = z.infer<typeof unassignmentFiltersSchema>;

/** What a bulk assignment would do; nothing is stored. */
export const assignmentPreviewSchema = z.object({
  /** Graduates matching the filters. */
  matching: z.number().int(),
  /** Of those, already in this mentor's cohort. */
  already_assigned: z.number().int(),
  /** The ones a bulk assignment would add. */
  to_assign: z.number().int(),
  cohort_size: z.number().int(),
  cohort_max: z.number().int(),
  /** False when assigning would be refused (nothing matches, nothing new, or the cohort would be too large). */
  can_assign: z.boolean(),
  /** Why not, in a sentence (null when it can). */
  reason: z.string().nullable(),
});
export type AssignmentPreview = z.infer<typeof assignmentPreviewSchema>;

export const assignmentResultSchema = z.object({
  /** Graduates added (single: 1 or 0 when already there; unassign: 0). */
  assigned: z.number().int(),
  /** Graduates removed (unassign: 1). */
  unassigned: z.number().int(),
  cohort_size: z.number().int(),
});
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;
