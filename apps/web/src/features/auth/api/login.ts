import {
  type AdminSignInChallenge,
  type CookieSession,
  segmentOf,
  sessionOperations,
  type UserType,
} from '@tvet/contract';
import { call } from '@/lib/call';

export interface LoginInput {
  userType: UserType;
  email: string;
  password: string;
}

/**
 * POST /v1/auth/{users}/login. An administrator's right password answers a two-factor challenge instead of a
 * session (AdminSignInChallenge: the TOTP step follows). A wrong password, an unknown e-mail and a wrong type all
 * answer the same 401. The refresh token comes back as the httpOnly session cookie, not in the answer (the client
 * sends X-Session: cookie).
 *
 * The sign-in page loads this module when the form is sent (lib/sign-in.ts): the contract's operations bring zod
 * and the schemas, which /login's first load must not carry (bench/bundle-size.mjs); the signed-in pages that
 * follow use the same chunks.
 */
export async function login({
  userType,
  email,
  password,
}: LoginInput): Promise<CookieSession | AdminSignInChallenge> {
  const answer = await call(sessionOperations.signIn[segmentOf(userType)], {
    body: { email, password },
    auth: false,
  });
  // With X-Session: cookie the server answers the cookie session, never the refresh token in the body.
  return answer.payload as CookieSession | AdminSignInChallenge;
}
