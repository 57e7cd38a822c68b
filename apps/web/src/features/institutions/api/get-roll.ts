import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rollOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys, type RollFilters } from './keys';

/** GET /institutions/{id}/roll?page&name&programme_id&graduation_year&claim_status&invited: one page. */
export async function getRoll(institutionId: string, filters: RollFilters, signal?: AbortSignal) {
  const { page, name, programme_id, graduation_year, claim_status, invited } = filters;
  const answer = await call(ops.list, {
    params: { userId: institutionId },
    // No year chosen (0) is no filter, as before: call() leaves out only undefined, null and ''.
    query: { page, name, programme_id, graduation_year: graduation_year || undefined, claim_status, invited },
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
