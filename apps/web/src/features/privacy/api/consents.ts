import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConsentPurpose, type ConsentState, PRIVACY_ROUTES } from '@tvet/contract';
import { request } from '@/lib/api';
import { privacyKeys } from './keys';
import { apiPath } from './public';

/** GET /v1/me/consents: the caller's consents, whether the extras are offered, and the history. */
export async function getConsents(signal?: AbortSignal): Promise<ConsentState> {
  return (await request<ConsentState>(apiPath(PRIVACY_ROUTES.consents), { signal })).payload;
}

export function useConsents() {
  return useQuery({ queryKey: privacyKeys.consents(), queryFn: ({ signal }) => getConsents(signal) });
}

/** POST /v1/me/consents {purpose, given}: a new consent event (give or withdraw). */
export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { purpose: ConsentPurpose; given: boolean }) =>
      request<ConsentState>(apiPath(PRIVACY_ROUTES.consents), { method: 'POST', body }),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents(), answer.payload),
  });
}

/** POST /v1/me/guardian {guardian_name, guardian_email | guardian_phone}: a minor asks a guardian to confirm. */
export function useAskGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { guardian_name: string; guardian_email?: string; guardian_phone?: string }) =>
      request<ConsentState>(apiPath(PRIVACY_ROUTES.guardian), { method: 'POST', body }),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents(), answer.payload),
  });
}

/** POST /v1/me/roll-corrections {institution_id, details}: mailed to the institution and logged. */
export function useRequestRollCorrection() {
  return useMutation({
    mutationFn: (body: { institution_id: string; details: string }) =>
      request<{ _id: string; due_at: string }>(apiPath(PRIVACY_ROUTES.rollCorrection), {
        method: 'POST',
        body,
      }),
  });
}
