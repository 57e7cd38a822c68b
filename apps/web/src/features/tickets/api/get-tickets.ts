import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Paged, TICKET_PAGE_SIZE, TICKET_ROUTES, type Ticket, type TicketStatus } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** GET /v1/tickets/?created_by={account id}&limit=20&page&status: the caller's tickets, newest activity first. */
export async function getTickets(
  createdBy: string,
  status: TicketStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<Ticket>> {
  const query = new URLSearchParams({
    created_by: createdBy,
    limit: String(TICKET_PAGE_SIZE),
    page: String(page),
  });
  if (status) query.set('status', status);
  const answer = await request<Paged<Ticket>>(`${apiPath(TICKET_ROUTES.tickets)}?${query}`, { signal });
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
