import { request } from '@/lib/api';

/** POST /verification/otp/: mails a fresh code; always 200, so it never reveals whether the account exists. */
export function requestVerificationCode(email: string) {
  return request<null>('/verification/otp/', { method: 'POST', body: { email }, auth: false });
}
