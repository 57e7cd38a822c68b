import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JOB_STATUSES, jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

export interface UpdateJobStatusInput {
  jobId: string;
  status: (typeof JOB_STATUSES)[number];
}

/** PATCH /jobs/{id} {status}: a closed job leaves the feed and takes no more applications; reopening undoes it. */
export function updateJobStatus({ jobId, status }: UpdateJobStatusInput) {
  return call(jobOperations.setStatus, { params: { jobId }, body: { status } });
}

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobStatus,
    onSuccess: (_answer, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.employerLists() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      ]),
  });
}
