import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rollOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

export type InvitationInput = { ids: string[]; resend?: boolean } | { all: true; resend?: boolean };

/**
 * POST /institutions/{id}/roll/invitations: e-mail a sign-up link to roll graduates without an account.
 * Rows already invited are skipped unless `resend`.
 */
export function sendInvitations(institutionId: string, input: InvitationInput) {
  return call(ops.invite, { params: { userId: institutionId }, body: input });
}

export function useSendInvitations(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => sendInvitations(institutionId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...institutionKeys.roll(institutionId), 'list'] }),
        queryClient.invalidateQueries({ queryKey: institutionKeys.overview(institutionId) }),
      ]),
  });
}
