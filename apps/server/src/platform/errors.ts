import { SERVER_MESSAGES } from '@tvet/contract';

/** An answer the server chose to give: the status code and a sentence a person can act on. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fields?: Record<string, string>) => new AppError(400, msg, fields);
export const unauthorized = (msg: string = SERVER_MESSAGES.signInRequired) => new AppError(401, msg);
export const forbidden = (msg: string = SERVER_MESSAGES.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = SERVER_MESSAGES.notFound) => new AppError(404, msg);
export const conflict = (msg: string, fields?: Record<string, string>) => new AppError(409, msg, fields);

/** Network failures of a socket to the database server. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL SQLSTATEs meaning "the server cannot take this now": class 08 (connection exception), 53300 (too many
 * connections), 57P01-57P03 (shut down, crash shutdown, cannot connect now).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[1-3])$/;
/** What the drivers say when the connection is gone: a closed PGlite, an ended or unreachable pg pool. */
const UNAVAILABLE_TEXT =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i;

/**
 * True when an error (or one of its causes, as drizzle wraps the driver's) says the database cannot be reached,
 * so the answer is 503 "try again shortly" rather than 500 "we have a bug".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let link: unknown = error;
  for (let depth = 0; depth < 10 && link instanceof Error; depth++, link = link.cause) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (UNAVAILABLE_TEXT.test(link.message)) return true;
    // pg reports a refused connection to a pool as an AggregateError of one refusal per address.
    if (link instanceof AggregateError && link.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
