import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Job, jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** Spec 001 §9: the employer's jobs are asked for with limit 9999; the server caps a page, so read them all. */
const EMPLOYER_JOBS_LIMIT = 9999;

function pageOf(employerId: string, page: number, signal?: AbortSignal) {
  const query = { created_by: employerId, limit: EMPLOYER_JOBS_LIMIT, page };
  return call(jobOperations.list, { query, signal }).then((answer) => answer.payload);
}

/** GET /jobs/?created_by={employerId}: every job of this employer, newest first, with applicant counts. */
export async function getEmployerJobs(employerId: string, signal?: AbortSignal): Promise<Job[]> {
  const first = await pageOf(employerId, 1, signal);
  if (first.totalPages <= 1) return first.docs;
  // The server caps a page (MAX_PAGE_SIZE) whatever limit is asked: fetch the other pages together.
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, index) => pageOf(employerId, index + 2, signal)),
  );
  return [...first.docs, ...rest.flatMap((page) => page.docs)];
}

export const employerJobsQueryOptions = (employerId: string) =>
  queryOptions({
    queryKey: jobKeys.employerList(employerId),
    queryFn: ({ signal }) => getEmployerJobs(employerId, signal),
  });

export function useEmployerJobs(employerId: string) {
  return useQuery(employerJobsQueryOptions(employerId));
}
