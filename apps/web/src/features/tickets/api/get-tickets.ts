import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Paged,
  TICKET_PAGE_SIZE,
  type Ticket,
  type TicketStatus,
  ticketOperations,
} from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** GET /v1/tickets/?created_by={account id}&limit=20&page&status: the caller's tickets, newest activity first. */
export async function getTickets(
  createdBy: string,
  status: TicketStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<Ticket>> {
  const query = { created_by: createdBy, limit: TICKET_PAGE_SIZE, page, status };
  const answer = await call(ticketOperations.list, { query, signal });
  return answer.payload;
}

export const ticketsQueryOptions = (createdBy: string, status: TicketStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ticketKeys.list(status, page),
    queryFn: ({ signal }) => getTickets(createdBy, status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useTickets(createdBy: string, status: TicketStatus | undefined, page: number) {
  return useQuery(ticketsQueryOptions(createdBy, status, page));
}
