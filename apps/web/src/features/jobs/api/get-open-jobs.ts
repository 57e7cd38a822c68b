import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/**
 * GET /jobs?page: the open jobs of every employer, newest first (the mentor's read-only list). Without a
 * limit the server uses its page size (the contract's JOBS_PAGE_SIZE).
 */
export async function getOpenJobs(page: number, signal?: AbortSignal) {
  const answer = await call(jobOperations.list, { query: { page }, signal });
  return answer.payload;
}

export const openJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: jobKeys.openList(page),
    queryFn: ({ signal }) => getOpenJobs(page, signal),
    // The old page stays on screen while the next one loads: no jump to a spinner between pages.
    placeholderData: keepPreviousData,
  });

export function useOpenJobs(page: number) {
  return useQuery(openJobsQueryOptions(page));
}
