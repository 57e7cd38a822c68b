import type { RecoveryLinkPayload } from '@tvet/contract';
import { request } from '@/lib/api';

/** POST /verification/link {token}: the verification mail's link marks the address verified (once). */
export async function verifyEmailByLink(token: string): Promise<void> {
  await request<unknown>('/verification/link', { method: 'POST', body: { token }, auth: false });
}

/** POST /recovery/link {token}: the recovery mail's link buys a reset token, and names the address (once). */
export async function recoveryByLink(token: string): Promise<RecoveryLinkPayload> {
  return (
    await request<RecoveryLinkPayload>('/recovery/link', { method: 'POST', body: { token }, auth: false })
  ).payload;
}
