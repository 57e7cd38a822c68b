import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Job, jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** GET /jobs/{id}: one job (closed ones only for the employer who posted them). */
export async function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  const answer = await call(jobOperations.read, { params: { jobId }, signal });
  return answer.payload;
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });

/** Only asked for when the job is not already in the list on screen (a shared link to an older job). */
export function useJob(jobId: string | null, enabled = true) {
  return useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: Boolean(jobId) && enabled });
}
