import { z } from 'zod';
import { idSchema } from '../api';
import { ADMIN_MESSAGES } from './messages';

/* What every console list and decision shares: page sizes, list order, reasons, ids. */

export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
export const REASON_MAX = 1000;
export const ADMIN_SEARCH_MAX = 100;

export const LIST_ORDERS = ['oldest', 'newest'] as const;

/** A reason typed by an administrator: required, non-blank. */
export const reasonField = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`);
export const reasonSchema = z.strictObject({ reason: reasonField });
export type ReasonRequest = z.infer<typeof reasonSchema>;
/** An optional note (deactivation): kept in the audit log. */
export const optionalReasonSchema = z.strictObject({
  reason: z.string().trim().max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`).optional(),
});

export const adminIdParamsSchema = z.object({ id: idSchema });
export const adminJobParamsSchema = z.object({ jobId: idSchema });
