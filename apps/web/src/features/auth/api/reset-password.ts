import { accountCodeOperations } from '@tvet/contract';
import { call } from '@/lib/call';

export interface ResetPasswordInput {
  email: string;
  new_password: string;
  reset_token: string;
}

/** PATCH /recovery/password: the reset token, not the e-mail alone, authorises the change. */
export function resetPassword(body: ResetPasswordInput) {
  return call(accountCodeOperations.resetPassword, { body, auth: false });
}
