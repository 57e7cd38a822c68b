import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema } from '../api';
import { GENDERS, MENTOR_TYPES } from '../enums';
import { fileSchema, graduateProfileSchema, oLevelSchema } from '../profiles';
import { mentorTypeField } from './fields';
import { BROADCAST_TEXT_MAX_LENGTH, GRADUATE_MENTORS_LIMIT, MENTEES_PAGE_SIZE } from './limits';
import { MENTORING_MESSAGES } from './sentences';

/* The mentor's cohort (spec 001 §3 'Mentee/graduate'), the broadcast to it, and a graduate's mentors (spec 000 §3
 * 'Mentor', §7). */

export const menteesQuerySchema = pageQuerySchema(MENTEES_PAGE_SIZE).extend({
  /** Contains, any case, on the graduate's name. */
  name: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(120, 'name must be at most 120 characters').optional(),
  ),
});
export const mentorParamsSchema = z.object({ user_id: idSchema });
export const menteeParamsSchema = z.object({ user_id: idSchema, graduate_id: idSchema });

const menteeUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  avatar: fileSchema.nullable(),
});

/**
 * A mentee as the cohort lists them: spec 001 §3 'Mentee/graduate' (_id is the graduate profile's id; the
 * account, for messaging, is user_id._id). `institution_id` is the graduate's latest institution link.
 */
export const menteeSchema = z.object({
  _id: z.string(),
  user_id: menteeUserSchema,
  gender: z.enum(GENDERS).nullable(),
  lga: z.string().nullable(),
  state: z.string().nullable(),
  nationality: z.string().nullable(),
  nin: z.string().nullable(),
  is_employed: z.boolean().nullable(),
  current_occupation: z.string().nullable(),
  skills_acquired: z.array(z.string()),
  resume_id: fileSchema.nullable(),
  school_id: fileSchema.nullable(),
  o_level_certifications: oLevelSchema.nullable(),
  institution_id: z
    .object({ _id: z.string(), user_id: z.object({ _id: z.string(), name: z.string() }) })
    .nullable(),
  /** When this graduate was assigned to the mentor. */
  assignedAt: z.string(),
});
export type Mentee = z.infer<typeof menteeSchema>;
export const menteePageSchema = pagedSchema(menteeSchema);

/**
 * GET /v1/mentors/{user_id}/graduates/{graduate_id}: the read-only profile (spec 001 §2 'Mentee detail'); its
 * files (`resume_id.url`, `school_id.url`) open for this mentor. Institutions: GET /v1/graduates/{id}/institutions.
 */
export const menteeDetailSchema = graduateProfileSchema.extend({ assignedAt: z.string() });
export type MenteeDetail = z.infer<typeof menteeDetailSchema>;

/** GET /v1/mentors/{user_id}/overview: the summary cards (spec 001 §2 'Overview'). */
export const mentorOverviewSchema = z.object({
  mentees: z.number().int(),
  employed: z.number().int(),
  unemployed: z.number().int(),
  /** is_employed not given yet. */
  not_stated: z.number().int(),
});
export type MentorOverview = z.infer<typeof mentorOverviewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Broadcast

/** POST /v1/mentors/{user_id}/broadcast. `client_id` (a UUID made once per broadcast) makes a retry safe. */
export const broadcastSchema = z.strictObject({
  text: z
    .string({ error: MENTORING_MESSAGES.broadcastEmpty })
    .trim()
    .min(1, MENTORING_MESSAGES.broadcastEmpty)
    .max(BROADCAST_TEXT_MAX_LENGTH, MENTORING_MESSAGES.broadcastTooLong),
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_id must be 8 to 64 letters, digits, - or _ (a UUID)')
    .optional(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** Each mentee got the text in their own conversation with the mentor; nobody learns who else did. */
export const broadcastResultSchema = z.object({
  /** Mentees it reached. */
  recipients: z.number().int(),
  /** One-to-one conversations opened by this broadcast (mentees the mentor had not written to before). */
  conversations_created: z.number().int(),
  /** The text as sent (trimmed). */
  text: z.string(),
});
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The graduate's mentors (spec 000 §3 'Mentor', §7)

/** GET /v1/graduates/{user_id}/mentors lists only mentors who have joined and are active (whom the graduate can reach). */
export const graduateMentorsQuerySchema = pageQuerySchema(GRADUATE_MENTORS_LIMIT).extend({
  mentor_type: mentorTypeField.optional(),
});
export const graduateMentorsParamsSchema = z.object({ user_id: idSchema });

export const graduateMentorSchema = z.object({
  /** The assignment's id. */
  _id: z.string(),
  mentor_id: z.object({
    /** The mentor profile's id. */
    _id: z.string(),
    mentor_type: z.enum(MENTOR_TYPES).nullable(),
    /** The account: message the mentor at user_id._id. */
    user_id: z.object({
      _id: z.string(),
      name: z.string(),
      username: z.string(),
      avatar: fileSchema.nullable(),
    }),
  }),
  area_of_specialization: z.string().nullable(),
  industry_type: z.string().nullable(),
  assignedAt: z.string(),
});
export type GraduateMentor = z.infer<typeof graduateMentorSchema>;
export const graduateMentorPageSchema = pagedSchema(graduateMentorSchema);
