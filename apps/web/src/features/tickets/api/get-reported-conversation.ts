import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingDeskOperations, type ReportedConversation } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/admin/conversations/{id}: a reported conversation's members and reports (administrators). */
export async function getReportedConversation(
  id: string,
  signal?: AbortSignal,
): Promise<ReportedConversation> {
  const op = messagingDeskOperations.reportedConversation;
  const answer = await call(op, { params: { id }, signal });
  return answer.payload;
}

export const reportedConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.reported(id),
    queryFn: ({ signal }) => getReportedConversation(id, signal),
  });

export function useReportedConversation(id: string) {
  return useQuery(reportedConversationQueryOptions(id));
}
