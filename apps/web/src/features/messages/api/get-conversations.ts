import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATIONS_PAGE_SIZE, type Conversation, messagingOperations, type Paged } from '@tvet/contract';
import { call } from '@/lib/call';
import { withLiveLastMessages } from '../lib/recent';
import { messageKeys } from './keys';

export type ConversationPages = InfiniteData<Paged<Conversation>>;

/** GET /v1/conversations?page&limit: the caller's conversations, newest activity first, with unread counts. */
export async function getConversations(page: number, signal?: AbortSignal): Promise<Paged<Conversation>> {
  const query = { page, limit: CONVERSATIONS_PAGE_SIZE };
  const answer = await call(messagingOperations.conversations, { query, signal });
  return answer.payload;
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    // Last messages at least as new as those that arrived live while the page was being fetched.
    queryFn: async ({ pageParam, signal }) => withLiveLastMessages(await getConversations(pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? (last.nextPage ?? undefined) : undefined),
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
