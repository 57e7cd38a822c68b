import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conversationMembers, conversations, messages } from '../../features/messaging/messaging.table';

/*
 * Writing conversations as messaging keeps them (features/messaging/messaging.table.ts), from short plans: who is
 * in it, who wrote what how long ago, and who has not read the end. The seed writes the tables directly (the
 * feature's service would send mail and realtime events); what messaging derives is derived here the same way:
 * the member key, the last message on the conversation, who has written, each member's read mark.
 */

const MINUTE = 60 * 1000;
/** Plans count time in minutes before the seed: `4 * DAYS` ago. */
export const HOURS = 60;
export const DAYS = 24 * HOURS;

export interface ThreadPlan {
  /** Account ids; the first opened the conversation. */
  members: string[];
  /** Oldest first; `by` is an index into `members`. */
  messages: { by: number; text: string; minutesAgo: number }[];
  /** Member index -> how many of the last messages from others that member has not read. */
  unread?: Record<number, number>;
}

/** The key messaging gives a member set (messaging.service memberKeyOf): SHA-256 of the sorted, distinct ids. */
export function memberKey(accountIds: readonly string[]): string {
  const sorted = [...new Set(accountIds)].sort();
  return createHash('sha256').update(sorted.join(',')).digest('hex');
}

/** When the member last read: their newest own message, or the message before the first one they have not read. */
function readMark(plan: ThreadPlan, member: number, times: Date[]): Date | null {
  const skip = plan.unread?.[member] ?? 0;
  const fromOthers = plan.messages
    .map((message, index) => ({ message, index }))
    .filter((m) => m.message.by !== member);
  const firstUnread = skip > 0 ? fromOthers[fromOthers.length - skip]?.index : undefined;
  const readUpTo = firstUnread === undefined ? times.length - 1 : firstUnread - 1;
  let mark: Date | null = readUpTo >= 0 ? times[readUpTo] : null;
  plan.messages.forEach((message, index) => {
    if (message.by === member && (!mark || times[index] > mark)) mark = times[index];
  });
  return mark;
}

/**
 * Writes the conversations, their members and messages, in one statement each; answers the conversation ids in
 * plan order. A member set that already has a conversation (one per set, as messaging keeps it) is left as it is
 * and answers null.
 */
export async function writeThreads(
  db: Database,
  plans: ThreadPlan[],
  now: number,
): Promise<(string | null)[]> {
  if (plans.length === 0) return [];
  const timesOf = (plan: ThreadPlan) =>
    plan.messages.map((message) => new Date(now - message.minutesAgo * MINUTE));
  const keys = plans.map((plan) => memberKey(plan.members));
  const made = await db
    .insert(conversations)
    .values(
      plans.map((plan, index) => {
        const times = timesOf(plan);
        return {
          createdBy: plan.members[0],
          memberKey: keys[index],
          memberCount: new Set(plan.members).size,
          lastMessageAt: times[times.length - 1],
          createdAt: times[0],
        };
      }),
    )
    .onConflictDoNothing({ target: conversations.memberKey })
    .returning({ id: conversations.id, memberKey: conversations.memberKey });
  const idOf = new Map(made.map((row) => [row.memberKey, row.id]));
  // A set planned twice is written once, by its first plan.
  const ids = keys.map((key, index) => (keys.indexOf(key) === index ? (idOf.get(key) ?? null) : null));
  const written = plans.flatMap((plan, index) => {
    const id = ids[index];
    return id ? [{ plan, id, times: timesOf(plan) }] : [];
  });
  if (written.length === 0) return ids;

  await db.insert(conversationMembers).values(
    written.flatMap(({ plan, id, times }) =>
      plan.members.map((userId, member) => ({
        conversationId: id,
        userId,
        lastReadAt: readMark(plan, member, times),
        hasWritten: plan.messages.some((message) => message.by === member),
        // Mailed about what they have not read already, so a start does not mail every demo account.
        lastMailedAt: (plan.unread?.[member] ?? 0) > 0 ? times[times.length - 1] : null,
        joinedAt: times[0],
      })),
    ),
  );
  let clientSerial = 0;
  await db.insert(messages).values(
    written.flatMap(({ plan, id, times }) =>
      plan.messages.map((message, index) => {
        clientSerial += 1;
        return {
          conversationId: id,
          senderId: plan.members[message.by],
          clientId: `demo-country-${clientSerial}`,
          text: message.text,
          createdAt: times[index],
          updatedAt: times[index],
        };
      }),
    ),
  );
  const conversationIds = written.map(({ id }) => id);
  await db.execute(sql`
    update conversations c set last_message_id = newest.id
    from (
      select distinct on (conversation_id) id, conversation_id from messages
      where conversation_id in (${sql.join(
        conversationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by conversation_id, created_at desc, id desc
    ) newest
    where c.id = newest.conversation_id`);
  return ids;
}

export interface Person {
  id: string;
  name: string;
  /** The first word of the name, as people greet each other. */
  first: string;
}

/** Accounts by e-mail address (those that exist). */
export async function peopleByEmail(db: Database, emails: string[]): Promise<Map<string, Person>> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, person(row)]));
}

export const person = (row: { id: string; name: string }): Person => ({
  id: row.id,
  name: row.name,
  first: row.name.split(' ')[0],
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Graduates of one programme of an institution who signed up, in roll order. */
export async function graduatesOf(
  db: Database,
  institutionId: string,
  programme: string,
  limit: number,
): Promise<(Person & { year: number })[]> {
  const result = await db.execute(sql`
    select u.id, u.name, r.graduation_year
    from roll_entries r
    join programmes p on p.id = r.programme_id
    join graduates g on g.id = r.graduate_id
    join users u on u.id = g.user_id
    where r.institution_id = ${institutionId} and p.name = ${programme}
    order by r.graduation_year desc, r.matric_number
    limit ${limit}`);
  return rowsOf(result).map((row) => ({
    ...person({ id: String(row.id), name: String(row.name) }),
    year: Number(row.graduation_year),
  }));
}

/** Who applied for a job, by username. */
export async function applicantsOf(db: Database, jobId: string, limit: number): Promise<Person[]> {
  const result = await db.execute(sql`
    select u.id, u.name
    from applications a
    join graduates g on g.id = a.graduate_id
    join users u on u.id = g.user_id
    where a.job_id = ${jobId}
    order by u.username
    limit ${limit}`);
  return rowsOf(result).map((row) => person({ id: String(row.id), name: String(row.name) }));
}
