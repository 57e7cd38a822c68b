import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Programme } from '@tvet/contract';
import { request } from '@/lib/api';
import { programmeKeys } from './keys';

/** GET /programmes/{id}: one of the institution's own programmes. */
export async function getProgramme(id: string, signal?: AbortSignal) {
  const answer = await request<Programme>(`/programmes/${encodeURIComponent(id)}`, { signal });
  return answer.payload;
}

export const programmeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: programmeKeys.detail(id),
    queryFn: ({ signal }) => getProgramme(id, signal),
  });

export function useProgramme(id: string) {
  return useQuery(programmeQueryOptions(id));
}
