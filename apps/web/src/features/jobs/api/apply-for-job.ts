import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

export interface ApplyInput {
  jobId: string;
  /** The graduate's profile id (session.user_id): one applies only for oneself. */
  graduateId: string;
}

/** POST /jobs/{jobId}/apply/ {graduate_id}; 409 when already applied or the job has closed. */
export function applyForJob({ jobId, graduateId }: ApplyInput) {
  return call(jobOperations.apply, { params: { jobId }, body: { graduate_id: graduateId } });
}

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    onSuccess: (_answer, { graduateId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.feeds(graduateId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.applications(graduateId) }),
      ]),
  });
}
