import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES, type MessagePage } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/**
 * GET /v1/admin/conversations/{id}/messages?before: a reported conversation's messages, newest first (the first
 * page is written to the audit log by the server).
 */
export async function getReportedMessages(
  id: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = before ? `?${new URLSearchParams({ before })}` : '';
  const answer = await request<MessagePage>(
    `${apiPath(MESSAGING_ROUTES.reportedMessages(encodeURIComponent(id)))}${query}`,
    { signal },
  );
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
