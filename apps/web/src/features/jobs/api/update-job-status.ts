import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JOB_STATUSES, Job } from '@tvet/contract';
import { request } from '@/lib/api';
import { jobKeys } from './keys';

export interface UpdateJobStatusInput {
  jobId: string;
  status: (typeof JOB_STATUSES)[number];
}

/** PATCH /jobs/{id} {status}: a closed job leaves the feed and takes no more applications; reopening undoes it. */
export function updateJobStatus({ jobId, status }: UpdateJobStatusInput) {
  return request<Job>(`/jobs/${encodeURIComponent(jobId)}`, { method: 'PATCH', body: { status } });
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
