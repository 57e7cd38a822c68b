import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits';

export { type Paged, paged, pageLabel } from './paging';

/** HTTP reasons in words, as every envelope's `status` carries them (architecture: API contract). */
export const STATUS_WORDS: Record<number, string> = {
  200: 'ok',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusWord(code: number): string {
  return STATUS_WORDS[code] ?? (code < 400 ? 'ok' : 'Error');
}

export interface Envelope<T> {
  status: string;
  msg: string;
  payload: T;
}

export function envelopeSchema<T extends z.ZodType>(payload: T) {
  return z.object({ status: z.string(), msg: z.string(), payload });
}

export const errorEnvelopeSchema = z.object({
  status: z.string(),
  msg: z.string(),
  payload: z.object({ fields: z.record(z.string(), z.string()) }).nullable(),
});

export function pagedSchema<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    nextPage: z.number().int().nullable(),
    prevPage: z.number().int().nullable(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
    limit: z.number().int(),
    pagingCounter: z.number().int(),
  });
}

/**
 * `limit` and `page` query parameters. Clients ask for limit=9999 (spec 000 §7); any value is accepted and
 * clamped to MAX_PAGE_SIZE, so a list never grows without bound whatever the client asks.
 */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1_000_000, 'page is too large')
      .default(1),
  });
}

export const idSchema = z.uuid({ error: 'id must be a valid id' });
