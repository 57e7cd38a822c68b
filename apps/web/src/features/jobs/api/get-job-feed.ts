import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Job, Paged } from '@tvet/contract';
import { request } from '@/lib/api';
import { type FeedFilters, jobKeys } from './keys';

/**
 * GET /graduates/{graduateId}/jobfeed/: open jobs, newest first, each with has_applied; filters optional.
 * Without a limit the server uses its page size (the contract's JOBS_PAGE_SIZE).
 */
export async function getJobFeed(
  graduateId: string,
  filters: FeedFilters,
  limit?: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (limit) query.set('limit', String(limit));
  if (filters.state) query.set('state', filters.state);
  if (filters.job_type) query.set('job_type', filters.job_type);
  if (filters.q) query.set('q', filters.q);
  const answer = await request<Paged<Job>>(`/graduates/${encodeURIComponent(graduateId)}/jobfeed/?${query}`, {
    signal,
  });
  return answer.payload;
}

export const jobFeedQueryOptions = (graduateId: string, filters: FeedFilters, limit?: number) =>
  queryOptions({
    queryKey: [...jobKeys.feed(graduateId, filters), limit ?? 'default'],
    queryFn: ({ signal }) => getJobFeed(graduateId, filters, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useJobFeed(graduateId: string, filters: FeedFilters, limit?: number) {
  return useQuery(jobFeedQueryOptions(graduateId, filters, limit));
}
