import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** DELETE /jobs/{id}: applicants then see the job as removed under their applied jobs. */
export function deleteJob(jobId: string) {
  return call(jobOperations.remove, { params: { jobId } });
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
