import type { QueryClient } from '@tanstack/react-query';
import {
  type Conversation,
  MESSAGES_PAGE_SIZE,
  type Message,
  type ReadReceipt,
  type UnreadCount,
} from '@tvet/contract';
import type { ConversationPages } from '../api/get-conversations';
import type { HistoryPages } from '../api/get-messages';
import { messageKeys } from '../api/keys';
import { markRead } from '../api/mark-read';
import {
  addUnread,
  conversationWithMessage,
  findConversation,
  putFirst,
  removeUnread,
  sameMessage,
  upsertMessage,
  withMessage,
  withReceipt,
  withReceiptInList,
} from './cache';
import { isReading } from './open-conversation';
import type { Delivered } from './outbox';
import { rememberLive } from './recent';

/*
 * What each live event does to the cache: the open chat, the conversation list and the top bar's unread count
 * change in place when what they hold is enough to know the answer; otherwise the server is asked again. The
 * same functions serve messages from the socket and the outbox's server copies.
 */

const conversations = (client: QueryClient) =>
  client.getQueryData<ConversationPages>(messageKeys.conversations());

/** A message from anyone (receive-message), or this tab's own once stored (the outbox). */
export function applyMessage(
  client: QueryClient,
  message: Message,
  meId: string,
  created?: Conversation,
): void {
  const id = message.conversation_id;
  rememberLive(message);
  client.setQueryData<HistoryPages>(messageKeys.history(id), (data) => upsertMessage(data, message));
  client.setQueryData<Conversation>(messageKeys.conversation(id), (conversation) =>
    conversation ? conversationWithMessage(conversation, message) : created,
  );

  const mine = message.created_by._id === meId;
  const cached =
    findConversation(conversations(client), id) ??
    client.getQueryData<Conversation>(messageKeys.conversation(id));
  if (
    !mine &&
    cached?.recipients
      .concat(cached.created_by)
      .some((member) => member._id === message.created_by._id && member.email === null)
  ) {
    // Their first message here: their contact details are now shown to the members, so ask for them.
    void client.invalidateQueries({ queryKey: messageKeys.conversation(id) });
    void client.invalidateQueries({ queryKey: messageKeys.conversations() });
  }
  const reading = !mine && isReading(id);
  const listed = findConversation(conversations(client), id);
  const counts = !mine && !reading && !(listed?.last_message && sameMessage(listed.last_message, message));
  const list = conversations(client);
  if (listed) {
    client.setQueryData<ConversationPages>(
      messageKeys.conversations(),
      withMessage(list, message, counts ? 1 : 0),
    );
    if (counts)
      client.setQueryData<UnreadCount>(messageKeys.unread(), (count) =>
        addUnread(count, listed.unread_count),
      );
  } else {
    if (created && list) {
      client.setQueryData<ConversationPages>(
        messageKeys.conversations(),
        putFirst(list, conversationWithMessage(created, message)),
      );
    } else void client.invalidateQueries({ queryKey: messageKeys.conversations() });
    if (!mine) void client.invalidateQueries({ queryKey: messageKeys.unread() });
  }
  if (reading) void readConversation(client, id, meId);
}

/** chat-created: a conversation someone (perhaps this person, on another tab) started with this person. */
export function applyChatCreated(client: QueryClient, conversation: Conversation, meId: string): void {
  const list = conversations(client);
  const listed = findConversation(list, conversation._id);
  client.setQueryData<Conversation>(messageKeys.conversation(conversation._id), conversation);
  if (!list) {
    if (conversation.unread_count > 0) void client.invalidateQueries({ queryKey: messageKeys.unread() });
    return;
  }
  const reading = isReading(conversation._id);
  client.setQueryData<ConversationPages>(
    messageKeys.conversations(),
    putFirst(list, reading ? { ...conversation, unread_count: 0 } : conversation),
  );
  if (!listed && !reading && conversation.unread_count > 0) {
    client.setQueryData<UnreadCount>(messageKeys.unread(), (count) =>
      count
        ? {
            unread_messages: count.unread_messages + conversation.unread_count,
            unread_conversations: count.unread_conversations + 1,
          }
        : count,
    );
  }
  if (reading && conversation.unread_count > 0) void readConversation(client, conversation._id, meId);
}

/**
 * A read receipt (the server's `read` event, or this tab's own read): the member's 'seen' mark moves; the
 * signed-in person's own clears the conversation's unread count and takes it off the top bar's total.
 */
export function applyReceipt(client: QueryClient, receipt: ReadReceipt, meId: string): void {
  const id = receipt.conversation_id;
  if (receipt.user_id === meId) {
    const listed = findConversation(conversations(client), id);
    // A count asked for before this read would answer with it still unread: ask again.
    if (client.isFetching({ queryKey: messageKeys.unread() }) > 0) {
      void client.invalidateQueries({ queryKey: messageKeys.unread() });
    } else if (listed)
      client.setQueryData<UnreadCount>(messageKeys.unread(), (count) =>
        removeUnread(count, listed.unread_count),
      );
    else void client.invalidateQueries({ queryKey: messageKeys.unread() });
  }
  client.setQueryData<ConversationPages>(messageKeys.conversations(), (data) =>
    withReceiptInList(data, receipt, meId),
  );
  client.setQueryData<Conversation>(messageKeys.conversation(id), (conversation) =>
    conversation ? withReceipt(conversation, receipt, meId) : conversation,
  );
}

/** The outbox's message was stored: its server copy takes its place (and a new chat its conversation). */
export function applyDelivered(client: QueryClient, delivered: Delivered, meId: string): void {
  const { message, conversation, created } = delivered;
  if (created && !client.getQueryData(messageKeys.history(message.conversation_id))) {
    // A conversation this message just created has no other history: no need to ask for it.
    client.setQueryData<HistoryPages>(messageKeys.history(message.conversation_id), {
      pages: [{ docs: [message], limit: MESSAGES_PAGE_SIZE, hasMore: false, nextBefore: null }],
      pageParams: [null],
    });
  }
  applyMessage(client, message, meId, conversation);
}

const reading = new Map<string, Promise<void>>();

/** Marks the conversation read now (once at a time per conversation); failures wait for the next chance. */
export function readConversation(client: QueryClient, conversationId: string, meId: string): Promise<void> {
  let pending = reading.get(conversationId);
  if (!pending) {
    pending = markRead(conversationId)
      .then((receipt) => applyReceipt(client, receipt, meId))
      .catch(() => undefined)
      .finally(() => reading.delete(conversationId));
    reading.set(conversationId, pending);
  }
  return pending;
}

/**
 * After a (re)connection: whatever was fetched before it may have missed messages, so it is asked for again
 * (the open chat, the list, the count); user look-ups stay.
 */
export function catchUp(client: QueryClient, connectedAt: number): Promise<void> {
  return client.invalidateQueries({
    queryKey: messageKeys.all,
    predicate: (query) => query.queryKey[1] !== 'user' && query.state.dataUpdatedAt < connectedAt,
  });
}
