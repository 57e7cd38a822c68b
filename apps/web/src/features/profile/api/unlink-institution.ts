import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedInstitutions } from '@tvet/contract';
import { request } from '@/lib/api';
import { linkedInstitutionsQueryOptions } from './get-linked-institutions';

/** DELETE /graduates/{graduateId}/institutions/{institutionId}: removes one from the graduate's list. */
export function unlinkInstitution(graduateId: string, institutionId: string) {
  return request<LinkedInstitutions>(
    `/graduates/${encodeURIComponent(graduateId)}/institutions/${encodeURIComponent(institutionId)}`,
    { method: 'DELETE' },
  );
}

export function useUnlinkInstitution(graduateId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkedInstitutionsQueryOptions(graduateId);
  return useMutation({
    mutationFn: (institutionId: string) => unlinkInstitution(graduateId, institutionId),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.payload.docs);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
