import { ADMIN_ROUTES, type CookieSession, type TotpSetup } from '@tvet/contract';
import { request } from '@/lib/api';

const path = (route: string) => route.replace(/^\/v1(?=\/)/, '');

/**
 * POST /auth/admin/totp/setup {totp_token}: an administrator's first sign-in. Answers the secret, its QR code
 * (a PNG data URL) and 10 recovery codes, shown once.
 */
export async function setUpTotp(totpToken: string): Promise<TotpSetup> {
  const answer = await request<TotpSetup>(path(ADMIN_ROUTES.totpSetup), {
    method: 'POST',
    body: { totp_token: totpToken },
    auth: false,
  });
  return answer.payload;
}

/**
 * POST /auth/admin/totp {totp_token, code | recovery_code}: the session, as sign-in answers it for other roles
 * (the refresh token as the httpOnly cookie). `msg` says how many recovery codes are left after using one.
 */
export async function verifyTotp(
  totpToken: string,
  second: { code: string } | { recovery_code: string },
): Promise<{ session: CookieSession; msg: string }> {
  const answer = await request<CookieSession>(path(ADMIN_ROUTES.totp), {
    method: 'POST',
    body: { totp_token: totpToken, ...second },
    auth: false,
  });
  return { session: answer.payload, msg: answer.msg };
}
