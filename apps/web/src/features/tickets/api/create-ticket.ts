import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTicket, TICKET_ROUTES, type Ticket } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/** POST /v1/tickets {created_by, title, message}: answers the new ticket (201, 'Ticket created successfully!'). */
export async function createTicket(body: CreateTicket): Promise<Envelope<Ticket>> {
  return request<Ticket>(apiPath(TICKET_ROUTES.tickets), { method: 'POST', body });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
