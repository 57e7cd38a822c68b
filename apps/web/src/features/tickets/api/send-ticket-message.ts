import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeTicketMessage, type TicketMessage, ticketOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { appendMessage } from '../lib/cache';
import { ticketKeys } from './keys';

/**
 * POST /v1/tickets/{id}/messages/ {created_by, text}: the text travels URL-encoded (spec 001 §3), once; the
 * answer is the stored message, in plain text.
 */
export async function sendTicketMessage(id: string, text: string, createdBy: string): Promise<TicketMessage> {
  const body = encodeTicketMessage(text, createdBy);
  const answer = await call(ticketOperations.reply, { params: { id }, body });
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
