import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileRef } from '../../db/schema';
import { type MessageRow, messageRowOf } from './messaging.messages.repository';
import type { ConversationRow, MemberRow } from './messaging.repository';
import { dateOf, rowsOf } from './messaging.rows';

/*
 * The two statements of sending a message (issue 11's delivery tail): every check in one round trip, then the
 * write in one statement. A new conversation, its members and its first message go in together, atomically
 * without a transaction of its own, so a send costs two round trips instead of nine.
 */

/** A message the sender already stored under this client_id (a resend answers it). */
export interface StoredByClientId {
  id: string;
  conversationId: string;
  text: string;
  mediaFileId: string | null;
  memberKey: string;
}

export interface SendChecks {
  existing: StoredByClientId | null;
  /** Members of the conversation named by id (empty when sending by recipients). */
  memberIds: string[];
  /** The conversation of exactly the member key, when there is one. */
  conversationId: string | null;
  /** How many of the other members are accounts. */
  accounts: number;
  /** A member blocked the sender / the sender blocked a member. */
  blockedBy: boolean;
  blocking: boolean;
}

const uuids = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Everything a send checks, in one statement: the client_id's stored copy, the conversation (its members when
 * named by id, else the one of the member key), whether the others exist, and blocks either way.
 */
export async function sendChecks(
  db: Database,
  input: {
    senderId: string;
    clientId: string;
    conversationId: string | null;
    memberKey: string | null;
    /** The other members when sending by recipients. */
    others: readonly string[];
  },
): Promise<SendChecks> {
  const result = await db.execute(sql`
    with others as (
      select unnest(${uuids(input.others)}) as id
      union all
      select user_id from conversation_members
      where conversation_id = ${input.conversationId}::uuid and user_id <> ${input.senderId}::uuid
    )
    select
      (select json_build_object('id', m.id, 'conversationId', m.conversation_id, 'text', m.text,
                                'mediaFileId', m.media_file_id, 'memberKey', c.member_key)
         from messages m join conversations c on c.id = m.conversation_id
        where m.sender_id = ${input.senderId}::uuid and m.client_id = ${input.clientId}
        limit 1) as existing,
      (select coalesce(array_agg(user_id::text), '{}') from conversation_members
        where conversation_id = ${input.conversationId}::uuid) as member_ids,
      (select id from conversations where member_key = ${input.memberKey}) as conversation_id,
      (select count(*) from users where id in (select id from others))::int as accounts,
      exists (select 1 from user_blocks
               where blocked_id = ${input.senderId}::uuid and blocker_id in (select id from others)) as blocked_by,
      exists (select 1 from user_blocks
               where blocker_id = ${input.senderId}::uuid and blocked_id in (select id from others)) as blocking`);
  const [row] = rowsOf(result);
  const existing = row.existing as StoredByClientId | string | null;
  return {
    existing: typeof existing === 'string' ? (JSON.parse(existing) as StoredByClientId) : existing,
    memberIds: (row.member_ids as string[]).map(String),
    conversationId: row.conversation_id ? String(row.conversation_id) : null,
    accounts: Number(row.accounts),
    blockedBy: Boolean(row.blocked_by),
    blocking: Boolean(row.blocking),
  };
}

export interface Opened {
  conversation: ConversationRow;
  message: MessageRow;
  members: MemberRow[];
}

/**
 * A new conversation of exactly `memberIds` with its first message, the sender marked as having read and written
 * it, in one statement. Null when the conversation of this member key exists already (another send made it first):
 * the caller then writes to that one. A client_id the sender used already fails the whole statement (unique key).
 */
export async function openConversation(
  db: Database,
  input: {
    senderId: string;
    clientId: string;
    text: string;
    mediaFileId: string | null;
    memberKey: string;
    memberIds: readonly string[];
  },
): Promise<Opened | null> {
  const result = await db.execute(sql`
    with message_id as (select gen_random_uuid() as id),
    c as (
      insert into conversations (created_by, member_key, member_count, last_message_id)
      select ${input.senderId}::uuid, ${input.memberKey}, ${input.memberIds.length}, id from message_id
      on conflict (member_key) do nothing
      returning *
    ), cm as (
      insert into conversation_members (conversation_id, user_id, has_written, last_read_at)
      select c.id, member.id, member.id = ${input.senderId}::uuid,
             case when member.id = ${input.senderId}::uuid then c.last_message_at end
      from c cross join unnest(${uuids(input.memberIds)}) as member(id)
      returning *
    ), m as (
      insert into messages (id, conversation_id, sender_id, client_id, text, media_file_id)
      select message_id.id, c.id, ${input.senderId}::uuid, ${input.clientId}, ${input.text}, ${input.mediaFileId}::uuid
      from c cross join message_id
      returning id, conversation_id, sender_id, client_id, text, media_file_id, created_at, updated_at
    )
    select m.*, u.name as sender_name, u.avatar as sender_avatar,
           f.title as media_title, f.size as media_size, f.mimetype as media_mimetype,
           c.created_by as c_created_by, c.member_key as c_member_key, c.member_count as c_member_count,
           c.last_message_at as c_last_message_at, c.created_at as c_created_at, c.updated_at as c_updated_at,
           (select json_agg(json_build_object(
                      'userId', cm.user_id, 'name', mu.name, 'username', mu.username, 'userType', mu.user_type,
                      'avatar', mu.avatar, 'email', mu.email, 'phone', mu.phone,
                      'hasWritten', cm.has_written, 'lastReadAt', cm.last_read_at)
                    order by mu.name)
              from cm join users mu on mu.id = cm.user_id) as members
    from m
    join c on c.id = m.conversation_id
    join users u on u.id = m.sender_id
    left join files f on f.id = m.media_file_id`);
  const [row] = rowsOf(result);
  if (!row) return null;
  const message = messageRowOf(row);
  const conversation: ConversationRow = {
    id: message.conversationId,
    createdBy: String(row.c_created_by),
    memberKey: String(row.c_member_key),
    memberCount: Number(row.c_member_count),
    lastMessageId: message.id,
    lastMessageAt: dateOf(row.c_last_message_at),
    createdAt: dateOf(row.c_created_at),
    updatedAt: dateOf(row.c_updated_at),
  };
  const rawMembers = (typeof row.members === 'string' ? JSON.parse(row.members) : row.members) as Array<
    Record<string, unknown>
  >;
  const members: MemberRow[] = rawMembers.map((member) => ({
    conversationId: conversation.id,
    userId: String(member.userId),
    name: String(member.name),
    username: String(member.username),
    userType: String(member.userType),
    avatar: (member.avatar as FileRef | null) ?? null,
    email: String(member.email),
    phone: member.phone == null ? null : String(member.phone),
    hasWritten: Boolean(member.hasWritten),
    lastReadAt: member.lastReadAt == null ? null : dateOf(member.lastReadAt),
  }));
  return { conversation, message, members };
}
