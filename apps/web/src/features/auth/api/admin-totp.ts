import { type CookieSession, adminSecondFactorOperations as ops, type TotpSetup } from '@tvet/contract';
import { call } from '@/lib/call';

/**
 * POST /v1/auth/admin/totp/setup {totp_token}: an administrator's first sign-in. Answers the secret, its QR code
 * (a PNG data URL) and 10 recovery codes, shown once.
 */
export async function setUpTotp(totpToken: string): Promise<TotpSetup> {
  const answer = await call(ops.setUp, { body: { totp_token: totpToken }, auth: false });
  return answer.payload;
}

/**
 * POST /v1/auth/admin/totp {totp_token, code | recovery_code}: the session, as sign-in answers it for other roles
 * (the refresh token as the httpOnly cookie). `msg` says how many recovery codes are left after using one.
 */
export async function verifyTotp(
  totpToken: string,
  second: { code: string } | { recovery_code: string },
): Promise<{ session: CookieSession; msg: string }> {
  const answer = await call(ops.verify, { body: { totp_token: totpToken, ...second }, auth: false });
  // The session cookie's answer (the client sends X-Session: cookie), never the refresh token in the body.
  return { session: answer.payload as CookieSession, msg: answer.msg };
}
