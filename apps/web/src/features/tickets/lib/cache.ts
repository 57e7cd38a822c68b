import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Paged, Ticket, TicketMessage } from '@tvet/contract';
import { ticketKeys } from '../api/keys';

type MessagePages = InfiniteData<Paged<TicketMessage>>;

/**
 * A new message (sent here, or arrived live) added once to the end of its ticket's loaded conversation. Only
 * when the newest page is loaded: otherwise it arrives with "Show newer messages".
 */
export function appendMessage(client: QueryClient, message: TicketMessage): void {
  client.setQueryData<MessagePages>(ticketKeys.messages(message.ticket_id), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.docs.some((doc) => doc._id === message._id))) return data;
    const last = data.pages[data.pages.length - 1];
    if (!last || last.hasNextPage) return data;
    const pages = [...data.pages];
    pages[pages.length - 1] = { ...last, docs: [...last.docs, message], totalDocs: last.totalDocs + 1 };
    return { ...data, pages };
  });
}

/** The live event: the ticket as it now stands, its new message, and the lists and counts asked again. */
export function applyLiveMessage(client: QueryClient, ticket: Ticket, message: TicketMessage): void {
  client.setQueryData(ticketKeys.ticket(ticket._id), ticket);
  appendMessage(client, message);
  void client.invalidateQueries({ queryKey: ticketKeys.lists() });
  void client.invalidateQueries({ queryKey: ticketKeys.counts() });
  void client.invalidateQueries({ queryKey: [...ticketKeys.all, 'desk'] });
  void client.invalidateQueries({ queryKey: ticketKeys.deskStats() });
}
