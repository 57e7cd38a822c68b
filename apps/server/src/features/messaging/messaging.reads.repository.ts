import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { dateOf, rowsOf } from './messaging.rows';
import { accountPresence, conversationMembers } from './messaging.table';

/*
 * The SQL of reading: members' read marks and unread counts, presence, and the unread-message mail owed to a member
 * who stayed offline (claimed so two nodes never send it twice).
 */

/* Per listed conversation, its unread count: one fixed text for any number of conversations (issue 23). */
const UNREAD_COUNTS_SQL = `select msg.conversation_id as "conversationId", count(*)::int as unread
  from conversation_members m
  join messages msg on msg.conversation_id = m.conversation_id
  where m.user_id = $1 and m.conversation_id = any($2::uuid[]) and msg.sender_id <> $1
    and (m.last_read_at is null or msg.created_at > m.last_read_at)
  group by msg.conversation_id`;

/** Per conversation, the messages from others the caller has not read. */
export async function unreadCounts(
  db: Database,
  accountId: string,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await namedQuery<{ conversationId: string; unread: number }>(
    db,
    'messaging_unread_counts_v1',
    UNREAD_COUNTS_SQL,
    [accountId, [...conversationIds]],
  );
  return new Map(rows.map((row) => [row.conversationId, Number(row.unread)]));
}

/*
 * The top bar's unread totals, asked on every signed-in page: one fixed text, prepared once per connection
 * (db/named-query.ts) instead of built by the query builder on every request (issue 23).
 */
const UNREAD_TOTALS_SQL = `select count(msg.id)::int as messages, count(distinct msg.conversation_id)::int as conversations
  from conversation_members m
  join messages msg on msg.conversation_id = m.conversation_id
  where m.user_id = $1 and msg.sender_id <> $1
    and (m.last_read_at is null or msg.created_at > m.last_read_at)`;

/** Unread messages and conversations holding them, for the top bar. */
export async function unreadTotals(db: Database, accountId: string) {
  const [row] = await namedQuery<{ messages: number; conversations: number }>(
    db,
    'messaging_unread_totals_v1',
    UNREAD_TOTALS_SQL,
    [accountId],
  );
  return { messages: Number(row?.messages ?? 0), conversations: Number(row?.conversations ?? 0) };
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

/** What an unread-message mail says: the reader's address, who wrote, how many, the latest text or attachment. */
export async function unreadMailContent(db: Database, conversationId: string, accountId: string) {
  const result = await db.execute(sql`
    select u.email, u.name as reader,
      (select count(*) from messages msg
        where msg.conversation_id = m.conversation_id and msg.sender_id <> m.user_id
          and msg.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz))::int as unread,
      last.text, media.title as media_title, sender.name as sender
    from conversation_members m
    join users u on u.id = m.user_id
    left join lateral (
      select msg.text, msg.media_file_id, msg.sender_id from messages msg
      where msg.conversation_id = m.conversation_id and msg.sender_id <> m.user_id
      order by msg.created_at desc, msg.id desc limit 1
    ) last on true
    left join users sender on sender.id = last.sender_id
    left join files media on media.id = last.media_file_id
    where m.conversation_id = ${conversationId} and m.user_id = ${accountId}`);
  const [row] = rowsOf(result);
  if (!row) return null;
  return {
    email: String(row.email),
    unread: Number(row.unread),
    text: row.text === null || row.text === undefined ? '' : String(row.text),
    /** The latest message's attachment, by its file name. */
    mediaTitle: row.media_title === null || row.media_title === undefined ? null : String(row.media_title),
    sender: row.sender ? String(row.sender) : '',
  };
}
