import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket, ticketOperations } from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { call } from '@/lib/call';
import { ticketKeys } from './keys';

export type DeskAction = 'assign' | 'close' | 'reopen';

/** POST /v1/admin/tickets/{id}/assign|close|reopen: answers the ticket as it now stands. */
export async function updateDeskTicket(id: string, action: DeskAction): Promise<Envelope<Ticket>> {
  return call(ticketOperations[action], { params: { id }, body: {} });
}

export function useUpdateDeskTicket(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: DeskAction) => updateDeskTicket(id, action),
    onSuccess: (answer) => {
      client.setQueryData(ticketKeys.ticket(id), answer.payload);
      void client.invalidateQueries({ queryKey: [...ticketKeys.all, 'desk'] });
      void client.invalidateQueries({ queryKey: ticketKeys.deskStats() });
    },
  });
}
