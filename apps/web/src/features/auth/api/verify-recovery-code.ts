import type { RecoveryVerifyPayload } from '@tvet/contract';
import { request } from '@/lib/api';

/** GET /recovery/verification/{email}?otp=: a right code buys a short-lived reset token. */
export async function verifyRecoveryCode(email: string, otp: string): Promise<string> {
  const answer = await request<RecoveryVerifyPayload>(
    `/recovery/verification/${encodeURIComponent(email)}?otp=${encodeURIComponent(otp)}`,
    { auth: false },
  );
  return answer.payload.reset_token;
}
