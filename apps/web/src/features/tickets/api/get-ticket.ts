import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKET_ROUTES, type Ticket } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** GET /v1/tickets/{id}/: the ticket with replying_admin.user_id expanded. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  const answer = await request<Ticket>(apiPath(TICKET_ROUTES.ticket(encodeURIComponent(id))), { signal });
  return answer.payload;
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketKeys.ticket(id), queryFn: ({ signal }) => getTicket(id, signal) });

/** `poll`: milliseconds between asking again (while the realtime connection is down), or false. */
export function useTicket(id: string | null, poll: number | false = false) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id), refetchInterval: poll });
}
