import {
  accountCodeOperations as ops,
  type RecoveryLinkPayload,
  type VerifyLinkPayload,
} from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /verification/link {token}: the verification mail's link marks the address verified (once). */
export async function verifyEmailByLink(token: string): Promise<VerifyLinkPayload> {
  return (await call(ops.verifyEmailByLink, { body: { token }, auth: false })).payload;
}

/** POST /recovery/link {token}: the recovery mail's link buys a reset token, and names the address (once). */
export async function recoveryByLink(token: string): Promise<RecoveryLinkPayload> {
  return (await call(ops.recoveryByLink, { body: { token }, auth: false })).payload;
}
