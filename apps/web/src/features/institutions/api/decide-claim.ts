import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClaimDecision, institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

export interface DecideClaimInput {
  graduateId: string;
  decision: ClaimDecision['decision'];
  /** Required to reject: the graduate is shown it. */
  reason?: string;
}

/** PATCH /institutions/{id}/graduates/{graduateId}/claim {decision, reason}: confirm or reject a graduate's claim. */
export function decideClaim(institutionId: string, { graduateId, decision, reason }: DecideClaimInput) {
  return call(ops.decideClaim, {
    params: { userId: institutionId, graduateId },
    body: reason === undefined ? { decision } : { decision, reason },
  });
}

/** A decision changes the students list, the student, the roll row it holds and the overview figures. */
export function useDecideClaim(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideClaimInput) => decideClaim(institutionId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: institutionKeys.graduates(institutionId) }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.roll(institutionId) }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.overview(institutionId) }),
      ]),
  });
}
