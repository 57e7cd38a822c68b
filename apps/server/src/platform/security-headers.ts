import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The app loads nothing from other origins, so its policy can be strict. */
export const APP_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/**
 * What swagger-ui at /api/docs needs, and no more: its scripts and styles are files served from /api/docs/static
 * (no inline script), React sets inline style attributes, the logo is a data: image, and "Try it out" calls
 * this origin only.
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** One year, subdomains included: once a browser has seen HTTPS here it never falls back to plain HTTP. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Calls whose answers carry credentials or codes even without a bearer token. */
const AUTH_PATHS = /^\/api\/v1\/(auth|recovery|verification)\//;

/** The seconds a 429 asks the client to wait when the code that refused did not say (its msg usually does). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

function isSignedInJson(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json')) return false;
  return (
    Boolean(request.headers.authorization) ||
    Boolean(request.headers.cookie) ||
    reply.hasHeader('set-cookie') ||
    AUTH_PATHS.test(request.url)
  );
}

function retryAfterOf(payload: unknown): number {
  const text = typeof payload === 'string' ? payload : '';
  const seconds = text.match(/in (\d+) seconds?/)?.[1];
  return seconds ? Math.max(1, Number(seconds)) : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * Headers every answer carries, plus: HSTS when the request came over HTTPS (directly, or per X-Forwarded-Proto
 * from a proxy TRUST_PROXY believes); `Cache-Control: no-store` on signed-in JSON and auth answers, so no shared
 * cache or back button keeps someone's data; `Retry-After` on every 429.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', request.url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isSignedInJson(request, reply)) reply.header('cache-control', 'no-store');
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(retryAfterOf(payload)));
    }
    return payload;
  });
}
