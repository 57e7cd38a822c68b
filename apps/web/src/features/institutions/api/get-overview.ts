import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/** GET /institutions/{id}/overview: roll, graduates, staff and programme figures for the stat cards. */
export async function getOverview(institutionId: string, signal?: AbortSignal) {
  const answer = await call(ops.overview, { params: { userId: institutionId }, signal });
  return answer.payload;
}

export const overviewQueryOptions = (institutionId: string) =>
  queryOptions({
    queryKey: institutionKeys.overview(institutionId),
    queryFn: ({ signal }) => getOverview(institutionId, signal),
  });

export function useOverview(institutionId: string) {
  return useQuery(overviewQueryOptions(institutionId));
}
