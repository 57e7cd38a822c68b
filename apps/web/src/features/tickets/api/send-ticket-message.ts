import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeTicketMessage, TICKET_ROUTES, type TicketMessage } from '@tvet/contract';
import { request } from '@/lib/api';
import { appendMessage } from '../lib/cache';
import { ticketKeys } from './keys';
import { apiPath } from './route';

/**
 * POST /v1/tickets/{id}/messages/ {created_by, text}: the text travels URL-encoded (spec 001 §3), once; the
 * answer is the stored message, in plain text.
 */
export async function sendTicketMessage(id: string, text: string, createdBy: string): Promise<TicketMessage> {
  const answer = await request<TicketMessage>(apiPath(TICKET_ROUTES.messages(encodeURIComponent(id))), {
    method: 'POST',
    body: encodeTicketMessage(text, createdBy),
  });
  return answer.payload;
}

export function useSendTicketMessage(id: string, createdBy: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendTicketMessage(id, text, createdBy),
    onSuccess: (message) => {
      appendMessage(client, message);
      // The reply may have reopened or assigned the ticket: its status, tab counts and list order change.
      void client.invalidateQueries({ queryKey: ticketKeys.ticket(id) });
      void client.invalidateQueries({ queryKey: ticketKeys.lists() });
      void client.invalidateQueries({ queryKey: ticketKeys.counts() });
      void client.invalidateQueries({ queryKey: [...ticketKeys.all, 'desk'] });
      void client.invalidateQueries({ queryKey: ticketKeys.deskStats() });
    },
  });
}
