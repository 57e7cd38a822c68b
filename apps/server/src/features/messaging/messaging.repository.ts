import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { type FileRef, users } from '../../db/schema';
import { dateOf } from './messaging.rows';
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

/* A conversation's members (one conversation's view after a send): one fixed text for any number of ids. */
const MEMBERS_OF_SQL = `select m.conversation_id as "conversationId", m.user_id as "userId", u.name, u.username,
    u.user_type as "userType", u.avatar, u.email, u.phone, m.has_written as "hasWritten", m.last_read_at as "lastReadAt"
  from conversation_members m
  join users u on u.id = m.user_id
  where m.conversation_id = any($1::uuid[])
  order by m.created_at, u.name`; // a member row's created_at is when they joined

/*
 * The conversation list in one round trip (issue 23): the page of the caller's conversations, each with its
 * members, the caller's unread count and its last message, and the caller's total, as one fixed statement prepared
 * once per connection. The total comes on every row and, when the page is past the end, on a single row with no
 * conversation (the left join), so an empty page still knows the total. Every part starts from an index on the
 * caller's id or the conversation's: conversation_members_user_idx, then per listed conversation its members,
 * messages_conversation_idx for the unread count, and messages_pkey for the last message.
 */
const CONVERSATION_LIST_SQL = `with mine as (
    select m.conversation_id, m.last_read_at from conversation_members m where m.user_id = $1
  ), total as (select count(*)::int as total from mine)
  select t.total, p.* from total t
  left join lateral (
    select c.id, c.created_by as "createdBy", c.member_key as "memberKey",
      c.member_count as "memberCount", c.last_message_id as "lastMessageId", c.last_message_at as "lastMessageAt",
      c.created_at as "createdAt", c.updated_at as "updatedAt",
      (select json_agg(json_build_object('conversationId', cm.conversation_id, 'userId', cm.user_id, 'name', u.name,
          'username', u.username, 'userType', u.user_type, 'avatar', u.avatar, 'email', u.email, 'phone', u.phone,
          'hasWritten', cm.has_written, 'lastReadAt', cm.last_read_at) order by cm.created_at, u.name)
        from conversation_members cm join users u on u.id = cm.user_id
        where cm.conversation_id = c.id) as members,
      (select count(*)::int from messages msg
        where msg.conversation_id = c.id and msg.sender_id <> $1
          and (mine.last_read_at is null or msg.created_at > mine.last_read_at)) as unread,
      (select json_build_object('id', lm.id, 'conversation_id', lm.conversation_id, 'sender_id', lm.sender_id,
          'client_id', lm.client_id, 'text', lm.text, 'created_at', lm.created_at, 'updated_at', lm.updated_at,
          'sender_name', su.name, 'sender_avatar', su.avatar, 'media_file_id', f.id, 'media_title', f.title,
          'media_size', f.size, 'media_mimetype', f.mimetype)
        from messages lm join users su on su.id = lm.sender_id left join files f on f.id = lm.media_file_id
        where lm.id = c.last_message_id) as last
    from mine join conversations c on c.id = mine.conversation_id
    order by c.last_message_at desc, c.id desc
    limit $2 offset $3
  ) p on true
  order by p."lastMessageAt" desc nulls last, p.id desc`;

/** One listed conversation with what the list shows of it (see CONVERSATION_LIST_SQL). */
export interface ListedConversation {
  row: ConversationRow;
  members: MemberRow[];
  unread: number;
  last: Record<string, unknown> | null;
}

type ListedRow = ConversationRow & {
  total: number;
  members: (Omit<MemberRow, 'lastReadAt'> & { lastReadAt: string | null })[] | null;
  unread: number;
  last: Record<string, unknown> | null;
};

/** A page of the caller's conversations, newest activity first, and their total, in one statement. */
export async function conversationList(
  db: Database,
  accountId: string,
  window: { limit: number; offset: number },
): Promise<{ total: number; docs: ListedConversation[] }> {
  const rows = await namedQuery<ListedRow>(db, 'messaging_conversation_list_v1', CONVERSATION_LIST_SQL, [
    accountId,
    window.limit,
    window.offset,
  ]);
  const total = Number(rows[0]?.total ?? 0);
  const docs = rows
    .filter((row) => row.id !== null)
    .map(({ total: _total, members, unread, last, ...row }) => ({
      row: {
        ...row,
        lastMessageAt: dateOf(row.lastMessageAt),
        createdAt: dateOf(row.createdAt),
        updatedAt: dateOf(row.updatedAt),
      },
      members: (members ?? []).map((member) => ({
        ...member,
        lastReadAt: member.lastReadAt === null ? null : dateOf(member.lastReadAt),
      })),
      unread: Number(unread),
      last,
    }));
  return { total, docs };
}

export async function membersOf(db: Database, conversationIds: readonly string[]): Promise<MemberRow[]> {
  if (conversationIds.length === 0) return [];
  return namedQuery<MemberRow>(db, 'messaging_members_of_v1', MEMBERS_OF_SQL, [[...conversationIds]]);
}
