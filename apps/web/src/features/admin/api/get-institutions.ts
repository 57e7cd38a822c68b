import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminInstitution, adminReviewOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type InstitutionsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/institutions?status&q&order&page: status=pending is the verification queue, oldest first. */
export function getInstitutions(
  query: InstitutionsQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminInstitution>> {
  return getPage(adminReviewOperations.institutions, query, signal);
}

export const institutionsQueryOptions = (query: InstitutionsQuery) =>
  queryOptions({
    queryKey: adminKeys.institutionList(query),
    queryFn: ({ signal }) => getInstitutions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInstitutions(query: InstitutionsQuery) {
  return useQuery(institutionsQueryOptions(query));
}
