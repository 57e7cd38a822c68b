import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollImport } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath } from './keys';

/**
 * POST /institutions/{id}/roll/imports/{importId}/commit: every row in one transaction, or none (422 with
 * the preview when rows have errors).
 */
export function commitRollImport(institutionId: string, importId: string) {
  return request<RollImport>(
    `${institutionPath(institutionId)}/roll/imports/${encodeURIComponent(importId)}/commit`,
    { method: 'POST' },
  );
}

export function useCommitRollImport(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => commitRollImport(institutionId, importId),
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
