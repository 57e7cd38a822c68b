import { useMutation, useQueryClient } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { linkedInstitutionsQueryOptions } from './get-linked-institutions';

/** DELETE /graduates/{graduateId}/institutions/{institutionId}: removes one from the graduate's list. */
export function unlinkInstitution(graduateId: string, institutionId: string) {
  return call(ops.unlink, { params: { id: graduateId, institutionId } });
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
