import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKET_ROUTES, type TicketCounts } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** GET /v1/tickets/counts?created_by={account id}: the numbers on the three tabs. */
export async function getTicketCounts(createdBy: string, signal?: AbortSignal): Promise<TicketCounts> {
  const query = new URLSearchParams({ created_by: createdBy });
  const answer = await request<TicketCounts>(`${apiPath(TICKET_ROUTES.counts)}?${query}`, { signal });
  return answer.payload;
}

export const ticketCountsQueryOptions = (createdBy: string) =>
  queryOptions({
    queryKey: ticketKeys.counts(),
    queryFn: ({ signal }) => getTicketCounts(createdBy, signal),
  });

export function useTicketCounts(createdBy: string) {
  return useQuery(ticketCountsQueryOptions(createdBy));
}
