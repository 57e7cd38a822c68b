import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionGraduate, Paged } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath, type PeopleFilters } from './keys';

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
  const query = new URLSearchParams({ limit: String(limit), page: String(filters.page) });
  if (filters.name) query.set('name', filters.name);
  if (filters.claim_status) query.set('claim_status', filters.claim_status);
  const answer = await request<Paged<InstitutionGraduate>>(
    `${institutionPath(institutionId)}/graduates?${query}`,
    { signal },
  );
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
