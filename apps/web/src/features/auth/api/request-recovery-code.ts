import { accountCodeOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /recovery/otp: mails a password-recovery code if the account exists (the answer never says). */
export function requestRecoveryCode(email: string) {
  return call(accountCodeOperations.sendRecoveryCode, { body: { email }, auth: false });
}
