import { accountCodeOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /verification/otp: mails a fresh code; always 200, so it never reveals whether the account exists. */
export function requestVerificationCode(email: string) {
  return call(accountCodeOperations.sendVerificationCode, { body: { email }, auth: false });
}
