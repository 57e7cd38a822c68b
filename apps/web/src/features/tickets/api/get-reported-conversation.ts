import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES, type ReportedConversation } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** GET /v1/admin/conversations/{id}: a reported conversation's members and reports (administrators). */
export async function getReportedConversation(
  id: string,
  signal?: AbortSignal,
): Promise<ReportedConversation> {
  const answer = await request<ReportedConversation>(
    apiPath(MESSAGING_ROUTES.reportedConversation(encodeURIComponent(id))),
    { signal },
  );
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
