import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** The caller's conversations, newest activity first. */
export function conversationRows(db: Database, accountId: string, window: { limit: number; offset: number }) {
  return db
    .select({ conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, accountId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(window.limit)
    .offset(window.offset)
    .then((rows) => rows.map((row) => row.conversation));
}

export async function countConversations(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, accountId));
  return row.total;
}

export async function membersOf(db: Database, conversationIds: readonly string[]): Promise<MemberRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      name: users.name,
      username: users.username,
      userType: users.userType,
      avatar: users.avatar,
      email: users.email,
      phone: users.phone,
      hasWritten: conversationMembers.hasWritten,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, [...conversationIds]))
    .orderBy(conversationMembers.joinedAt, users.name);
}
