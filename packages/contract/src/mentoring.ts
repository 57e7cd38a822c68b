import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema } from './api';
import { GENDERS, INDUSTRY_TYPES, MENTOR_TYPES } from './enums';
import { emailField, enumField, organisationNameField, requiredText } from './fields';
import { NIGERIAN_STATES } from './geo/nigeria';
import { CONVERSATION_MEMBERS_MAX, MESSAGE_TEXT_MAX_LENGTH } from './messaging';
import { fileSchema, graduateProfileSchema, oLevelSchema } from './profiles';
import { GRADUATION_YEAR_MIN } from './rolls';

/*
 * Mentoring (issue 12; spec 000 §2 '/mentors', §3 Mentor, §7; spec 001 §1-§8 mentor screens, Mentee/graduate,
 * broadcast). Mentors cannot sign up: administrators create them and the mentor sets a password from a mailed,
 * single-use, expiring link (the same invitation routes as administrators': ADMIN_ROUTES.acceptInvitation).
 *
 * Routes (under /api). {id} and {user_id} of a mentor: its account id or its mentor-profile id. {graduate_id},
 * {mentee_id}: a graduate's profile id or account id. Paged lists cap `limit` at MAX_PAGE_SIZE (100).
 *
 *   method path                                             who may call
 *   GET    /v1/admin/mentors?q&status&mentor_type&page&limit admin                -> Paged<AdminMentor>
 *   POST   /v1/admin/mentors           CreateMentor          admin                -> AdminMentor (201), link mailed
 *   GET    /v1/admin/mentors/{id}                            admin                -> AdminMentor
 *   PATCH  /v1/admin/mentors/{id}      UpdateMentorByAdmin   admin                -> AdminMentor
 *   POST   /v1/admin/mentors/{id}/deactivate {reason?}       admin                -> AdminMentor (sessions end)
 *   POST   /v1/admin/mentors/{id}/reactivate                 admin                -> AdminMentor
 *   POST   /v1/admin/mentors/{id}/invitation                 admin                -> AdminMentor (re-invite: new
 *                                                                                    link mailed, old link dead)
 *   POST   /v1/admin/mentors/{id}/graduates  {graduate_id}   admin                -> AssignmentResult (201; 200
 *                                                                                    when already in the cohort)
 *   POST   /v1/admin/mentors/{id}/graduates/preview  AssignmentFilters  admin     -> AssignmentPreview
 *   POST   /v1/admin/mentors/{id}/graduates/bulk     AssignmentFilters  admin     -> AssignmentResult
 *   DELETE /v1/admin/mentors/{id}/graduates/{graduate_id}   admin                -> AssignmentResult
 *   POST   /v1/admin/mentors/{id}/graduates/bulk-unassign  UnassignmentFilters  admin -> AssignmentResult
 *   GET    /v1/mentors/{user_id}/graduates?name&page&limit   the mentor (self), admin -> Paged<Mentee>
 *   GET    /v1/mentors/{user_id}/graduates/{graduate_id}     the mentor of that graduate (self + assigned),
 *                                                            admin                -> MenteeDetail
 *   GET    /v1/mentors/{user_id}/overview                    the mentor (self), admin -> MentorOverview
 *   POST   /v1/mentors/{user_id}/broadcast  Broadcast        the mentor (self)    -> BroadcastResult (201)
 *   GET    /v1/graduates/{user_id}/mentors?mentor_type&limit=999   the graduate (self), admin -> Paged<GraduateMentor>
 *   GET    /v1/graduates/{mentee_id}/institutions            the graduate (self), an assigned mentor
 *                                                            -> LinkedInstitutions (institutions.ts)
 *   GET    /v1/invitations/{token}, POST /v1/invitations/{token} {username, password}: public (admin/administrators.ts);
 *          a mentor's invitation answers user_type 'mentor' and sets the password of the account made here.
 *
 * Rules:
 * - A mentor reads only their own cohort: another mentor's graduate (detail, institutions, files) is 403
 *   MENTORING_MESSAGES.notYourMentee; other roles get 403. A graduate reads only their own mentors.
 * - A graduate may have several mentors; a pair is assigned once. A cohort holds at most MENTOR_COHORT_MAX
 *   graduates (CONVERSATION_MEMBERS_MAX - 1), which bounds the copies one broadcast writes.
 * - Bulk assignment takes at least one filter; every filter given must match. A graduate matches institution,
 *   programme and graduation_year through an institution link whose claim is not rejected, and state through
 *   the profile's state. Deactivated graduates never match. Preview first: it stores nothing.
 * - Bulk unassignment removes the mentor's mentees matching the same filters (the preview's already_assigned
 *   counts them), or, with `all: true` and no filter, every mentee (deactivated ones included). Neither filters
 *   nor `all`, or both: 400. Nothing of this mentor's cohort matching: 400, nothing changed. Other mentors'
 *   assignments are never touched.
 * - Graduates see only mentors who have joined and are active: a mentor still invited (or whose invitation expired)
 *   or deactivated is not listed. Deactivated mentors cannot sign in; their cohort is kept for reactivation.
 * - The overview's 'surveys' card is the mentor's own survey list total (GET /v1/surveys, totalDocs).
 * - Broadcast, as broadcast lists do (issue 22; spec 001 §7 made one group of the cohort, which showed every
 *   mentee every other mentee's name, with 'hello' first): each mentee receives the text in their own one-to-one
 *   conversation with the mentor (created when missing, the text its first message), live (receive-message /
 *   chat-created) like any message, and nobody learns who else is in the cohort. It counts as one message against
 *   the mentor's rate. An empty text sends nothing (400); `client_id` makes a retry send nothing twice.
 * - Every administrator's change is written to the audit log.
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits and enumerations

/** Largest cohort, which bounds the one-to-one copies a broadcast writes. */
export const MENTOR_COHORT_MAX = CONVERSATION_MEMBERS_MAX - 1;
export const MENTORS_PAGE_SIZE = 20;
export const MENTEES_PAGE_SIZE = 20;
/** The graduate's /mentors page asks for limit=999 (spec 000 §9); served MAX_PAGE_SIZE at a time. */
export const GRADUATE_MENTORS_LIMIT = 999;
export const BROADCAST_TEXT_MAX_LENGTH = MESSAGE_TEXT_MAX_LENGTH;

/**
 * invited: the mentor has not set a password yet and the link is live; invitation_expired: not set and no live
 * link (re-invite); active: signed up; deactivated: cannot sign in.
 */
export const MENTOR_STATUSES = ['invited', 'invitation_expired', 'active', 'deactivated'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];
export const MENTOR_STATUS_LABELS: Record<MentorStatus, string> = {
  invited: 'Invited',
  invitation_expired: 'Invitation expired',
  active: 'Active',
  deactivated: 'Deactivated',
};
export type MentorType = (typeof MENTOR_TYPES)[number];
export const MENTOR_TYPE_LABELS: Record<MentorType, string> = {
  individual: 'Individual',
  organization: 'Organization',
};
/** The graduate's /mentors tabs (spec 000 §2). */
export const MENTOR_TABS = [
  { key: 'all', label: 'All mentors' },
  { key: 'individual', label: 'Individual' },
  { key: 'organization', label: 'Organization' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Sentences (the spec's own: MESSAGES.noMentee 'No mentee found', MESSAGES.noMentor 'No mentor yet',
// MESSAGES.noMatch 'No Match found')

export const MENTORING_MESSAGES = {
  // spec 001 §2 and §8, letter for letter
  noMenteeAssigned: 'No mentee has been assigned to you yet',
  cohortHeading: 'Cohort',
  searchStudent: 'Search student',
  sendBroadcast: 'Send Broadcast message',
  useMentorOutsideProvider: 'useMentor must be used within a MentorProvider',
  // ours
  mentorsLoaded: 'Mentors loaded',
  mentorLoaded: 'Mentor loaded',
  mentorCreated: (email: string) => `Mentor created. An invitation to set a password was sent to ${email}`,
  mentorUpdated: 'Mentor updated',
  mentorDeactivated: 'Mentor deactivated successfully. Their sessions have ended and they cannot sign in.',
  mentorReactivated: 'Mentor reactivated successfully. They can sign in again.',
  mentorReinvited: (email: string) =>
    `A new invitation was sent to ${email}. Any earlier link no longer works.`,
  mentorNotFound: 'No mentor with this id.',
  emailTaken: 'An account with this e-mail address already exists. Use another address.',
  alreadyJoined:
    'This mentor has already set a password. They can use Forgot password on the sign-in page if they lost it.',
  emailLocked: 'The e-mail address cannot be changed once the mentor has set a password.',
  mentorIsDeactivated: 'This mentor is deactivated. Reactivate them first.',
  alreadyDeactivated: 'This mentor is already deactivated.',
  alreadyActive: 'This mentor is already active.',
  invitationMailSubject: 'You are invited to mentor graduates on the TVET graduate tracer',
  invitationMail: (inviter: string, link: string, hours: number) =>
    `${inviter} invited you to mentor graduates on the TVET graduate tracer.\n\nOpen this link to choose your username and password (it works once, for ${hours} hours):\n${link}\n\nAfter that, sign in with your e-mail address and password to see your mentees.`,
  // assignment
  cohortLoaded: 'Cohort loaded',
  menteeLoaded: 'Mentee loaded',
  overviewLoaded: 'Overview loaded',
  graduateNotFound: 'No graduate with this id.',
  assigned: 'Graduate assigned to the mentor successfully',
  alreadyAssigned: 'This graduate is already in the mentor’s cohort.',
  bulkAssigned: (count: number) =>
    `${count} graduate${count === 1 ? '' : 's'} assigned to the mentor successfully`,
  unassigned: 'Graduate removed from the mentor’s cohort successfully',
  bulkUnassigned: (count: number) =>
    `${count} graduate${count === 1 ? '' : 's'} removed from the mentor’s cohort successfully`,
  unassignFilterRequired:
    'Choose at least one filter (institution, programme, graduation year or state), or choose to remove every graduate from this cohort.',
  unassignAllWithFilters:
    'Either choose filters or remove every graduate from this cohort, not both. Clear the filters to remove everyone.',
  noMenteesMatch:
    'No graduate in this mentor’s cohort matches these filters, so nothing was removed. Change the filters and preview again.',
  cohortEmpty: 'This mentor has no graduates in their cohort, so nothing was removed.',
  bulkUnassignAction: (count: number) => `Remove ${count.toLocaleString('en')} from this cohort`,
  bulkUnassignTitle: (count: number) =>
    `Remove ${count.toLocaleString('en')} graduate${count === 1 ? '' : 's'} from this mentor’s cohort?`,
  bulkUnassignWarning:
    'Every graduate of this cohort matching these filters leaves it and no longer receives the mentor’s broadcasts. Their messages so far stay. Other mentors’ cohorts are not changed.',
  /** The console's "remove every mentee" (bulk-unassign with all: true), named by the cohort's whole size. */
  unassignAllAction: (count: number) =>
    count === 1 ? 'Remove the 1 mentee' : `Remove all ${count.toLocaleString('en')} mentees`,
  unassignAllTitle: (count: number) =>
    count === 1
      ? 'Remove the 1 mentee from this mentor’s cohort?'
      : `Remove all ${count.toLocaleString('en')} mentees from this mentor’s cohort?`,
  unassignAllWarning: (count: number) =>
    `${count === 1 ? 'The 1 mentee leaves' : `Every one of the ${count.toLocaleString('en')} mentees leaves`} this cohort, deactivated graduates included, and no longer receives the mentor’s broadcasts. No graduate is deleted: their accounts, profiles and messages so far stay, and other mentors’ cohorts are not changed.`,
  unassignAllConfirm: (count: number) => (count === 1 ? 'Remove' : 'Remove all'),
  notAssigned: 'This graduate is not in the mentor’s cohort.',
  previewReady: (count: number) => `${count} graduate${count === 1 ? '' : 's'} match these filters`,
  filterRequired: 'Choose at least one filter: institution, programme, graduation year or state.',
  noGraduatesMatch: 'No graduate matches these filters. Change the filters and preview again.',
  nothingNew: 'Every graduate matching these filters is already in the mentor’s cohort.',
  cohortTooLarge: (wouldBe: number, max: number) =>
    `This would make a cohort of ${wouldBe.toLocaleString('en')} graduates; a mentor can have at most ${max.toLocaleString('en')}. Narrow the filters (add a programme, year or state) or assign to several mentors.`,
  cohortFull: (max: number) =>
    `This mentor's cohort is full (${max.toLocaleString('en')} graduates). Unassign someone first or choose another mentor.`,
  /** A mentor reading a graduate outside their cohort (detail, institutions, files). */
  notYourMentee: 'This graduate is not one of your mentees.',
  /** A graduate reading another graduate's mentors. */
  notYourMentors: 'You can only see your own mentors.',
  mentorsOfGraduateLoaded: 'Mentors loaded',
  // broadcast
  broadcastSent: (count: number) => `Broadcast sent successfully to ${count} mentee${count === 1 ? '' : 's'}`,
  broadcastEmpty: 'Write a message before sending.',
  broadcastTooLong: `A broadcast can be at most ${BROADCAST_TEXT_MAX_LENGTH} characters. Shorten it or split it into several messages.`,
  broadcastNoMentees: 'No mentee has been assigned to you yet, so there is nobody to send to.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Admin: mentors

const mentorTypeField = enumField('mentor_type', MENTOR_TYPES);
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

// ---------------------------------------------------------------------------------------------------------------
// The mentor's cohort (spec 001 §3 'Mentee/graduate')

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

// ---------------------------------------------------------------------------------------------------------------
// Routes (under /api)

export const MENTORING_ROUTES = {
  adminMentors: '/v1/admin/mentors',
  adminMentor: (id: string) => `/v1/admin/mentors/${id}`,
  deactivateMentor: (id: string) => `/v1/admin/mentors/${id}/deactivate`,
  reactivateMentor: (id: string) => `/v1/admin/mentors/${id}/reactivate`,
  reinviteMentor: (id: string) => `/v1/admin/mentors/${id}/invitation`,
  assign: (id: string) => `/v1/admin/mentors/${id}/graduates`,
  assignPreview: (id: string) => `/v1/admin/mentors/${id}/graduates/preview`,
  assignBulk: (id: string) => `/v1/admin/mentors/${id}/graduates/bulk`,
  unassign: (id: string, graduateId: string) => `/v1/admin/mentors/${id}/graduates/${graduateId}`,
  unassignBulk: (id: string) => `/v1/admin/mentors/${id}/graduates/bulk-unassign`,
  cohort: (userId: string) => `/v1/mentors/${userId}/graduates`,
  mentee: (userId: string, graduateId: string) => `/v1/mentors/${userId}/graduates/${graduateId}`,
  overview: (userId: string) => `/v1/mentors/${userId}/overview`,
  broadcast: (userId: string) => `/v1/mentors/${userId}/broadcast`,
  graduateMentors: (userId: string) => `/v1/graduates/${userId}/mentors`,
  menteeInstitutions: (menteeId: string) => `/v1/graduates/${menteeId}/institutions`,
} as const;
