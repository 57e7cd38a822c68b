import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TicketCounts, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/tickets/counts?created_by={account id}: the numbers on the three tabs. */
export async function getTicketCounts(createdBy: string, signal?: AbortSignal): Promise<TicketCounts> {
  const answer = await call(ticketOperations.counts, { query: { created_by: createdBy }, signal });
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
