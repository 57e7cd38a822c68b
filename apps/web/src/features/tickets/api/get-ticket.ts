import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ticket, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/tickets/{id}/: the ticket with replying_admin.user_id expanded. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  const answer = await call(ticketOperations.read, { params: { id }, signal });
  return answer.payload;
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketKeys.ticket(id), queryFn: ({ signal }) => getTicket(id, signal) });

/** `poll`: milliseconds between asking again (while the realtime connection is down), or false. */
export function useTicket(id: string | null, poll: number | false = false) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: Boolean(id), refetchInterval: poll });
}
