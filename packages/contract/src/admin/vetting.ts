import { z } from 'zod';
import { pageQuerySchema } from '../api';
import { enumField } from '../fields';
import { fileSchema } from '../profiles';
import { ADMIN_PAGE_SIZE, LIST_ORDERS } from './common';
import { searchField } from './query-fields';

/* Institution verification and employer vetting: the two review queues and what they show. */

/** Institutions: waiting for review, verified (is_verified: true, the badge) or rejected with a reason. */
export const INSTITUTION_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type InstitutionVerificationStatus = (typeof INSTITUTION_VERIFICATION_STATUSES)[number];
/** Employers: vetted by their CAC document. Jobs of an employer not `approved` read 'Unverified employer'. */
export const EMPLOYER_VETTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EmployerVettingStatus = (typeof EMPLOYER_VETTING_STATUSES)[number];

/** Shown on a job in every feed when its employer is not vetted yet. */
export const UNVERIFIED_EMPLOYER_LABEL = 'Unverified employer';
/** GET /v1/admin/institutions?status=pending is the waiting queue, oldest first. */
export const adminInstitutionListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', INSTITUTION_VERIFICATION_STATUSES).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});

const reviewedAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  is_active: z.boolean(),
});

export const adminInstitutionSchema = z.object({
  _id: z.string(),
  user_id: reviewedAccountSchema,
  institution_type: z.string().nullable(),
  ownership_type: z.string().nullable(),
  year_of_establishment: z.number().nullable(),
  name_of_owner: z.string().nullable(),
  website_url: z.string().nullable(),
  mailbox: z.string().nullable(),
  /** Onboarding finished (name_of_owner set, spec 001 §4). */
  profile_complete: z.boolean(),
  is_verified: z.boolean(),
  verification_status: z.enum(INSTITUTION_VERIFICATION_STATUSES),
  /** The rejection reason, while rejected. */
  verification_reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

/** GET /v1/admin/employers?status=pending is the vetting queue, oldest first. */
export const adminEmployerListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  status: enumField('status', EMPLOYER_VETTING_STATUSES).optional(),
  q: searchField.optional(),
  order: enumField('order', LIST_ORDERS).default('oldest'),
});

export const adminEmployerSchema = z.object({
  _id: z.string(),
  user_id: reviewedAccountSchema,
  industry_type: z.string().nullable(),
  ownership_type: z.string().nullable(),
  organization_size: z.string().nullable(),
  website_url: z.string().nullable(),
  name_of_principal_official: z.string().nullable(),
  date_of_establishment: z.string().nullable(),
  /** The CAC document: `url` opens it (administrators may read every employer's CAC file). */
  cac_document: fileSchema.nullable(),
  vetting_status: z.enum(EMPLOYER_VETTING_STATUSES),
  vetting_reason: z.string().nullable(),
  vettedAt: z.string().nullable(),
  job_count: z.number().int(),
  createdAt: z.string(),
});
export type AdminEmployer = z.infer<typeof adminEmployerSchema>;
