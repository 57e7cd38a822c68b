import { request } from '@/lib/api';

/** POST /recovery/otp/: mails a password-recovery code if the account exists (the answer never says). */
export function requestRecoveryCode(email: string) {
  return request<null>('/recovery/otp/', { method: 'POST', body: { email }, auth: false });
}
