import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, type TicketStats } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** GET /v1/admin/tickets/stats: counts and the average first-response and resolution times. */
export async function getDeskStats(signal?: AbortSignal): Promise<TicketStats> {
  const answer = await request<TicketStats>(apiPath(ADMIN_ROUTES.ticketStats), { signal });
  return answer.payload;
}

export const deskStatsQueryOptions = () =>
  queryOptions({ queryKey: ticketKeys.deskStats(), queryFn: ({ signal }) => getDeskStats(signal) });

export function useDeskStats() {
  return useQuery(deskStatsQueryOptions());
}
