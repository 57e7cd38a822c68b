import { request } from '@/lib/api';

/** POST /verification/verify/{email} with the code; the server checks it (400 'Invalid OTP' when wrong). */
export function verifyEmail(email: string, otp: string) {
  return request<unknown>(`/verification/verify/${encodeURIComponent(email)}`, {
    method: 'POST',
    body: { otp },
    auth: false,
  });
}
