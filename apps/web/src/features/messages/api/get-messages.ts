import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type MessagePage, messagingOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { withLiveMessages } from '../lib/recent';
import { messageKeys } from './keys';

export type HistoryPages = InfiniteData<MessagePage>;

/**
 * GET /v1/conversations/{id}/messages?before&limit: one page of history, newest first; the next (older) page is
 * asked for with `before` = the oldest message of this one, the cursor the server gives as `nextBefore`.
 */
export async function getMessages(
  id: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = { limit: MESSAGES_PAGE_SIZE, ...(before ? { before } : {}) };
  const answer = await call(messagingOperations.messages, { params: { id }, query, signal });
  return answer.payload;
}

export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.history(id),
    // The newest page keeps the messages that arrived live while it was being fetched.
    queryFn: async ({ pageParam, signal }) => {
      const page = await getMessages(id, pageParam, signal);
      return pageParam ? page : withLiveMessages(page, id);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextBefore : undefined),
  });

export function useMessages(id: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(id ?? ''), enabled: Boolean(id) });
}
