import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { PEOPLE_PAGE_SIZE } from './get-graduates';
import { institutionKeys, type PeopleFilters } from './keys';

/** GET /institutions/{id}/staff?limit&page&name: the staff who chose this institution, one page at a time. */
export async function getStaffList(
  institutionId: string,
  filters: PeopleFilters,
  limit = PEOPLE_PAGE_SIZE,
  signal?: AbortSignal,
) {
  const answer = await call(ops.staff, {
    params: { userId: institutionId },
    query: { limit, page: filters.page, name: filters.name },
    signal,
  });
  return answer.payload;
}

export const staffListQueryOptions = (
  institutionId: string,
  filters: PeopleFilters,
  limit = PEOPLE_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...institutionKeys.staffList(institutionId, filters), limit],
    queryFn: ({ signal }) => getStaffList(institutionId, filters, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffList(institutionId: string, filters: PeopleFilters, limit = PEOPLE_PAGE_SIZE) {
  return useQuery(staffListQueryOptions(institutionId, filters, limit));
}
