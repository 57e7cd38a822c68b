import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminTicketListQuery, type Paged, type Ticket, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

export type DeskFilters = Omit<AdminTicketListQuery, 'limit'> & { page: number };

/** GET /v1/admin/tickets?status&assigned&role&q&order&page: every ticket; the queue is unassigned, oldest first. */
export async function getDeskTickets(filters: DeskFilters, signal?: AbortSignal): Promise<Paged<Ticket>> {
  const answer = await call(ticketOperations.desk, { query: filters, signal });
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
