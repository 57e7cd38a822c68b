import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** GET /jobs/{jobId}/applications/{applicantId}: one applicant (by application id or graduate id). */
export async function getApplicant(jobId: string, applicantId: string, signal?: AbortSignal) {
  const answer = await call(jobOperations.applicant, { params: { jobId, applicantId }, signal });
  return answer.payload;
}

export const applicantQueryOptions = (jobId: string, applicantId: string) =>
  queryOptions({
    queryKey: jobKeys.applicant(jobId, applicantId),
    queryFn: ({ signal }) => getApplicant(jobId, applicantId, signal),
  });

export function useApplicant(jobId: string, applicantId: string) {
  return useQuery(applicantQueryOptions(jobId, applicantId));
}

/** GET /employers/{me}/applicants/{applicantId}: an applicant of any of my jobs, for a link without ?job=. */
export async function getMyApplicant(employerId: string, applicantId: string, signal?: AbortSignal) {
  const params = { id: employerId, applicantId };
  const answer = await call(jobOperations.employerApplicant, { params, signal });
  return answer.payload;
}

export function useMyApplicant(employerId: string, applicantId: string) {
  return useQuery({
    queryKey: jobKeys.applicant('', applicantId),
    queryFn: ({ signal }) => getMyApplicant(employerId, applicantId, signal),
  });
}
