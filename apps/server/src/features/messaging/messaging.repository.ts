import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileRef, files, users } from '../../db/schema';
import {
  accountPresence,
  conversationMembers,
  conversationReports,
  conversations,
  messages,
  userBlocks,
} from './messaging.table';

/* The messaging feature's SQL, plain functions taking `db` (or a transaction). */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

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

// ---- accounts

/** Which of these ids are accounts. */
export async function existingAccounts(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => row.id);
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

export async function senderOf(db: Database, accountId: string) {
  const [row] = await db
    .select({ name: users.name, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, accountId))
    .limit(1);
  return row ?? null;
}

// ---- blocks

/**
 * What decides whether `accountId` may write to `others`, in one query: how many of them are accounts, whether any
 * of them blocked `accountId`, and whether `accountId` blocked any of them.
 */
export async function sendGuard(db: Database, accountId: string, others: readonly string[]) {
  if (others.length === 0) return { accounts: 0, blockedBy: false, blocking: false };
  const ids = sql.join(
    others.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (select count(*) from users where id in (${ids}))::int as accounts,
      exists (select 1 from user_blocks where blocked_id = ${accountId} and blocker_id in (${ids})) as blocked_by,
      exists (select 1 from user_blocks where blocker_id = ${accountId} and blocked_id in (${ids})) as blocking`);
  const [row] = rowsOf(result);
  return {
    accounts: Number(row.accounts),
    blockedBy: Boolean(row.blocked_by),
    blocking: Boolean(row.blocking),
  };
}

export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export function blockedAccounts(db: Database, blockerId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: users.avatar,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt))
    .limit(1000);
}

// ---- conversations and members

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

/** The conversation of exactly these members: inserted, or the existing one when another request won the race. */
export async function createOrFindConversation(
  tx: Database,
  input: { createdBy: string; memberKey: string; memberIds: readonly string[] },
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({ createdBy: input.createdBy, memberKey: input.memberKey, memberCount: input.memberIds.length })
    .onConflictDoNothing({ target: conversations.memberKey })
    .returning();
  if (!inserted) {
    const existing = await findConversationByKey(tx, input.memberKey);
    if (!existing) throw new Error('conversation vanished between insert and read');
    return { conversation: existing, created: false };
  }
  await tx
    .insert(conversationMembers)
    .values(input.memberIds.map((userId) => ({ conversationId: inserted.id, userId })));
  return { conversation: inserted, created: true };
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

/** Per conversation, the messages from others the caller has not read. */
export async function unreadCounts(
  db: Database,
  accountId: string,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, unread: count() })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, accountId),
        inArray(conversationMembers.conversationId, [...conversationIds]),
        ne(messages.senderId, accountId),
        or(isNull(conversationMembers.lastReadAt), gt(messages.createdAt, conversationMembers.lastReadAt)),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** Unread messages and conversations holding them, for the top bar. */
export async function unreadTotals(db: Database, accountId: string) {
  const [row] = await db
    .select({
      messages: count(messages.id),
      conversations: sql<number>`count(distinct ${messages.conversationId})`.mapWith(Number),
    })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, accountId),
        ne(messages.senderId, accountId),
        or(isNull(conversationMembers.lastReadAt), gt(messages.createdAt, conversationMembers.lastReadAt)),
      ),
    );
  return { messages: row?.messages ?? 0, conversations: row?.conversations ?? 0 };
}

/** Everything in the conversation up to now is read by the member; answers the new mark. */
export async function markRead(db: Database, conversationId: string, accountId: string) {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadAt: sql`greatest(coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz), now())`,
    })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, accountId)),
    )
    .returning({ lastReadAt: conversationMembers.lastReadAt });
  return row?.lastReadAt ?? null;
}

// ---- messages

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
  if (!row) return null;
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

export async function messagesByIds(db: Database, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectMessages(db, inArray(messages.id, [...ids]));
  return rows.map(toMessageRow);
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

// ---- reports

export async function insertReport(
  db: Database,
  input: { conversationId: string; reporterId: string; reason: string },
) {
  const [row] = await db.insert(conversationReports).values(input).returning();
  return row;
}

// ---- presence and unread mail

/** Marks these accounts as seen now (connected, disconnected, or still connected at a heartbeat). */
export async function touchPresence(db: Database, accountIds: readonly string[], at: Date) {
  if (accountIds.length === 0) return;
  await db
    .insert(accountPresence)
    .values(accountIds.map((userId) => ({ userId, lastSeenAt: at })))
    .onConflictDoUpdate({ target: accountPresence.userId, set: { lastSeenAt: at } });
}

export interface DueMail {
  conversationId: string;
  userId: string;
  previous: Date | null;
}

/**
 * Claims up to `limit` (member, conversation) pairs owed an unread-message mail at `now`: the member has been
 * offline since `offlineBefore`, has a message from someone else newer than both their read mark and their last
 * mail, sent since `recentSince`, and was not mailed about this conversation since `mailedBefore`. Claiming sets
 * last_mailed_at (skip locked), so two nodes running the job never mail the same pair twice.
 */
export async function claimDueMails(
  db: Database,
  at: { now: Date; offlineBefore: Date; mailedBefore: Date; recentSince: Date },
  limit: number,
): Promise<DueMail[]> {
  const result = await db.execute(sql`
    with candidates as (
      select distinct m.conversation_id, m.user_id
      from messages msg
      join conversation_members m on m.conversation_id = msg.conversation_id and m.user_id <> msg.sender_id
      join users u on u.id = m.user_id and u.is_active and u.is_email_verified
      left join account_presence p on p.user_id = m.user_id
      where msg.created_at >= ${at.recentSince}
        and msg.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz)
        and msg.created_at > coalesce(m.last_mailed_at, '-infinity'::timestamptz)
        and (m.last_mailed_at is null or m.last_mailed_at <= ${at.mailedBefore})
        and coalesce(p.last_seen_at, '-infinity'::timestamptz) <= ${at.offlineBefore}
      limit ${limit}
    ), due as (
      select m.conversation_id, m.user_id, m.last_mailed_at as previous
      from conversation_members m
      join candidates c on c.conversation_id = m.conversation_id and c.user_id = m.user_id
      for update of m skip locked
    )
    update conversation_members m set last_mailed_at = ${at.now}
    from due
    where m.conversation_id = due.conversation_id and m.user_id = due.user_id
    returning m.conversation_id, m.user_id, due.previous`);
  const rows = rowsOf(result);
  return rows.map((row) => ({
    conversationId: String(row.conversation_id),
    userId: String(row.user_id),
    previous: row.previous ? dateOf(row.previous) : null,
  }));
}

export async function restoreMailMark(db: Database, due: DueMail) {
  await db
    .update(conversationMembers)
    .set({ lastMailedAt: due.previous })
    .where(
      and(
        eq(conversationMembers.conversationId, due.conversationId),
        eq(conversationMembers.userId, due.userId),
      ),
    );
}

/** What an unread-message mail says: the reader's address, who wrote, how many, the latest text. */
export async function unreadMailContent(db: Database, conversationId: string, accountId: string) {
  const result = await db.execute(sql`
    select u.email, u.name as reader,
      (select count(*) from messages msg
        where msg.conversation_id = m.conversation_id and msg.sender_id <> m.user_id
          and msg.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz))::int as unread,
      last.text, last.media_file_id, sender.name as sender
    from conversation_members m
    join users u on u.id = m.user_id
    left join lateral (
      select msg.text, msg.media_file_id, msg.sender_id from messages msg
      where msg.conversation_id = m.conversation_id and msg.sender_id <> m.user_id
      order by msg.created_at desc, msg.id desc limit 1
    ) last on true
    left join users sender on sender.id = last.sender_id
    where m.conversation_id = ${conversationId} and m.user_id = ${accountId}`);
  const [row] = rowsOf(result);
  if (!row) return null;
  return {
    email: String(row.email),
    unread: Number(row.unread),
    text: row.text === null || row.text === undefined ? '' : String(row.text),
    hasMedia: Boolean(row.media_file_id),
    sender: row.sender ? String(row.sender) : '',
  };
}

// ---- attachments (rows of the shared files table with kind MEDIA_FILE_KIND)

/** The files-table kind of a message attachment (read through messaging only, never /v1/files). */
export const MEDIA_FILE_KIND = 'message_media';

export interface MediaFileRow {
  id: string;
  ownerId: string;
  storageKey: string;
  mimetype: string;
  size: number;
  title: string;
  /** The message it is attached to, if any. */
  messageId: string | null;
}

export async function insertMediaFile(
  db: Database,
  values: { ownerId: string; storageKey: string; mimetype: string; size: number; title: string },
): Promise<{ id: string; title: string; size: number; mimetype: string }> {
  const [row] = await db
    .insert(files)
    .values({ ...values, kind: MEDIA_FILE_KIND })
    .returning({ id: files.id, title: files.title, size: files.size, mimetype: files.mimetype });
  return row;
}

/** An attachment by id (null for any other kind of file), with the message holding it. */
export async function findMediaFile(db: Database, id: string): Promise<MediaFileRow | null> {
  const [row] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      storageKey: files.storageKey,
      mimetype: files.mimetype,
      size: files.size,
      title: files.title,
      messageId: messages.id,
    })
    .from(files)
    .leftJoin(messages, eq(messages.mediaFileId, files.id))
    .where(and(eq(files.id, id), eq(files.kind, MEDIA_FILE_KIND)))
    .limit(1);
  return row ?? null;
}

/** Whether the account uploaded this attachment or is a member of a conversation holding it. */
export async function mayReadMedia(db: Database, fileId: string, accountId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from ${files} f
    where f.id = ${fileId} and f.kind = ${MEDIA_FILE_KIND} and (
      f.owner_id = ${accountId}
      or exists (
        select 1 from ${messages} m
        join ${conversationMembers} cm on cm.conversation_id = m.conversation_id and cm.user_id = ${accountId}
        where m.media_file_id = f.id))
    limit 1`);
  return rowsOf(result).length > 0;
}

/** Deletes attachments uploaded before `before` and never attached; answers their storage keys. */
export async function deleteUnusedMedia(db: Database, before: Date, batch: number): Promise<string[]> {
  const result = await db.execute(sql`
    delete from ${files} where id in (
      select f.id from ${files} f
      where f.kind = ${MEDIA_FILE_KIND} and f.created_at < ${before.toISOString()}
        and not exists (select 1 from ${messages} m where m.media_file_id = f.id)
      limit ${batch})
    returning storage_key`);
  return rowsOf(result).map((row) => String(row.storage_key));
}
