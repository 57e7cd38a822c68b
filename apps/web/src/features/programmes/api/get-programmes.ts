import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Programme } from '@tvet/contract';
import { request } from '@/lib/api';
import { type ProgrammeFilters, programmeKeys } from './keys';

/**
 * GET /programmes?limit&page&name&accreditation_type&status: the signed-in institution's programmes (the
 * server knows whose from the token), filters combined, one page.
 */
export async function getProgrammes(filters: ProgrammeFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(filters.limit), page: String(filters.page) });
  if (filters.name) query.set('name', filters.name);
  if (filters.accreditation_type) query.set('accreditation_type', filters.accreditation_type);
  if (filters.status) query.set('status', filters.status);
  const answer = await request<Paged<Programme>>(`/programmes?${query}`, { signal });
  return answer.payload;
}

export const programmesQueryOptions = (filters: ProgrammeFilters) =>
  queryOptions({
    queryKey: programmeKeys.list(filters),
    queryFn: ({ signal }) => getProgrammes(filters, signal),
    // The old page stays on screen (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useProgrammes(filters: ProgrammeFilters) {
  return useQuery(programmesQueryOptions(filters));
}
