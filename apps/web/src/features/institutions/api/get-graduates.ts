import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys, type PeopleFilters } from './keys';

/**
 * Spec 001 §9 asks for the institution's graduates with limit 9999; the server caps a page, so the list asks
 * for one page at a time and pages through the true total (nothing is cut off silently).
 */
export const PEOPLE_PAGE_SIZE = 20;

/** GET /institutions/{id}/graduates?limit&page&name&claim_status: the graduates who linked this institution. */
export async function getGraduates(
  institutionId: string,
  filters: PeopleFilters,
  limit = PEOPLE_PAGE_SIZE,
  signal?: AbortSignal,
) {
  const answer = await call(ops.graduates, {
    params: { userId: institutionId },
    query: { limit, page: filters.page, name: filters.name, claim_status: filters.claim_status },
    signal,
  });
  return answer.payload;
}

export const graduatesQueryOptions = (
  institutionId: string,
  filters: PeopleFilters,
  limit = PEOPLE_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...institutionKeys.graduateList(institutionId, filters), limit],
    queryFn: ({ signal }) => getGraduates(institutionId, filters, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useGraduates(institutionId: string, filters: PeopleFilters, limit = PEOPLE_PAGE_SIZE) {
  return useQuery(graduatesQueryOptions(institutionId, filters, limit));
}
