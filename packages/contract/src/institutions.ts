import { z } from 'zod';
import { pageQuerySchema } from './api';

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

export const linkInstitutionSchema = z.strictObject({
  institution_id: z.uuid({ error: 'institution_id must be an institution from the list' }),
});
