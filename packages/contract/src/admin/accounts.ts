import { z } from 'zod';
import { pageQuerySchema } from '../api';
import { enumField } from '../fields';
import { USER_TYPES } from '../roles';
import { ADMIN_PAGE_SIZE } from './common';
import { booleanQuery, searchField } from './query-fields';
import { EMPLOYER_VETTING_STATUSES, INSTITUTION_VERIFICATION_STATUSES } from './vetting';

/* The console's accounts: every account of every role, deactivated and reactivated by administrators. */

export const ACCOUNT_STATES = ['active', 'deactivated'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** GET /v1/admin/accounts: q matches name, e-mail or username (contains, any case). */
export const adminAccountListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE).extend({
  q: searchField.optional(),
  role: enumField('role', USER_TYPES).optional(),
  state: enumField('state', ACCOUNT_STATES).optional(),
  verified: booleanQuery('verified').optional(),
});
export type AdminAccountListQuery = z.input<typeof adminAccountListQuerySchema>;

export const adminAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  phone: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The role profile's id (graduate, institution…); null if it has none. */
  profile_id: z.string().nullable(),
  /** Institutions only. */
  verification_status: z.enum(INSTITUTION_VERIFICATION_STATUSES).optional(),
  /** Employers only. */
  vetting_status: z.enum(EMPLOYER_VETTING_STATUSES).optional(),
  /** Administrators only: whether two-factor sign-in is set up. */
  two_factor_enabled: z.boolean().optional(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
