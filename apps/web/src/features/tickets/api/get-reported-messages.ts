import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type MessagePage, messagingDeskOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/**
 * GET /v1/admin/conversations/{id}/messages?before: a reported conversation's messages, newest first (the first
 * page is written to the audit log by the server).
 */
export async function getReportedMessages(
  id: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const op = messagingDeskOperations.reportedMessages;
  const answer = await call(op, { params: { id }, query: { before }, signal });
  return answer.payload;
}

/** Pages go back in time: "Show older messages" loads the next. */
export function useReportedMessages(id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ticketKeys.reportedMessages(id),
      queryFn: ({ pageParam, signal }) => getReportedMessages(id, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => (last.hasMore ? (last.nextBefore ?? undefined) : undefined),
    }),
  );
}
