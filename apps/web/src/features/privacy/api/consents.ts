import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConsentPurpose, privacyOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { privacyKeys } from './keys';

/** GET /v1/me/consents: the caller's consents, whether the extras are offered, and the history. */
export async function getConsents(signal?: AbortSignal) {
  return (await call(privacyOperations.consents, { signal })).payload;
}

export function useConsents() {
  return useQuery({ queryKey: privacyKeys.consents(), queryFn: ({ signal }) => getConsents(signal) });
}

/** POST /v1/me/consents {purpose, given}: a new consent event (give or withdraw). */
export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { purpose: ConsentPurpose; given: boolean }) =>
      call(privacyOperations.consent, { body }),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents(), answer.payload),
  });
}

/** POST /v1/me/guardian {guardian_name, guardian_email | guardian_phone}: a minor asks a guardian to confirm. */
export function useAskGuardian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { guardian_name: string; guardian_email?: string; guardian_phone?: string }) =>
      call(privacyOperations.askGuardian, { body }),
    onSuccess: (answer) => client.setQueryData(privacyKeys.consents(), answer.payload),
  });
}

/** POST /v1/me/roll-corrections {institution_id, details}: mailed to the institution and logged. */
export function useRequestRollCorrection() {
  return useMutation({
    mutationFn: (body: { institution_id: string; details: string }) =>
      call(privacyOperations.requestRollCorrection, { body }),
  });
}
