import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../platform/secrets';
import { REFRESH_COOKIE_PATH } from './accounts.cookie';

/*
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"; docs/decisions 0016). Many phones
 * share one address behind a carrier's NAT, so failures counted per address and IP let one person's wrong
 * passwords slow down everyone else's sign-in to that account from the same IP. A browser that has signed in to
 * an account before carries a signed cookie naming it; its sign-ins to that account skip the counters of
 * unknown browsers and have a failure counter of their own (per cookie), so only its own mistakes slow it down.
 */

export const DEVICE_COOKIE = 'tvet_device';
/** A browser shared by a family or a cybercafé may remember a few accounts; the oldest is forgotten first. */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** `nonce.mac` entries separated by `~`: base64url never holds either character. */
const ENTRY = /^[\w-]{22}\.[\w-]{43}$/;

/** The cookie names the account by a keyed hash of its address, never the address itself. */
function mac(secret: string, email: string, nonce: string) {
  return createHmac('sha256', secret).update(`device:${email}:${nonce}`).digest('base64url');
}

function entries(request: FastifyRequest): string[] {
  const value = request.cookies?.[DEVICE_COOKIE];
  if (typeof value !== 'string' || value.length > 80 * MAX_ACCOUNTS) return [];
  return value.split('~').filter((entry) => ENTRY.test(entry));
}

export function deviceCookies(secret: string) {
  /** The nonce of this browser's cookie for `email`, when it carries a genuine one. */
  function trustedNonce(request: FastifyRequest, email: string | undefined): string | undefined {
    if (email === undefined) return undefined;
    for (const entry of entries(request)) {
      const [nonce = '', given = ''] = entry.split('.');
      if (safeEqual(given, mac(secret, email, nonce))) return nonce;
    }
    return undefined;
  }

  /** After a right password: this browser is known for `email` from now on (a fresh nonce each time). */
  function remember(request: FastifyRequest, reply: FastifyReply, email: string) {
    const others = entries(request).filter((entry) => {
      const [nonce = '', given = ''] = entry.split('.');
      return !safeEqual(given, mac(secret, email, nonce));
    });
    const nonce = randomBytes(16).toString('base64url');
    const value = [`${nonce}.${mac(secret, email, nonce)}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
    reply.setCookie(DEVICE_COOKIE, value, {
      // Only the sign-in calls need it.
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: ONE_YEAR_SECONDS,
    });
  }

  return { trustedNonce, remember };
}
