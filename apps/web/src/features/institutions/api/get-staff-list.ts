import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionStaff, Paged } from '@tvet/contract';
import { request } from '@/lib/api';
import { PEOPLE_PAGE_SIZE } from './get-graduates';
import { institutionKeys, institutionPath, type PeopleFilters } from './keys';

/** GET /institutions/{id}/staff?limit&page&name: the staff who chose this institution, one page at a time. */
export async function getStaffList(
  institutionId: string,
  filters: PeopleFilters,
  limit = PEOPLE_PAGE_SIZE,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ limit: String(limit), page: String(filters.page) });
  if (filters.name) query.set('name', filters.name);
  const answer = await request<Paged<InstitutionStaff>>(`${institutionPath(institutionId)}/staff?${query}`, {
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
