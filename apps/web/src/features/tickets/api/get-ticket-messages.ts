import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Paged, TICKET_MESSAGES_PAGE_SIZE, type TicketMessage, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/tickets/{id}/messages/?page&limit: the conversation, oldest first. */
export async function getTicketMessages(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<TicketMessage>> {
  const query = { page, limit: TICKET_MESSAGES_PAGE_SIZE };
  const answer = await call(ticketOperations.messages, { params: { id }, query, signal });
  return answer.payload;
}

/** Pages follow one another oldest first: "Show newer messages" loads the next. */
export const ticketMessagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ticketKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getTicketMessages(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? (last.nextPage ?? undefined) : undefined),
  });

/** `poll`: milliseconds between asking again (while the realtime connection is down), or false. */
export function useTicketMessages(id: string | null, poll: number | false = false) {
  return useInfiniteQuery({
    ...ticketMessagesQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: poll,
  });
}
