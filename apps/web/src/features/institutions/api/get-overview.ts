import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionOverview } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath } from './keys';

/** GET /institutions/{id}/overview: roll, graduates, staff and programme figures for the stat cards. */
export async function getOverview(institutionId: string, signal?: AbortSignal) {
  const answer = await request<InstitutionOverview>(`${institutionPath(institutionId)}/overview`, { signal });
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
