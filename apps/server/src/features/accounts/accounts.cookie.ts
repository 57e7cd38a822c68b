import { COOKIE_SESSION_HEADER, REFRESH_TOKEN_REQUIRED, SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthorized } from '../../platform/errors';

/*
 * The refresh token of a browser lives in an httpOnly, SameSite=Strict session cookie scoped to the auth paths
 * (architecture, "Security decisions"): every tab of the browser shares it and no script can read it. Other
 * clients keep sending and receiving it in the body.
 */

export const REFRESH_COOKIE = 'tvet_refresh';
/** Sign-in, refresh, logout and sign-out-everywhere all live under this path; nothing else receives the cookie. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/** The client asked for a cookie session (a custom header: a cross-site page cannot send it). */
export function wantsCookie(request: FastifyRequest): boolean {
  return request.headers[COOKIE_SESSION_HEADER.name.toLowerCase()] === COOKIE_SESSION_HEADER.value;
}

/** Sets the refresh token as the session cookie; a cookie-session client gets the answer without it. */
export function deliverSession<T extends { refresh_token: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  session: T,
): T | Omit<T, 'refresh_token'> {
  reply.setCookie(REFRESH_COOKIE, session.refresh_token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    // Secure whenever the client reached us over HTTPS (X-Forwarded-Proto is believed only from TRUST_PROXY).
    secure: request.protocol === 'https',
  });
  if (!wantsCookie(request)) return session;
  const { refresh_token: _kept, ...rest } = session;
  return rest;
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/**
 * The refresh token a call presents: in the body, or (only with the cookie-session header, so that a cross-site
 * request cannot spend it) in the cookie. Null for a cookie-session client without a cookie: its session ended.
 */
export function presentedRefreshToken(
  request: FastifyRequest,
  body: { refreshToken?: string } | undefined,
): string | null {
  if (body?.refreshToken) return body.refreshToken;
  if (!wantsCookie(request)) {
    throw badRequest(REFRESH_TOKEN_REQUIRED, { refreshToken: REFRESH_TOKEN_REQUIRED });
  }
  return request.cookies[REFRESH_COOKIE] ?? null;
}

export const sessionEnded = () => unauthorized(SERVER_MESSAGES.refreshInvalid);
