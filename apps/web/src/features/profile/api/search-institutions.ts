import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

export interface InstitutionQuery {
  name: string;
  page?: number;
  limit?: number;
}

/** GET /institutions/?name=&page=&limit=: institutions by name, paged. */
export async function searchInstitutions({ name, page = 1, limit = 10 }: InstitutionQuery) {
  const answer = await call(ops.list, { query: { page, limit, name: name.trim() } });
  return answer.payload;
}

export const institutionsQueryOptions = (query: InstitutionQuery) =>
  queryOptions({
    queryKey: ['institutions', query.name.trim(), query.page ?? 1, query.limit ?? 10],
    queryFn: () => searchInstitutions(query),
    // The list changes rarely: a search repeated within a few minutes costs nothing on a metered line.
    staleTime: 5 * 60_000,
  });

/** While the next answer loads, the previous results stay on screen (no jump as the person types). */
export function useInstitutions(query: InstitutionQuery) {
  return useQuery({ ...institutionsQueryOptions(query), placeholderData: keepPreviousData });
}
