import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminJobReport, adminJobOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type JobReportsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/job-reports?status&page: graduates' reports of suspicious jobs, oldest first, each with its job. */
export function getJobReports(query: JobReportsQuery, signal?: AbortSignal): Promise<Paged<AdminJobReport>> {
  return getPage(adminJobOperations.reports, query, signal);
}

export const jobReportsQueryOptions = (query: JobReportsQuery) =>
  queryOptions({
    queryKey: adminKeys.reportList(query),
    queryFn: ({ signal }) => getJobReports(query, signal),
    placeholderData: keepPreviousData,
  });

export function useJobReports(query: JobReportsQuery) {
  return useQuery(jobReportsQueryOptions(query));
}
