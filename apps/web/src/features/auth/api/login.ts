import { type AdminSignInChallenge, type CookieSession, segmentOf, type UserType } from '@tvet/contract';
import { request } from '@/lib/api';

export interface LoginInput {
  userType: UserType;
  email: string;
  password: string;
}

/**
 * POST /auth/{users}/login. An administrator's right password answers a two-factor challenge instead of a
 * session (AdminSignInChallenge: the TOTP step follows). A wrong password, an unknown e-mail and a wrong type all answer the same 401. The
 * refresh token comes back as the httpOnly session cookie, not in the answer (the client sends X-Session: cookie).
 */
export async function login({
  userType,
  email,
  password,
}: LoginInput): Promise<CookieSession | AdminSignInChallenge> {
  const answer = await request<CookieSession | AdminSignInChallenge>(`/auth/${segmentOf(userType)}/login`, {
    method: 'POST',
    body: { email, password },
    auth: false,
  });
  return answer.payload;
}
