import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deep enough for every body the contract accepts (survey sections hold questions that hold options). */
const MAX_DEPTH = 32;

/**
 * The path of the first string (or key) holding a NUL character, e.g. `q` or `sections.0.title`; null when none.
 * PostgreSQL cannot store U+0000 in text, so such a value would otherwise fail deep inside a query as a 500.
 */
export function nulFieldOf(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // Raw bodies (a graduation roll file arrives as a Buffer) are bytes, not fields: walking one entry per byte
  // took seconds per megabyte with the event loop blocked.
  if (ArrayBuffer.isView(value)) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    // A key with a NUL names its parent: the key itself could not be shown readably.
    if (key.includes('\u0000')) return path;
    const found = nulFieldOf(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before validation, any request whose path parameters, query or body carry a NUL character, with a
 * 400 that names the field the way validation failures do (`{ fields: { q: '…' } }`).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const sources: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [where, value] of sources) {
      const path = nulFieldOf(value);
      if (!path) continue;
      const field = path.length > 0 ? path.join('.') : where;
      const msg = SERVER_MESSAGES.nulCharacter(field);
      throw badRequest(msg, { [field]: msg });
    }
  });
}
