import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/** The most programme names one call returns (the server's cap). */
const OPTIONS_LIMIT = 100;

async function pageOf(institutionId: string, page: number, signal?: AbortSignal) {
  const answer = await call(ops.programmes, {
    params: { userId: institutionId },
    query: { limit: OPTIONS_LIMIT, page },
    signal,
  });
  return answer.payload;
}

/** GET /institutions/{id}/programmes: every programme name of the institution, for the roll's filter. */
export async function getProgrammeOptions(institutionId: string, signal?: AbortSignal) {
  const first = await pageOf(institutionId, 1, signal);
  if (first.totalPages <= 1) return first.docs;
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, index) => pageOf(institutionId, index + 2, signal)),
  );
  return [...first.docs, ...rest.flatMap((page) => page.docs)];
}

export const programmeOptionsQueryOptions = (institutionId: string) =>
  queryOptions({
    queryKey: institutionKeys.programmeOptions(institutionId),
    queryFn: ({ signal }) => getProgrammeOptions(institutionId, signal),
    staleTime: 5 * 60_000,
  });

export function useProgrammeOptions(institutionId: string) {
  return useQuery(programmeOptionsQueryOptions(institutionId));
}
