import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

/** One call returns at most this many names (the server's cap); an institution with more is read page by page. */
const LIMIT = 100;

async function pageOf(institutionId: string, page: number, signal?: AbortSignal) {
  const answer = await call(ops.programmes, {
    params: { userId: institutionId },
    query: { limit: LIMIT, page },
    signal,
  });
  return answer.payload;
}

/** GET /institutions/{id}/programmes: the programme names a graduate picks from (education step, settings). */
export async function getInstitutionProgrammes(institutionId: string, signal?: AbortSignal) {
  const first = await pageOf(institutionId, 1, signal);
  if (first.totalPages <= 1) return first.docs;
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, index) => pageOf(institutionId, index + 2, signal)),
  );
  return [...first.docs, ...rest.flatMap((page) => page.docs)];
}

export const institutionProgrammesQueryOptions = (institutionId: string) =>
  queryOptions({
    queryKey: ['institution-programmes', institutionId],
    queryFn: ({ signal }) => getInstitutionProgrammes(institutionId, signal),
    // Programme lists change rarely: a metered line does not pay for them twice in a visit.
    staleTime: 5 * 60_000,
  });

export function useInstitutionProgrammes(institutionId: string, enabled = true) {
  return useQuery({ ...institutionProgrammesQueryOptions(institutionId), enabled });
}
