import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, RollEntry } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath, type RollFilters } from './keys';

/** GET /institutions/{id}/roll?page&name&programme_id&graduation_year&claim_status&invited: one page. */
export async function getRoll(institutionId: string, filters: RollFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.name) query.set('name', filters.name);
  if (filters.programme_id) query.set('programme_id', filters.programme_id);
  if (filters.graduation_year) query.set('graduation_year', String(filters.graduation_year));
  if (filters.claim_status) query.set('claim_status', filters.claim_status);
  if (filters.invited) query.set('invited', filters.invited);
  const answer = await request<Paged<RollEntry>>(`${institutionPath(institutionId)}/roll?${query}`, {
    signal,
  });
  return answer.payload;
}

export const rollQueryOptions = (institutionId: string, filters: RollFilters) =>
  queryOptions({
    queryKey: institutionKeys.rollList(institutionId, filters),
    queryFn: ({ signal }) => getRoll(institutionId, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useRoll(institutionId: string, filters: RollFilters) {
  return useQuery(rollQueryOptions(institutionId, filters));
}
