import { privacyOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** GET /v1/privacy, for the notice sign-up shows (its version is sent with the registration and recorded). */
export async function getPrivacyNotice(signal?: AbortSignal) {
  return (await call(privacyOperations.overview, { auth: false, signal })).payload.notice;
}
