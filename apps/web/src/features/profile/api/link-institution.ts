import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstitutionSummary } from '@tvet/contract';
import { request } from '@/lib/api';
import { linkedInstitutionsQueryOptions } from './get-linked-institutions';

/** POST /graduates/{graduateId}/institutions/: adds one institution (several are allowed). */
export function linkInstitution(graduateId: string, institutionId: string) {
  return request<{ docs: InstitutionSummary[] }>(
    `/graduates/${encodeURIComponent(graduateId)}/institutions/`,
    {
      method: 'POST',
      body: { institution_id: institutionId },
    },
  );
}

export function useLinkInstitution(graduateId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkedInstitutionsQueryOptions(graduateId);
  return useMutation({
    mutationFn: (institutionId: string) => linkInstitution(graduateId, institutionId),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.payload.docs);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
