import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deep enough for every body the contract accepts (survey sections hold questions that hold options). */
const MAX_DEPTH = 32;

/**
 * Whether any string or key in the value holds a NUL character. Allocates nothing, so the check costs every
 * request almost nothing; the path is worked out (nulFieldOf) only for the rare request that has one.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value))
    return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

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
      if (!holdsNul(value)) continue;
      const path = nulFieldOf(value);
      if (!path) continue;
      const field = path.length > 0 ? path.join('.') : where;
      const msg = SERVER_MESSAGES.nulCharacter(field);
      throw badRequest(msg, { [field]: msg });
    }
  });
}
