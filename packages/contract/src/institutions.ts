import { z } from 'zod';
import { pageQuerySchema } from './api';
import { GENDERS, PROGRAMME_STATUSES } from './enums';
import { enumField } from './fields';
import { fileSchema, graduateProfileSchema, staffProfileSchema } from './profiles';
import { programmeSchema } from './programmes';
import { CLAIM_STATUSES, graduationYearField, matricNumberField, rollEntrySchema } from './rolls';

/*
 * Routes of the institution portal (issue 10). {userId} is the institution's account id or profile id.
 *   GET    /v1/institutions/{userId}/overview                         institution (own), admin
 *   GET    /v1/institutions/{userId}/graduates?limit&page&name&claim_status   institution (own), admin
 *   GET    /v1/institutions/{userId}/graduates/{graduateId}           institution (own students), admin
 *   PATCH  /v1/institutions/{userId}/graduates/{graduateId}/claim     institution (own) {decision}
 *   GET    /v1/institutions/{userId}/staff?limit&page&name            institution (own), admin
 *   GET    /v1/institutions/{userId}/staff/{staffId}                  institution (own staff), admin
 *   GET    /v1/institutions/{userId}/programmes?name                  any signed-in (names for pickers)
 *   GET    /v1/institutions/{userId}/roll?limit&page&name&programme_id&graduation_year&claim_status&invited
 *   POST   /v1/institutions/{userId}/roll/imports        raw CSV/XLSX body -> preview (nothing stored)
 *   GET    /v1/institutions/{userId}/roll/imports/{importId}          the preview again
 *   POST   /v1/institutions/{userId}/roll/imports/{importId}/commit   all rows in one transaction, or 422
 *   POST   /v1/institutions/{userId}/roll/invitations                 {ids | all, resend}
 *   GET    /v1/programmes?limit&page&name&accreditation_type&status   institution (own), admin (all)
 *   GET    /v1/programmes/{id}, POST /v1/programmes/, PATCH /v1/programmes/{id}, DELETE /v1/programmes/{id}
 *   POST   /v1/graduates/{id}/institutions/ {institution_id, matric_number?, programme_id?, graduation_year?}
 *   PATCH  /v1/graduates/{id}/institutions/{institutionId} {matric_number?, programme_id?, graduation_year?}
 *   GET    /v1/graduates/{id}/institutions/  -> docs: LinkedInstitution[] (each with link.claim_status)
 */

export const INSTITUTIONS_PAGE_SIZE = 20;

export const institutionListQuerySchema = pageQuerySchema(INSTITUTIONS_PAGE_SIZE).extend({
  name: z.string().trim().max(120, 'name must be at most 120 characters').optional(),
  /** One institution by id, e.g. to name the one a staff member saved. */
  id: z.uuid({ error: 'id must be an institution id' }).optional(),
});

/** An institution as lists show it: name, type, state and the verified badge. */
export const institutionSummarySchema = z.object({
  _id: z.string(),
  user_id: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  institution_type: z.string().nullable(),
  ownership_type: z.string().nullable(),
  state: z.string().nullable(),
  is_verified: z.boolean(),
});
export type InstitutionSummary = z.infer<typeof institutionSummarySchema>;

/* ---------- a graduate links an institution (spec 000 §2 education step, §7) ---------- */

/**
 * POST /v1/graduates/{id}/institutions/: link (or, sent again, update the link to) an institution with the
 * matric number (or, without one, the school ID already uploaded), programme and graduation year. The link is
 * matched to the institution's graduation roll at once. Only institution_id is required, so older clients
 * still work: without matric_number the profile's matric_number is used.
 * The claim rests on the link's matric number, one per institution (a graduate may have studied at several):
 * the profile's single matric_number only fills a new link that gives none, and changing it later does not
 * move a claim; the web shows and edits each link's own number.
 */
export const linkInstitutionSchema = z.strictObject({
  institution_id: z.uuid({ error: 'institution_id must be an institution from the list' }),
  matric_number: matricNumberField.optional(),
  programme_id: z.uuid({ error: 'programme_id must be a programme of this institution' }).optional(),
  graduation_year: graduationYearField.optional(),
});
export type LinkInstitution = z.infer<typeof linkInstitutionSchema>;

/** PATCH /v1/graduates/{id}/institutions/{institutionId}: change the matric number, programme or year. */
export const updateInstitutionLinkSchema = z
  .strictObject({
    matric_number: matricNumberField.nullable(),
    programme_id: z.uuid({ error: 'programme_id must be a programme of this institution' }).nullable(),
    graduation_year: graduationYearField.nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to update');

/** The claim a link makes, as the graduate and the institution both read it. */
export const claimSchema = z.object({
  matric_number: z.string().nullable(),
  programme_id: z.object({ _id: z.string(), name: z.string() }).nullable(),
  graduation_year: z.number().int().nullable(),
  claim_status: z.enum(CLAIM_STATUSES),
  /** When the institution confirmed or rejected it by hand (null when matched automatically). */
  decided_at: z.string().nullable(),
  /** Why the institution rejected it, shown to the graduate (null unless rejected). */
  decision_reason: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /v1/graduates/{id}/institutions/: the institutions a graduate linked, each with the state of the claim. */
export const linkedInstitutionSchema = institutionSummarySchema.extend({
  link: claimSchema,
  /** Spec 001 §3: "Institution list entries carry institution_id.user_id.name" (the mentee detail reads this). */
  institution_id: z.object({ _id: z.string(), user_id: z.object({ _id: z.string(), name: z.string() }) }),
});
export type LinkedInstitution = z.infer<typeof linkedInstitutionSchema>;
/** The list those three routes answer with (read, link, unlink). */
export const linkedInstitutionsSchema = z.object({ docs: z.array(linkedInstitutionSchema) });
export type LinkedInstitutions = z.infer<typeof linkedInstitutionsSchema>;

/* ---------- the institution's students and staff (spec 001 §2, §3, §7) ---------- */

const searchField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(120, 'name must be at most 120 characters').optional(),
);

/** GET /v1/institutions/{userId}/graduates?limit=9999&name=&claim_status= (limit capped at 100). */
export const institutionGraduatesQuerySchema = pageQuerySchema(INSTITUTIONS_PAGE_SIZE).extend({
  name: searchField,
  claim_status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    enumField('claim_status', CLAIM_STATUSES).optional(),
  ),
});
/** GET /v1/institutions/{userId}/staff?limit=9999&name= (limit capped at 100). */
export const institutionStaffQuerySchema = pageQuerySchema(INSTITUTIONS_PAGE_SIZE).extend({
  name: searchField,
});

const listedUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  avatar: fileSchema.nullable(),
});

/** Graduate list entry (spec 001 §3): wraps graduate_id (_id, user_id, is_employed, gender), plus the claim. */
export const institutionGraduateSchema = claimSchema.extend({
  _id: z.string(),
  graduate_id: z.object({
    _id: z.string(),
    user_id: listedUserSchema,
    is_employed: z.boolean().nullable(),
    gender: z.enum(GENDERS).nullable(),
    state: z.string().nullable(),
  }),
  institution_id: z.string(),
  /** The roll row the claim matched (null when none). */
  roll_entry_id: z.string().nullable(),
  createdAt: z.string(),
});
export type InstitutionGraduate = z.infer<typeof institutionGraduateSchema>;

/** Staff record (list), spec 001 §3. */
export const institutionStaffSchema = z.object({
  _id: z.string(),
  user_id: listedUserSchema,
  gender: z.enum(GENDERS).nullable(),
  staff_category: z.string().nullable(),
  current_grade_level: z.string().nullable(),
  lga: z.string().nullable(),
  state: z.string().nullable(),
  nationality: z.string().nullable(),
  nin: z.string().nullable(),
  mode_of_appointment: z.string().nullable(),
  type_of_appointment: z.string().nullable(),
  createdAt: z.string(),
});
export type InstitutionStaff = z.infer<typeof institutionStaffSchema>;

/**
 * GET /v1/institutions/{userId}/graduates/{graduateId}: student detail (spec 001 §3): the graduate's profile
 * (school ID and resume files readable by this institution), the claim, and the roll row it matched.
 */
export const studentDetailSchema = graduateProfileSchema.extend({
  claim: claimSchema,
  roll_entry: rollEntrySchema.nullable(),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** GET /v1/institutions/{userId}/staff/{staffId}: staff detail (ID card readable by this institution). */
export const staffDetailSchema = staffProfileSchema.extend({
  institution: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/* ---------- overview (GET /v1/institutions/{userId}/overview) ---------- */

export const institutionOverviewSchema = z.object({
  roll: z.object({
    /** Graduates on the roll: the frame response rates are counted against. */
    total: z.number().int(),
    /** Roll rows some graduate has claimed (confirmed, claimed or disputed). */
    signed_up: z.number().int(),
    confirmed: z.number().int(),
    invited: z.number().int(),
  }),
  /** Graduates who linked this institution, by the state of their claim. */
  graduates: z.object({
    total: z.number().int(),
    confirmed: z.number().int(),
    claimed: z.number().int(),
    disputed: z.number().int(),
    rejected: z.number().int(),
  }),
  staff: z.number().int(),
  programmes: z.object({
    total: z.number().int(),
    by_status: z.record(z.enum(PROGRAMME_STATUSES), z.number().int()),
    /** Approved or pending programmes whose expiry_date is within 90 days (today included). */
    expiring_soon: z.number().int(),
  }),
  /** Up to 5 of those, soonest first. */
  expiring_programmes: z.array(programmeSchema),
});
export type InstitutionOverview = z.infer<typeof institutionOverviewSchema>;
