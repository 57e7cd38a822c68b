import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { type FileRef, users } from '../../db/schema';
import { conversationMembers, conversations } from './messaging.table';

/*
 * The messaging feature's SQL, plain functions taking `db` (or a transaction), one module a topic:
 * here conversations, their members and the accounts one can start a conversation with;
 * messaging.messages.repository.ts the messages; messaging.reads.repository.ts read marks, unread counts, presence
 * and the unread-message mail; messaging.blocks.repository.ts blocks and the send guard;
 * messaging.media.repository.ts attachments; messaging.reports.repository.ts reports.
 */

export type ConversationRow = typeof conversations.$inferSelect;

/** A member with the account fields a conversation shows. */
export interface MemberRow {
  conversationId: string;
  userId: string;
  name: string;
  username: string;
  userType: string;
  avatar: FileRef | null;
  email: string;
  phone: string | null;
  hasWritten: boolean;
  lastReadAt: Date | null;
}

export async function findAccountByUsernameOrEmail(db: Database, value: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: users.avatar,
      userType: users.userType,
    })
    .from(users)
    .where(and(or(eq(users.username, value), eq(users.email, value)), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function memberIdsOf(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

export async function isMember(db: Database, conversationId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, accountId)),
    )
    .limit(1);
  return Boolean(row);
}

export async function findConversationByKey(db: Database, memberKey: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.memberKey, memberKey)).limit(1);
  return row ?? null;
}

export async function findConversation(db: Database, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
}

/*
 * The conversation list, opened on every visit (issue 23): fixed texts, prepared once per connection
 * (db/named-query.ts) instead of built by the query builder per request; the window and the id lists are bound
 * (`= any($1::uuid[])`), so one text serves every page and every number of conversations.
 */
const CONVERSATION_ROWS_SQL = `select c.id, c.created_by as "createdBy", c.member_key as "memberKey",
    c.member_count as "memberCount", c.last_message_id as "lastMessageId", c.last_message_at as "lastMessageAt",
    c.created_at as "createdAt", c.updated_at as "updatedAt"
  from conversation_members m
  join conversations c on c.id = m.conversation_id
  where m.user_id = $1
  order by c.last_message_at desc, c.id desc
  limit $2 offset $3`;
const CONVERSATION_COUNT_SQL = 'select count(*)::int as total from conversation_members where user_id = $1';
const MEMBERS_OF_SQL = `select m.conversation_id as "conversationId", m.user_id as "userId", u.name, u.username,
    u.user_type as "userType", u.avatar, u.email, u.phone, m.has_written as "hasWritten", m.last_read_at as "lastReadAt"
  from conversation_members m
  join users u on u.id = m.user_id
  where m.conversation_id = any($1::uuid[])
  order by m.created_at, u.name`; // a member row's created_at is when they joined

/** The caller's conversations, newest activity first. */
export function conversationRows(
  db: Database,
  accountId: string,
  window: { limit: number; offset: number },
): Promise<ConversationRow[]> {
  return namedQuery<ConversationRow>(db, 'messaging_conversation_rows_v1', CONVERSATION_ROWS_SQL, [
    accountId,
    window.limit,
    window.offset,
  ]);
}

export async function countConversations(db: Database, accountId: string): Promise<number> {
  const [row] = await namedQuery<{ total: number }>(
    db,
    'messaging_conversation_count_v1',
    CONVERSATION_COUNT_SQL,
    [accountId],
  );
  return Number(row?.total ?? 0);
}

export async function membersOf(db: Database, conversationIds: readonly string[]): Promise<MemberRow[]> {
  if (conversationIds.length === 0) return [];
  return namedQuery<MemberRow>(db, 'messaging_members_of_v1', MEMBERS_OF_SQL, [[...conversationIds]]);
}
