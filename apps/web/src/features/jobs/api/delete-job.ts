import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { jobKeys } from './keys';

/** DELETE /jobs/{id}: applicants then see the job as removed under their applied jobs. */
export function deleteJob(jobId: string) {
  return request<null>(`/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_answer, jobId) => {
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
      queryClient.removeQueries({ queryKey: jobKeys.applicants(jobId) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.employerLists() });
    },
  });
}
