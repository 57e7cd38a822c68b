import { queryOptions, useQuery } from '@tanstack/react-query';
import { programmeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { programmeKeys } from './keys';

/** GET /programmes/{id}: one of the institution's own programmes. */
export async function getProgramme(id: string, signal?: AbortSignal) {
  const answer = await call(programmeOperations.read, { params: { id }, signal });
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
