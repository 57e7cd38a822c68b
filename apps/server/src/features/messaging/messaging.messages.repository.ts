import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { type FileRef, files, users } from '../../db/schema';
import { dateOf, type Row, rowsOf } from './messaging.rows';
import { conversations, messages } from './messaging.table';

/* The SQL of messages: storing one (with the conversation's activity), reading them by id, by client_id, by page. */

/** A message with its sender's name and picture and its attachment. */
export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  clientId: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  senderName: string;
  senderAvatar: FileRef | null;
  media: { id: string; title: string; size: number; mimetype: string } | null;
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  clientId: messages.clientId,
  text: messages.text,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  senderName: users.name,
  senderAvatar: users.avatar,
  mediaId: files.id,
  mediaTitle: files.title,
  mediaSize: files.size,
  mediaMimetype: files.mimetype,
};

type RawMessage = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null;
};

function toMessageRow(raw: RawMessage): MessageRow {
  return {
    id: raw.id!,
    conversationId: raw.conversationId!,
    senderId: raw.senderId!,
    clientId: raw.clientId!,
    text: raw.text!,
    createdAt: raw.createdAt!,
    updatedAt: raw.updatedAt!,
    senderName: raw.senderName ?? '',
    senderAvatar: raw.senderAvatar ?? null,
    media: raw.mediaId
      ? { id: raw.mediaId, title: raw.mediaTitle!, size: raw.mediaSize!, mimetype: raw.mediaMimetype! }
      : null,
  };
}

function selectMessages(db: Database, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(files, eq(files.id, messages.mediaFileId))
    .where(where);
}

export async function findMessageByClientId(db: Database, senderId: string, clientId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      text: messages.text,
      mediaFileId: messages.mediaFileId,
      memberKey: conversations.memberKey,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a message and, in the same statement (so atomically, without a transaction of its own), moves the
 * conversation's last activity and the sender's read mark to it; answers the stored message with its sender's
 * name and picture. Null when the sender already stored this client_id (a resend racing the first copy).
 */
export async function insertMessage(
  db: Database,
  input: {
    conversationId: string;
    senderId: string;
    clientId: string;
    text: string;
    mediaFileId: string | null;
  },
): Promise<MessageRow | null> {
  const result = await db.execute(sql`
    with m as (
      insert into messages (conversation_id, sender_id, client_id, text, media_file_id)
      values (${input.conversationId}, ${input.senderId}, ${input.clientId}, ${input.text}, ${input.mediaFileId})
      on conflict (sender_id, client_id) do nothing
      returning id, conversation_id, sender_id, client_id, text, media_file_id, created_at, updated_at
    ), activity as (
      update conversations c
      set last_message_id = case when m.created_at >= c.last_message_at then m.id else c.last_message_id end,
          last_message_at = greatest(c.last_message_at, m.created_at),
          updated_at = now()
      from m where c.id = m.conversation_id
      returning c.id
    ), mark as (
      update conversation_members cm
      set has_written = true,
          last_read_at = greatest(coalesce(cm.last_read_at, '-infinity'::timestamptz), m.created_at)
      from m where cm.conversation_id = m.conversation_id and cm.user_id = m.sender_id
      returning cm.user_id
    )
    select m.*, u.name as sender_name, u.avatar as sender_avatar,
           f.title as media_title, f.size as media_size, f.mimetype as media_mimetype
    from m
    join users u on u.id = m.sender_id
    left join files f on f.id = m.media_file_id`);
  const [row] = rowsOf(result);
  return row ? messageRowOf(row) : null;
}

/** A message row of raw SQL (the insert's answer, with the sender's name and picture and the attachment). */
export function messageRowOf(row: Row): MessageRow {
  return {
    id: String(row.id),
    conversationId: String(row.conversation_id),
    senderId: String(row.sender_id),
    clientId: String(row.client_id),
    text: String(row.text),
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
    senderName: String(row.sender_name),
    senderAvatar: (row.sender_avatar as FileRef | null) ?? null,
    media: row.media_file_id
      ? {
          id: String(row.media_file_id),
          title: String(row.media_title),
          size: Number(row.media_size),
          mimetype: String(row.media_mimetype),
        }
      : null,
  };
}

/* Messages by id (the conversation list's last messages, issue 23): one fixed text for any number of ids. */
const MESSAGES_BY_IDS_SQL = `select m.id, m.conversation_id, m.sender_id, m.client_id, m.text, m.created_at, m.updated_at,
    u.name as sender_name, u.avatar as sender_avatar,
    f.id as media_file_id, f.title as media_title, f.size as media_size, f.mimetype as media_mimetype
  from messages m
  join users u on u.id = m.sender_id
  left join files f on f.id = m.media_file_id
  where m.id = any($1::uuid[])`;

export async function messagesByIds(db: Database, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await namedQuery<Row>(db, 'messaging_messages_by_ids_v1', MESSAGES_BY_IDS_SQL, [[...ids]]);
  return rows.map(messageRowOf);
}

/** `limit` messages older than `before` (or the newest), newest first, plus whether older ones remain. */
export async function messagePage(
  db: Database,
  conversationId: string,
  before: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const older = before
    ? or(
        lt(messages.createdAt, before.createdAt),
        and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
      )
    : undefined;
  const rows = await selectMessages(db, and(eq(messages.conversationId, conversationId), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).map(toMessageRow), hasMore: rows.length > limit };
}

export async function messageCursor(db: Database, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ createdAt: messages.createdAt, id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row ?? null;
}
