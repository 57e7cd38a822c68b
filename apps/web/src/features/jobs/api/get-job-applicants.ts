import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Applicant, JOBS_PAGE_SIZE, jobOperations, type Paged } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** Applicants shown per page under a job: the same page size as the job lists. */
export const APPLICANTS_PAGE_SIZE = JOBS_PAGE_SIZE;

/**
 * GET /jobs/{jobId}/applications?page&limit: one page of the applicants of one of the employer's own jobs;
 * `totalDocs` counts them all.
 */
export async function getJobApplicants(
  jobId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<Applicant>> {
  const query = { page, limit: APPLICANTS_PAGE_SIZE };
  const answer = await call(jobOperations.applicants, { params: { jobId }, query, signal });
  return answer.payload;
}

export const jobApplicantsQueryOptions = (jobId: string, page: number) =>
  queryOptions({
    queryKey: jobKeys.applicantsPage(jobId, page),
    queryFn: ({ signal }) => getJobApplicants(jobId, page, signal),
    // The previous page stays (dimmed) while the next loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useJobApplicants(jobId: string, page: number) {
  return useQuery(jobApplicantsQueryOptions(jobId, page));
}
