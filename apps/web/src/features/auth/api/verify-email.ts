import { accountCodeOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /verification/verify/{email} with the code; the server checks it (400 'Invalid OTP' when wrong). */
export function verifyEmail(email: string, otp: string) {
  return call(accountCodeOperations.verifyEmail, { params: { email }, body: { otp }, auth: false });
}
