import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingOperations, type UnreadCount } from '@tvet/contract';
import { call } from '@/lib/call';
import { messageKeys } from './keys';

/** GET /v1/conversations/unread: the top bar's Messages badge. */
export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  const answer = await call(messagingOperations.unread, { signal });
  return answer.payload;
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Kept current by the live connection (new messages, reads); asked again after a reconnection.
    staleTime: 60_000,
  });

/** The number on the Messages icon of the top bar, on every page; off while the profile is unfinished. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
