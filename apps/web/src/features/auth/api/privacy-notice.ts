import { PRIVACY_ROUTES, type PrivacyNotice, type PrivacyOverview } from '@tvet/contract';
import { request } from '@/lib/api';

/** GET /v1/privacy, for the notice sign-up shows (its version is sent with the registration and recorded). */
export async function getPrivacyNotice(signal?: AbortSignal): Promise<PrivacyNotice> {
  const route = PRIVACY_ROUTES.privacy.replace(/^\/v1/, '');
  return (await request<PrivacyOverview>(route, { auth: false, signal })).payload.notice;
}
