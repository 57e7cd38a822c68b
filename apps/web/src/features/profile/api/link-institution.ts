import { useMutation, useQueryClient } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { linkedInstitutionsQueryOptions } from './get-linked-institutions';

/**
 * POST /graduates/{graduateId}/institutions/: adds one institution (several are allowed); the link is matched to
 * that institution's graduation roll at once (its `link.claim_status`).
 */
export function linkInstitution(graduateId: string, institutionId: string) {
  return call(ops.link, { params: { id: graduateId }, body: { institution_id: institutionId } });
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
