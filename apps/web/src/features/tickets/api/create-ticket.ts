import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTicket, type Ticket, ticketOperations } from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

/** POST /v1/tickets {created_by, title, message}: answers the new ticket (201, 'Ticket created successfully!'). */
export async function createTicket(body: CreateTicket): Promise<Envelope<Ticket>> {
  return call(ticketOperations.create, { body });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
