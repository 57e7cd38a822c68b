import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminEmployer, adminReviewOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type EmployersQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/employers?status&q&order&page: status=pending is the vetting queue, oldest first. */
export function getEmployers(query: EmployersQuery, signal?: AbortSignal): Promise<Paged<AdminEmployer>> {
  return getPage(adminReviewOperations.employers, query, signal);
}

export const employersQueryOptions = (query: EmployersQuery) =>
  queryOptions({
    queryKey: adminKeys.employerList(query),
    queryFn: ({ signal }) => getEmployers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployers(query: EmployersQuery) {
  return useQuery(employersQueryOptions(query));
}
