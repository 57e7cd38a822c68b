import type { RecoveryLinkPayload, VerifyLinkPayload } from '@tvet/contract';
import { request } from '@/lib/api';

/** POST /verification/link {token}: the verification mail's link marks the address verified (once). */
export async function verifyEmailByLink(token: string): Promise<VerifyLinkPayload> {
  return (
    await request<VerifyLinkPayload>('/verification/link', { method: 'POST', body: { token }, auth: false })
  ).payload;
}

/** POST /recovery/link {token}: the recovery mail's link buys a reset token, and names the address (once). */
export async function recoveryByLink(token: string): Promise<RecoveryLinkPayload> {
  return (
    await request<RecoveryLinkPayload>('/recovery/link', { method: 'POST', body: { token }, auth: false })
  ).payload;
}
