import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { jobKeys } from './keys';
import type { Applicant } from './types';

/** GET /jobs/{jobId}/applications: the applicants of one of the employer's own jobs. */
export async function getJobApplicants(jobId: string, signal?: AbortSignal): Promise<Applicant[]> {
  const answer = await request<{ docs: Applicant[] }>(`/jobs/${encodeURIComponent(jobId)}/applications`, {
    signal,
  });
  return answer.payload.docs;
}

export const jobApplicantsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.applicants(jobId),
    queryFn: ({ signal }) => getJobApplicants(jobId, signal),
  });

export function useJobApplicants(jobId: string) {
  return useQuery(jobApplicantsQueryOptions(jobId));
}
