import { accountCodeOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** GET /recovery/verification/{email}?otp=: a right code buys a short-lived reset token. */
export async function verifyRecoveryCode(email: string, otp: string): Promise<string> {
  const op = accountCodeOperations.verifyRecovery;
  const answer = await call(op, { params: { email }, query: { otp }, auth: false });
  return answer.payload.reset_token;
}
