import {
  type Conversation,
  type conversationsQuerySchema,
  type getAllConversationsPayloadSchema,
  MAX_PAGE_SIZE,
  MESSAGES,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  type MessagePage,
  type messagesQuerySchema,
  paged,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { isCaller } from '../../../platform/access';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import type { MessagingDeps } from '../messaging.deps';
import * as messagesRepo from '../messaging.messages.repository';
import { assertMember } from '../messaging.policy';
import * as readsRepo from '../messaging.reads.repository';
import * as repo from '../messaging.repository';
import { conversationOut, messageOut, readReceiptOut, userLookupOut } from '../messaging.serialize';

/* Reading: a person's conversations, one conversation's history, read marks and the look-up of a person. */

/** One page of a conversation's history, newest first, `before` a message id of it (for whoever may read it). */
export async function historyPage(
  db: Database,
  conversationId: string,
  query: z.output<typeof messagesQuerySchema>,
): Promise<MessagePage> {
  let cursor: { createdAt: Date; id: string } | null = null;
  if (query.before) {
    cursor = await messagesRepo.messageCursor(db, conversationId, query.before);
    if (!cursor) {
      const message = 'before must be the id of a message of this conversation';
      throw badRequest(message, { before: message });
    }
  }
  const page = await messagesRepo.messagePage(db, conversationId, cursor, query.limit);
  const docs = page.rows.map(messageOut);
  return {
    docs,
    limit: query.limit,
    hasMore: page.hasMore,
    nextBefore: page.hasMore ? (docs[docs.length - 1]?._id ?? null) : null,
  };
}

/** Conversations as `viewerId` sees them, in the given order. */
async function views(
  deps: MessagingDeps,
  rows: repo.ConversationRow[],
  viewerId: string,
): Promise<Conversation[]> {
  const ids = rows.map((row) => row.id);
  const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is string => Boolean(id));
  const [members, unread, last] = await Promise.all([
    repo.membersOf(deps.db, ids),
    readsRepo.unreadCounts(deps.db, viewerId, ids),
    messagesRepo.messagesByIds(deps.db, lastIds),
  ]);
  return rows.map((row) =>
    conversationOut(
      row,
      members.filter((member) => member.conversationId === row.id),
      last.find((message) => message.id === row.lastMessageId) ?? null,
      unread.get(row.id) ?? 0,
      viewerId,
    ),
  );
}

/** One conversation as `viewerId` sees it (membership checked by the caller). */
export async function conversationView(
  deps: MessagingDeps,
  conversationId: string,
  viewerId: string,
): Promise<Conversation> {
  const row = await repo.findConversation(deps.db, conversationId);
  if (!row) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  const [conversation] = await views(deps, [row], viewerId);
  return conversation;
}

/** get-all-conversations and GET /v1/conversations: newest activity first, with last message and unread count. */
export async function listConversations(
  deps: MessagingDeps,
  auth: AuthContext,
  query: z.output<typeof conversationsQuerySchema> | z.output<typeof getAllConversationsPayloadSchema>,
) {
  if ('userId' in query && query.userId !== undefined && !isCaller(auth, query.userId)) {
    throw forbidden(SERVER_MESSAGES.notOwner);
  }
  // One statement: the page, each conversation's members, unread count and last message, and the total.
  const limit = Math.max(1, Math.min(query.limit, MAX_PAGE_SIZE));
  const page = Math.max(1, query.page);
  const list = await repo.conversationList(deps.db, auth.accountId, { limit, offset: (page - 1) * limit });
  const docs = list.docs.map((listed) =>
    conversationOut(
      listed.row,
      listed.members,
      listed.last ? messagesRepo.messageRowOf(listed.last) : null,
      listed.unread,
      auth.accountId,
    ),
  );
  return paged(docs, list.total, page, limit);
}

export async function getConversation(deps: MessagingDeps, auth: AuthContext, conversationId: string) {
  await assertMember(deps.db, conversationId, auth.accountId);
  return conversationView(deps, conversationId, auth.accountId);
}

/** get-all-conversation-messages and GET /v1/conversations/{id}/messages: newest first, `before` a message id. */
export async function conversationHistory(
  deps: MessagingDeps,
  auth: AuthContext,
  conversationId: string,
  query: z.output<typeof messagesQuerySchema>,
) {
  await assertMember(deps.db, conversationId, auth.accountId);
  return historyPage(deps.db, conversationId, query);
}

/** read and POST /v1/conversations/{id}/read: the receipt goes to every member ('seen'). */
export async function markConversationRead(deps: MessagingDeps, auth: AuthContext, conversationId: string) {
  await assertMember(deps.db, conversationId, auth.accountId);
  const lastReadAt = await readsRepo.markRead(deps.db, conversationId, auth.accountId);
  const receipt = readReceiptOut(conversationId, auth.accountId, lastReadAt);
  deps.notifier.toAccounts(await repo.memberIdsOf(deps.db, conversationId), MESSAGING_EVENTS.read, receipt);
  return receipt;
}

export async function unreadCount(deps: MessagingDeps, auth: AuthContext) {
  const totals = await readsRepo.unreadTotals(deps.db, auth.accountId);
  return { unread_messages: totals.messages, unread_conversations: totals.conversations };
}

/** GET /v1/users/{username_or_email}: exact match only; 'No user found' otherwise. */
export async function lookupUser(deps: MessagingDeps, value: string) {
  const row = await repo.findAccountByUsernameOrEmail(deps.db, value);
  if (!row) throw notFound(MESSAGES.noUserFound);
  return userLookupOut(row);
}
