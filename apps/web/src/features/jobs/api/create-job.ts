import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateJob, jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** POST /jobs/: the server adds created_by and company_name from the signed-in employer. */
export async function createJob(job: CreateJob) {
  return call(jobOperations.create, { body: job });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.employerLists() }),
  });
}
