import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, type Ticket } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';
import { ticketKeys } from './keys';
import { apiPath } from './route';

export type DeskAction = 'assign' | 'close' | 'reopen';

const ROUTE: Record<DeskAction, (id: string) => string> = {
  assign: ADMIN_ROUTES.assignTicket,
  close: ADMIN_ROUTES.closeTicket,
  reopen: ADMIN_ROUTES.reopenTicket,
};

/** POST /v1/admin/tickets/{id}/assign|close|reopen: answers the ticket as it now stands. */
export async function updateDeskTicket(id: string, action: DeskAction): Promise<Envelope<Ticket>> {
  return request<Ticket>(apiPath(ROUTE[action](encodeURIComponent(id))), { method: 'POST', body: {} });
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
