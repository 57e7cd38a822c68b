/** Query keys of the tickets feature, one tree: a new message or a desk action invalidates everything under it. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (status: string | undefined, page: number) => [...ticketKeys.lists(), status ?? 'all', page] as const,
  counts: () => [...ticketKeys.all, 'counts'] as const,
  ticket: (id: string) => [...ticketKeys.all, 'ticket', id] as const,
  messages: (id: string) => [...ticketKeys.all, 'messages', id] as const,
  desk: (filters: object) => [...ticketKeys.all, 'desk', filters] as const,
  deskStats: () => [...ticketKeys.all, 'desk-stats'] as const,
  /** A reported conversation as the desk reads it, and its messages. */
  reported: (conversationId: string) => [...ticketKeys.all, 'reported', conversationId] as const,
  reportedMessages: (conversationId: string) =>
    [...ticketKeys.all, 'reported', conversationId, 'messages'] as const,
};
