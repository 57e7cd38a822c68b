import { request } from '@/lib/api';

export interface ResetPasswordInput {
  email: string;
  new_password: string;
  reset_token: string;
}

/** PATCH /recovery/password/: the reset token, not the e-mail alone, authorises the change. */
export function resetPassword(body: ResetPasswordInput) {
  return request<unknown>('/recovery/password/', { method: 'PATCH', body, auth: false });
}
