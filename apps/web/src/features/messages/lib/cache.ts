import type { Conversation, Message, Paged, ReadReceipt, UnreadCount } from '@tvet/contract';
import type { ConversationPages } from '../api/get-conversations';
import type { HistoryPages } from '../api/get-messages';

/*
 * How live events change the cached lists, as pure functions (each returns new data, or the same when nothing
 * changes). A message is the same message when its _id or its client_id matches, so a server copy replaces a
 * local one and an event that arrives twice (a resend, a refetch racing the socket) is shown once.
 */

export const sameMessage = (a: Message, b: Message) =>
  a._id === b._id || (a.client_id === b.client_id && a.created_by._id === b.created_by._id);

const newestFirst = (a: Message, b: Message) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The message in the conversation's history (newest first), once. */
export function upsertMessage(data: HistoryPages | undefined, message: Message): HistoryPages | undefined {
  if (!data || data.pages.length === 0) return data;
  let replaced = false;
  const pages = data.pages.map((page) => {
    if (!page.docs.some((doc) => sameMessage(doc, message))) return page;
    replaced = true;
    return { ...page, docs: page.docs.map((doc) => (sameMessage(doc, message) ? message : doc)) };
  });
  if (!replaced) {
    const [first, ...rest] = pages;
    pages.splice(0, pages.length, { ...first, docs: [message, ...first.docs].sort(newestFirst) }, ...rest);
  }
  return { ...data, pages };
}

/** Every message of the loaded history, oldest first (as the chat shows them). */
export function messagesOf(data: HistoryPages | undefined): Message[] {
  const all = data?.pages.flatMap((page) => page.docs) ?? [];
  const seen = new Set<string>();
  return all.filter((message) => !seen.has(message._id) && Boolean(seen.add(message._id))).reverse();
}

export function conversationsOf(data: ConversationPages | undefined): Conversation[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((page) => page.docs) ?? []).filter(
    (conversation) => !seen.has(conversation._id) && Boolean(seen.add(conversation._id)),
  );
}

export function findConversation(data: ConversationPages | undefined, id: string): Conversation | undefined {
  return data?.pages.flatMap((page) => page.docs).find((conversation) => conversation._id === id);
}

function mapConversations(
  data: ConversationPages,
  change: (conversation: Conversation) => Conversation,
  id: string,
): ConversationPages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.docs.some((doc) => doc._id === id)
        ? { ...page, docs: page.docs.map((doc) => (doc._id === id ? change(doc) : doc)) }
        : page,
    ),
  };
}

/** The conversation at the top of the list (newest activity first), replacing its older copy. */
export function putFirst(
  data: ConversationPages | undefined,
  conversation: Conversation,
): ConversationPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const pages: Paged<Conversation>[] = data.pages.map((page) => ({
    ...page,
    docs: page.docs.filter((doc) => doc._id !== conversation._id),
  }));
  pages[0] = { ...pages[0], docs: [conversation, ...pages[0].docs] };
  return { ...data, pages };
}

/**
 * A new message in a listed conversation: it becomes the last message, the conversation moves to the top, and
 * `unread` is added to its count. Undefined when the conversation is not in the list (it must be fetched).
 */
export function withMessage(
  data: ConversationPages | undefined,
  message: Message,
  unread: number,
): ConversationPages | undefined {
  const conversation = findConversation(data, message.conversation_id);
  if (!conversation) return undefined;
  const newer =
    !conversation.last_message ||
    Date.parse(message.createdAt) >= Date.parse(conversation.last_message.createdAt);
  const alreadyCounted = conversation.last_message && sameMessage(conversation.last_message, message);
  return putFirst(data, {
    ...withSenderRead(conversation, message),
    last_message: newer ? message : conversation.last_message,
    updatedAt: newer ? message.createdAt : conversation.updatedAt,
    unread_count: conversation.unread_count + (alreadyCounted ? 0 : unread),
  });
}

/**
 * Whoever writes has read the conversation up to their message (the server moves their read mark when it stores
 * it), so one's own message above it is 'seen' by them without a read receipt.
 */
function withSenderRead(conversation: Conversation, message: Message): Conversation {
  const sender = message.created_by._id;
  const mark = conversation.reads.find((read) => read.user_id === sender)?.last_read_at;
  if (mark && Date.parse(mark) >= Date.parse(message.createdAt)) return conversation;
  return {
    ...conversation,
    reads: [
      ...conversation.reads.filter((read) => read.user_id !== sender),
      { conversation_id: conversation._id, user_id: sender, last_read_at: message.createdAt },
    ],
  };
}

/** Updates the one conversation object (the open conversation's own cache entry) the same way. */
export function conversationWithMessage(conversation: Conversation, message: Message): Conversation {
  conversation = withSenderRead(conversation, message);
  const newer =
    !conversation.last_message ||
    Date.parse(message.createdAt) >= Date.parse(conversation.last_message.createdAt);
  return newer ? { ...conversation, last_message: message, updatedAt: message.createdAt } : conversation;
}

/** A read receipt: the member's place in the conversation ('seen'); the signed-in person's own clears its count. */
export function withReceipt(conversation: Conversation, receipt: ReadReceipt, meId: string): Conversation {
  const reads = [
    ...conversation.reads.filter((read) => read.user_id !== receipt.user_id),
    {
      user_id: receipt.user_id,
      conversation_id: receipt.conversation_id,
      last_read_at: receipt.last_read_at,
    },
  ];
  return { ...conversation, reads, unread_count: receipt.user_id === meId ? 0 : conversation.unread_count };
}

export function withReceiptInList(
  data: ConversationPages | undefined,
  receipt: ReadReceipt,
  meId: string,
): ConversationPages | undefined {
  if (!data || !findConversation(data, receipt.conversation_id)) return data;
  return mapConversations(
    data,
    (conversation) => withReceipt(conversation, receipt, meId),
    receipt.conversation_id,
  );
}

/** One more unread message (in a conversation that had `before` unread). */
export function addUnread(count: UnreadCount | undefined, before: number): UnreadCount | undefined {
  if (!count) return count;
  return {
    unread_messages: count.unread_messages + 1,
    unread_conversations: count.unread_conversations + (before === 0 ? 1 : 0),
  };
}

/** A conversation's `count` unread messages are now read. */
export function removeUnread(count: UnreadCount | undefined, read: number): UnreadCount | undefined {
  if (!count || read === 0) return count;
  return {
    unread_messages: Math.max(0, count.unread_messages - read),
    unread_conversations: Math.max(0, count.unread_conversations - 1),
  };
}
