import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, Paged } from '@tvet/contract';
import { request } from '@/lib/api';
import { jobKeys } from './keys';

/**
 * GET /jobs?page: the open jobs of every employer, newest first (the mentor's read-only list). Without a
 * limit the server uses its page size (the contract's JOBS_PAGE_SIZE).
 */
export async function getOpenJobs(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  const answer = await request<Paged<Job>>(`/jobs?${query}`, { signal });
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
