import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TicketStats, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/admin/tickets/stats: counts and the average first-response and resolution times. */
export async function getDeskStats(signal?: AbortSignal): Promise<TicketStats> {
  const answer = await call(ticketOperations.stats, { signal });
  return answer.payload;
}

export const deskStatsQueryOptions = () =>
  queryOptions({ queryKey: ticketKeys.deskStats(), queryFn: ({ signal }) => getDeskStats(signal) });

export function useDeskStats() {
  return useQuery(deskStatsQueryOptions());
}
