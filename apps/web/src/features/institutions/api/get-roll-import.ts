import { queryOptions, useQuery } from '@tanstack/react-query';
import { rollOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/** GET /institutions/{id}/roll/imports/{importId}: a preview again (after a reload, from the address). */
export async function getRollImport(institutionId: string, importId: string, signal?: AbortSignal) {
  const answer = await call(ops.readImport, { params: { userId: institutionId, importId }, signal });
  return answer.payload;
}

export const rollImportQueryOptions = (institutionId: string, importId: string) =>
  queryOptions({
    queryKey: [...institutionKeys.roll(institutionId), 'import', importId],
    queryFn: ({ signal }) => getRollImport(institutionId, importId, signal),
  });

export function useRollImport(institutionId: string, importId: string | null) {
  return useQuery({ ...rollImportQueryOptions(institutionId, importId ?? ''), enabled: Boolean(importId) });
}
