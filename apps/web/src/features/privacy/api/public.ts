import { type CreateSubjectRequest, PRIVACY_ROUTES, type PrivacyOverview } from '@tvet/contract';
import { request } from '@/lib/api';

/*
 * The public privacy calls: plain fetches (no TanStack Query), so the public pages stay small on a phone.
 * The contract's routes read '/v1/...'; the API client adds '/api/v1' itself.
 */
export const apiPath = (route: string) => route.replace(/^\/v1(?=\/|$)/, '');

/** GET /v1/privacy: the processing activities, the retention rules and the current notice. */
export async function getPrivacy(signal?: AbortSignal): Promise<PrivacyOverview> {
  return (await request<PrivacyOverview>(apiPath(PRIVACY_ROUTES.privacy), { auth: false, signal })).payload;
}

/** POST /v1/privacy/requests: a data subject request from anyone (answered within 30 days). */
export async function submitSubjectRequest(body: CreateSubjectRequest) {
  return request<{ _id: string; due_at: string }>(apiPath(PRIVACY_ROUTES.requests), {
    method: 'POST',
    body,
    auth: false,
  });
}

/** POST /v1/privacy/guardian/confirm {token}: the guardian's single-use link. */
export async function confirmGuardian(token: string) {
  return request<null>(apiPath(PRIVACY_ROUTES.guardianConfirm), {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

/** POST /v1/privacy/breach-notices/stop {token}: no further notices of that breach for that person. */
export async function stopBreachNotices(token: string) {
  return request<null>(apiPath(PRIVACY_ROUTES.breachNoticeStop), {
    method: 'POST',
    body: { token },
    auth: false,
  });
}
