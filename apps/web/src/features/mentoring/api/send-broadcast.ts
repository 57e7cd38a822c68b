import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Broadcast, mentoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { mentoringKeys } from './keys';

/**
 * POST /v1/mentors/{user_id}/broadcast {text, client_id}: one message to every mentee, each in their own
 * conversation with the mentor (issue 22). The same client_id on a retry never sends it twice.
 */
export function useSendBroadcast(mentorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Broadcast) =>
      call(mentoringOperations.broadcast, { params: { user_id: mentorId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: mentoringKeys.overview(mentorId) }),
  });
}
