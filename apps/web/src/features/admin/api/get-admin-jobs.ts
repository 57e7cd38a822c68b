import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminJob, adminJobOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type AdminJobsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/jobs?q&suspended&reported&unverified&page: every job, newest first. */
export function getAdminJobs(query: AdminJobsQuery, signal?: AbortSignal): Promise<Paged<AdminJob>> {
  return getPage(adminJobOperations.list, query, signal);
}

export const adminJobsQueryOptions = (query: AdminJobsQuery) =>
  queryOptions({
    queryKey: adminKeys.jobList(query),
    queryFn: ({ signal }) => getAdminJobs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery(adminJobsQueryOptions(query));
}
