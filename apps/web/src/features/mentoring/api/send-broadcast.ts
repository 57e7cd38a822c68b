import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Broadcast, type BroadcastResult, MENTORING_ROUTES } from '@tvet/contract';
import { segment, send } from './client';
import { mentoringKeys } from './keys';

/**
 * POST /v1/mentors/{user_id}/broadcast {text, client_id}: one message to every mentee, each in their own
 * conversation with the mentor (issue 22). The same client_id on a retry never sends it twice.
 */
export function useSendBroadcast(mentorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Broadcast) =>
      send<BroadcastResult>(MENTORING_ROUTES.broadcast(segment(mentorId)), body),
    onSuccess: () => client.invalidateQueries({ queryKey: mentoringKeys.overview(mentorId) }),
  });
}
