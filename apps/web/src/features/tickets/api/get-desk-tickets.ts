import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, type AdminTicketListQuery, type Paged, type Ticket } from '@tvet/contract';
import { request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

export type DeskFilters = Omit<AdminTicketListQuery, 'limit'> & { page: number };

/** GET /v1/admin/tickets?status&assigned&role&q&order&page: every ticket; the queue is unassigned, oldest first. */
export async function getDeskTickets(filters: DeskFilters, signal?: AbortSignal): Promise<Paged<Ticket>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const answer = await request<Paged<Ticket>>(`${apiPath(ADMIN_ROUTES.tickets)}?${query}`, { signal });
  return answer.payload;
}

export const deskTicketsQueryOptions = (filters: DeskFilters) =>
  queryOptions({
    queryKey: ticketKeys.desk(filters),
    queryFn: ({ signal }) => getDeskTickets(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useDeskTickets(filters: DeskFilters) {
  return useQuery(deskTicketsQueryOptions(filters));
}
