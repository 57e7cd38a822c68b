import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Deep enough for every body the contract accepts (survey sections hold questions that hold options). */
const MAX_DEPTH = 32;

/**
 * What PostgreSQL cannot store, in any field of any kind:
 * - U+0000 (NUL): text columns refuse it;
 * - a lone surrogate (`\ud800` without its pair, half of an emoji): JSON columns refuse its `\ud800` escape, and in
 *   a text column it would silently become U+FFFD. In a `u` regular expression a pair is one code point, so
 *   \p{Cs} matches only a surrogate standing alone.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this must find.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** 'nul' or 'surrogate' for the first character a string cannot be stored with; null when it can be. */
export function unstorableIn(text: string): 'nul' | 'surrogate' | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'nul' : 'surrogate';
}

/**
 * Whether any string or key in the value holds an unstorable character. Allocates nothing, so the check costs
 * every request almost nothing; the path is worked out (unstorableFieldOf) only for the rare request that has one.
 */
export function holdsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value))
    return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsUnstorable(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (UNSTORABLE.test(key) || holdsUnstorable((value as Record<string, unknown>)[key], depth + 1))
      return true;
  }
  return false;
}

export interface Unstorable {
  /** The field's path, e.g. `q` or `sections.0.title`; empty when the value itself is the string. */
  path: string[];
  kind: 'nul' | 'surrogate';
}

/** The first string (or key) holding an unstorable character, and which; null when none. */
export function unstorableFieldOf(value: unknown, path: string[] = [], depth = 0): Unstorable | null {
  if (typeof value === 'string') {
    const kind = unstorableIn(value);
    return kind ? { path, kind } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  // Raw bodies (a graduation roll file arrives as a Buffer) are bytes, not fields: walking one entry per byte
  // took seconds per megabyte with the event loop blocked.
  if (ArrayBuffer.isView(value)) return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    // A key with one names its parent: the key itself could not be shown readably.
    const inKey = unstorableIn(key);
    if (inKey) return { path, kind: inKey };
    const found = unstorableFieldOf(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for a value holding an unstorable character, naming the field (`where` when it is the whole value). */
export function unstorableRefusal(value: unknown, where: string) {
  if (!holdsUnstorable(value)) return null;
  const found = unstorableFieldOf(value);
  if (!found) return null;
  const field = found.path.length > 0 ? found.path.join('.') : where;
  const msg =
    found.kind === 'nul' ? SERVER_MESSAGES.nulCharacter(field) : SERVER_MESSAGES.brokenCharacter(field);
  return badRequest(msg, { [field]: msg });
}

// Only text with a character outside ASCII can change under NFC; most requests skip the walk's copying.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII.
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * The value with every string (and key) in Unicode Normalization Form C. Objects are changed in place and
 * returned; raw bodies (Buffers) are left alone. Runs after the unstorable check: a lone surrogate stays as it was.
 */
export function toNfc<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return (NON_ASCII.test(value) ? value.normalize('NFC') : value) as T;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value))
    return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = toNfc(value[index], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = toNfc(record[key], depth + 1);
    const normalKey = NON_ASCII.test(key) ? key.normalize('NFC') : key;
    if (normalKey !== key) delete record[key];
    record[normalKey] = item;
  }
  return value;
}

/**
 * Refuses, before validation, any request whose path parameters, query or body carry a NUL or a lone surrogate,
 * with a 400 that names the field the way validation failures do (`{ fields: { q: '…' } }`). Socket events pass
 * the same check (platform/realtime.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const sources: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [where, value] of sources) {
      const refusal = unstorableRefusal(value, where);
      if (refusal) throw refusal;
    }
    // Text is stored NFC-normalised (issue 29): 'ẹ̀' typed as e + dot below + grave on one phone and as ẹ + grave
    // on another is one spelling, so a search or a duplicate check finds both. Here, once, for every route.
    request.body = toNfc(request.body);
    request.query = toNfc(request.query);
    request.params = toNfc(request.params);
  });
}
