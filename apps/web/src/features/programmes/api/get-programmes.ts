import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { programmeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { type ProgrammeFilters, programmeKeys } from './keys';

/**
 * GET /programmes?limit&page&name&accreditation_type&status: the signed-in institution's programmes (the
 * server knows whose from the token), filters combined, one page.
 */
export async function getProgrammes(filters: ProgrammeFilters, signal?: AbortSignal) {
  const { limit, page, name, accreditation_type, status } = filters;
  const query = { limit, page, name: name || undefined, accreditation_type, status };
  const answer = await call(programmeOperations.list, { query, signal });
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
