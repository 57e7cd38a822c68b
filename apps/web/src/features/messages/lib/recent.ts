import type { Conversation, Message, MessagePage, Paged } from '@tvet/contract';

/*
 * Messages that arrived live (the socket, or this tab's own once stored) in the last minutes. A list or history
 * fetch that started before one of them was stored answers without it, and its answer replaces the cache; the
 * fetchers merge these back in, so a message never vanishes from the screen because a refetch raced it.
 */
const KEEP_MS = 2 * 60_000;
const KEEP_MAX = 200;
let recent: { message: Message; at: number }[] = [];

export function rememberLive(message: Message): void {
  const now = Date.now();
  recent = [
    ...recent.filter((entry) => now - entry.at < KEEP_MS && entry.message._id !== message._id),
    { message, at: now },
  ].slice(-KEEP_MAX);
}

export function forgetLive(): void {
  recent = [];
}

const time = (message: Message) => Date.parse(message.createdAt);

/** The newest page of a conversation's history with the live messages it lacks (newest first). */
export function withLiveMessages(page: MessagePage, conversationId: string): MessagePage {
  const oldest = page.docs.at(-1);
  const missing = recent
    .map((entry) => entry.message)
    .filter(
      (message) =>
        message.conversation_id === conversationId &&
        (!page.hasMore || !oldest || time(message) >= time(oldest)) &&
        !page.docs.some((doc) => doc._id === message._id || doc.client_id === message.client_id),
    );
  if (missing.length === 0) return page;
  return { ...page, docs: [...missing, ...page.docs].sort((a, b) => time(b) - time(a)) };
}

/** A page of the conversation list whose last messages are at least as new as what arrived live. */
export function withLiveLastMessages(page: Paged<Conversation>): Paged<Conversation> {
  if (recent.length === 0) return page;
  return {
    ...page,
    docs: page.docs.map((conversation) => {
      const newest = recent
        .map((entry) => entry.message)
        .filter((message) => message.conversation_id === conversation._id)
        .sort((a, b) => time(b) - time(a))[0];
      const last = conversation.last_message;
      if (!newest || (last && time(last) >= time(newest))) return conversation;
      return { ...conversation, last_message: newest, updatedAt: newest.createdAt };
    }),
  };
}
