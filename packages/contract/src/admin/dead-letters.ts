import { z } from 'zod';
import { pageQuerySchema } from '../api';
import { ADMIN_PAGE_SIZE } from './common';

/*
 * The job runner's dead letters (issue 21; decision 0018): background jobs that failed their last try, kept for
 * two weeks for an administrator to read and retry. GET /v1/admin/dead-letters lists them, newest first, with the
 * true total; POST /v1/admin/dead-letters/{id}/retry puts one back on its queue as a new job (tried afresh, its
 * retries anew) and takes it off the list. No payload is shown: it may carry an address or a code.
 */

export const deadLetterListQuerySchema = pageQuerySchema(ADMIN_PAGE_SIZE);

export const deadLetterParamsSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(100, 'id is too long'),
});

export const deadLetterSchema = z.object({
  _id: z.string(),
  /** The task's name (`mail-send`, …). */
  task: z.string(),
  /** The job's idempotency key when it was enqueued with one. */
  key: z.string().nullable(),
  /** What the last try threw (its message only). */
  error: z.string(),
  /** When the last try failed. */
  failedAt: z.string(),
  /** How many times it was tried. */
  tries: z.number().int(),
});
export type DeadLetterDoc = z.infer<typeof deadLetterSchema>;

export const DEAD_LETTER_MESSAGES = {
  loaded: 'Failed jobs loaded',
  retried: 'The job is queued again',
  notFound: 'This failed job is no longer on the list: it was retried or has expired.',
} as const;
