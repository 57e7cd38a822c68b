import { type CreateSubjectRequest, privacyOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/* The public privacy calls: plain fetches (no TanStack Query), so the public pages stay small on a phone. */

/** GET /v1/privacy: the processing activities, the retention rules and the current notice. */
export async function getPrivacy(signal?: AbortSignal) {
  return (await call(privacyOperations.overview, { auth: false, signal })).payload;
}

/** POST /v1/privacy/requests: a data subject request from anyone (answered within 30 days). */
export async function submitSubjectRequest(body: CreateSubjectRequest) {
  return call(privacyOperations.submitRequest, { body, auth: false });
}

/** POST /v1/privacy/guardian/confirm {token}: the guardian's single-use link. */
export async function confirmGuardian(token: string) {
  return call(privacyOperations.confirmGuardian, { body: { token }, auth: false });
}

/** POST /v1/privacy/breach-notices/stop {token}: no further notices of that breach for that person. */
export async function stopBreachNotices(token: string) {
  return call(privacyOperations.stopBreachNotices, { body: { token }, auth: false });
}
