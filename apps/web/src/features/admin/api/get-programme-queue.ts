import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Paged, type Programme, programmeOperations } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type ProgrammeQueueQuery = { status?: string; name?: string; page: number; limit?: number };

/**
 * GET /v1/programmes?status=pending&page: the accreditation queue, every institution's programmes (an
 * administrator's list carries each one's institution_name).
 */
export function getProgrammeQueue(
  query: ProgrammeQueueQuery,
  signal?: AbortSignal,
): Promise<Paged<Programme>> {
  return getPage(programmeOperations.list, query, signal);
}

export const programmeQueueQueryOptions = (query: ProgrammeQueueQuery) =>
  queryOptions({
    queryKey: adminKeys.programmeList(query),
    queryFn: ({ signal }) => getProgrammeQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProgrammeQueue(query: ProgrammeQueueQuery) {
  return useQuery(programmeQueueQueryOptions(query));
}
