import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type JOB_TYPES, jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
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
  const { page, state, job_type, q } = filters;
  // The filter comes from the address bar: the server refuses a job type it does not know.
  const type = job_type as (typeof JOB_TYPES)[number] | undefined;
  const query = { page, limit: limit || undefined, state, job_type: type, q };
  const answer = await call(jobOperations.feed, { params: { id: graduateId }, query, signal });
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
