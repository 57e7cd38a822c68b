import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rollOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/**
 * POST /institutions/{id}/roll/imports/{importId}/commit: every row in one transaction, or none (422 with
 * the preview when rows have errors); with skipInvalid, the rows without faults and the faulty ones left out.
 */
export function commitRollImport(institutionId: string, importId: string, skipInvalid = false) {
  return call(ops.commit, {
    params: { userId: institutionId, importId },
    body: skipInvalid ? { skip_invalid: true } : {},
  });
}

export function useCommitRollImport(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: string | { importId: string; skipInvalid: boolean }) =>
      typeof what === 'string'
        ? commitRollImport(institutionId, what)
        : commitRollImport(institutionId, what.importId, what.skipInvalid),
    onSuccess: (answer) => {
      queryClient.setQueryData(
        [...institutionKeys.roll(institutionId), 'import', answer.payload._id],
        answer.payload,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...institutionKeys.roll(institutionId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.graduates(institutionId) }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.overview(institutionId) }),
      ]);
    },
  });
}
