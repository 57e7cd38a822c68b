import { SECRET_LINK_PAGES } from '@tvet/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go (a test passes a stream it reads back). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Logs never carry passwords, tokens, codes, e-mail addresses, NINs or phone numbers (architecture, "Security
 * decisions"). Three places could leak them, and each is closed here:
 * - request URLs: paths hold e-mail addresses (`/verification/verify/{email}`) and link tokens
 *   (`/invitation/{token}`), queries hold codes (`?otp=1234`) or search words; `redactUrl` masks them in every
 *   request line by one rule (below) that needs no declaration from a new route;
 * - failed queries: drizzle's error message is `Failed query: <sql>\nparams: <values>` and PostgreSQL's `detail`
 *   repeats the values (`Key (nin)=(12345678901) already exists`); `redactError` removes both;
 * - structured fields: `REDACT_PATHS` censors any field of these names in any log line.
 */

const MASK = '[redacted]';

/** Query keys whose values are paging numbers, never personal; every other query value is masked. */
const PLAIN_QUERY_KEYS = new Set(['page', 'limit']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Words a route or page is named with: `api`, `v1`, `get-started`, `export.csv`, `socket.io`. */
const ROUTE_WORD = /^[a-z]+(?:[-.][a-z]+)*\d?$/;
/** The built app's files (`/assets/index-B1x9Qa.js`): a hash in a file name is no secret. */
const FILE_NAME = /^[\w-]+\.(?:m?js|css|map|html|json|webmanifest|txt|ico|png|svg|jpe?g|webp|woff2?)$/i;
/** Route parameters by these names are secrets whatever their value looks like. */
const SECRET_PARAM_NAME = /token|secret|key|code|otp|password|email|link|nin|phone/i;
const SECRET_PAGES = new Set<string>(SECRET_LINK_PAGES);

/** The route a request matched: its parameters by name (Fastify's `request.params`). */
export interface MatchedParams {
  params?: unknown;
}

/**
 * The one rule for paths (issue 22): a segment is logged only when it is a route word, an id (UUID) or a built
 * file's name; anything else (tokens, codes, e-mail addresses, NINs, usernames, search words) is masked. So a
 * route added later with a secret in its path is covered without declaring anything. On top of that, a
 * parameter whose name says secret (`:token`, `:email`) is masked even if its value happens to look like a
 * word or an id, and so is the segment after a link page (`/invitation/{token}`, served as index.html).
 */
function isPlainSegment(segment: string, previous: string | undefined, secretValues: Set<string>): boolean {
  if (segment === '') return true;
  if (previous !== undefined && SECRET_PAGES.has(previous)) return false;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  if (secretValues.has(decoded)) return false;
  return ROUTE_WORD.test(segment) || UUID.test(segment) || FILE_NAME.test(segment);
}

function secretParamValues(matched: MatchedParams | undefined): Set<string> {
  const values = new Set<string>();
  const params = matched?.params;
  if (params === null || typeof params !== 'object') return values;
  for (const [name, value] of Object.entries(params))
    if (SECRET_PARAM_NAME.test(name) && typeof value === 'string') values.add(value);
  return values;
}

/** `/api/v1/recovery/verification/ada@x.ng?otp=1234&page=2` -> `/api/v1/recovery/verification/[redacted]?otp=[redacted]&page=2` */
export function redactUrl(url: string, matched?: MatchedParams): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  const secretValues = secretParamValues(matched);
  const segments = path.split('/');
  const safePath = segments
    .map((segment, index) =>
      isPlainSegment(segment, index > 0 ? segments[index - 1] : undefined, secretValues) ? segment : MASK,
    )
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair.length > 0 ? MASK : pair;
      const key = pair.slice(0, eq);
      return PLAIN_QUERY_KEYS.has(key) && /^\d{0,6}$/.test(pair.slice(eq + 1)) ? pair : `${key}=${MASK}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}.-]+\.\p{L}{2,}/giu;
/** Long digit runs: NINs (11 digits) and phone numbers (+234…, 080…). */
const LONG_NUMBER = /\+?\d{10,}/g;

/** Last-line masking for free text that reached an error message. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/** Only the domain of an address, for the lines that say a mail went out: `[redacted]@example.ng`. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? MASK : `${MASK}${address.slice(at)}`;
}

interface ErrorLike {
  message?: unknown;
  stack?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** Removes the `params: …` line drizzle writes into a failed query's message, and with it every value. */
function withoutParams(text: string, chain: ErrorLike[]): string {
  let result = text;
  for (const link of chain) {
    if (link.params === undefined) continue;
    const written = `params: ${String(link.params)}`;
    const count = Array.isArray(link.params) ? link.params.length : 1;
    result = result.split(written).join(`params: ${MASK} (${count} values)`);
  }
  return redactText(result);
}

/** Fields of database errors that repeat the values of the failed statement. */
const VALUE_FIELDS = ['params', 'detail', 'where', 'parameters'];

/**
 * The error serializer: type, message and stack (each cause's appended, as pino's own does), code and the failed
 * statement's SQL; no `params`/`detail`, no parameter values in the text, no address or long number anywhere.
 */
export function redactError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const chain: (Error & ErrorLike)[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 10; link = link.cause)
    chain.push(link as Error & ErrorLike);
  const message = chain.map((link) => link.message).join(': ');
  const stack = chain.map((link, index) => `${index > 0 ? 'caused by: ' : ''}${link.stack ?? ''}`).join('\n');
  const safe: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: withoutParams(message, chain),
    stack: withoutParams(stack, chain),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in safe) continue;
    if (VALUE_FIELDS.includes(key)) safe[key] = MASK;
    else if (typeof value === 'string') safe[key] = key === 'query' ? value : withoutParams(value, chain);
    else if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value;
  }
  const code = chain.map((link) => (link as { code?: unknown }).code).find((value) => value !== undefined);
  if (code !== undefined && safe.code === undefined) safe.code = code;
  return safe;
}

/**
 * Structured fields censored wherever they appear (top level or one level down). Not `code`: an error's code
 * (`23505`, `ECONNREFUSED`) is what a person on call needs; one-time codes travel as `otp`.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'currentPassword',
    'newPassword',
    'otp',
    'token',
    'key',
    'refreshToken',
    'resetToken',
    'email',
    'nin',
    'phone',
  ].flatMap((name) => [name, `*.${name}`]),
];

function requestLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options: level, the redacting serializers and paths, and where the lines go (tests). */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { req: requestLine as never, err: redactError as never, cause: redactError as never },
    redact: { paths: REDACT_PATHS, censor: MASK },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
