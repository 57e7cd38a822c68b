import type { TicketKind, TicketStatus, UserType } from '@tvet/contract';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { admins, users } from '../../db/schema';
import { type TicketMessageRow, type TicketRow, ticketMessages, tickets } from './tickets.table';

/*
 * Every SQL statement of the tickets feature. Plain functions taking `db` (or a transaction). Lists come in pairs
 * (rows of one window, and the count of the same filter) for `pageOf`.
 */

export interface Window {
  limit: number;
  offset: number;
}

const creator = alias(users, 'ticket_creator');
const adminUser = alias(users, 'ticket_admin');

/** A ticket with its creator and its replying admin (account and admin profile), as every answer shows it. */
function ticketQuery(db: Database) {
  return db
    .select({
      ticket: tickets,
      creator: {
        id: creator.id,
        name: creator.name,
        username: creator.username,
        userType: creator.userType,
        email: creator.email,
        avatar: creator.avatar,
      },
      admin: { id: adminUser.id, name: adminUser.name, avatar: adminUser.avatar },
      adminProfileId: admins.id,
    })
    .from(tickets)
    .innerJoin(creator, eq(creator.id, tickets.createdBy))
    .leftJoin(adminUser, eq(adminUser.id, tickets.assignedAdminId))
    .leftJoin(admins, eq(admins.userId, tickets.assignedAdminId));
}
export type TicketView = Awaited<ReturnType<typeof ticketQuery>>[number];

export async function findTicket(db: Database, id: string): Promise<TicketView | null> {
  const [row] = await ticketQuery(db).where(eq(tickets.id, id)).limit(1);
  return row ?? null;
}

/** Who opened the ticket (its account id), or null when there is no such ticket. */
export async function ticketCreator(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ createdBy: tickets.createdBy })
    .from(tickets)
    .where(eq(tickets.id, id))
    .limit(1);
  return row?.createdBy ?? null;
}

/** The bare row, locked until the transaction ends (replies, assignment and status changes never interleave). */
export async function lockTicket(db: Database, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertTicket(
  db: Database,
  values: { createdBy: string; title: string; text: string; kind?: TicketKind; conversationId?: string },
): Promise<{ ticket: TicketRow; message: TicketMessageRow }> {
  const now = new Date();
  const [ticket] = await db
    .insert(tickets)
    .values({
      createdBy: values.createdBy,
      title: values.title,
      kind: values.kind ?? 'support',
      conversationId: values.conversationId ?? null,
      lastMessageText: values.text,
      lastMessageBy: values.createdBy,
      lastMessageAt: now,
      messageCount: 1,
      createdAt: now,
    })
    .returning();
  const [message] = await db
    .insert(ticketMessages)
    .values({ ticketId: ticket.id, createdBy: values.createdBy, text: values.text, createdAt: now })
    .returning();
  return { ticket, message };
}

/** The reporter's report ticket of this conversation still in progress, locked until the transaction ends. */
export async function lockOngoingReport(
  db: Database,
  createdBy: string,
  conversationId: string,
): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.conversationId, conversationId),
        eq(tickets.createdBy, createdBy),
        eq(tickets.kind, 'report'),
        eq(tickets.status, 'ongoing'),
      ),
    )
    .orderBy(desc(tickets.createdAt))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertMessage(
  db: Database,
  values: { ticketId: string; createdBy: string; text: string },
): Promise<TicketMessageRow> {
  const [message] = await db.insert(ticketMessages).values(values).returning();
  return message;
}

export type TicketChange = Partial<
  Pick<
    typeof tickets.$inferInsert,
    'status' | 'assignedAdminId' | 'assignedAt' | 'firstResponseAt' | 'closedAt'
  >
>;

export async function updateTicket(db: Database, id: string, change: TicketChange): Promise<void> {
  await db.update(tickets).set(change).where(eq(tickets.id, id));
}

/** The ticket's newest message and count, with any other change made by the same reply. */
export async function recordMessage(
  db: Database,
  id: string,
  message: TicketMessageRow,
  change: TicketChange = {},
): Promise<void> {
  await db
    .update(tickets)
    .set({
      ...change,
      lastMessageText: message.text,
      lastMessageBy: message.createdBy,
      lastMessageAt: message.createdAt,
      messageCount: sql`${tickets.messageCount} + 1`,
    })
    .where(eq(tickets.id, id));
}

// ---- the creator's list

export interface OwnFilter {
  createdBy: string;
  status?: TicketStatus;
}

const ownWhere = (filter: OwnFilter) =>
  and(eq(tickets.createdBy, filter.createdBy), filter.status ? eq(tickets.status, filter.status) : undefined);

/** Newest activity first. */
export function ownTicketRows(db: Database, filter: OwnFilter, window: Window) {
  return ticketQuery(db)
    .where(ownWhere(filter))
    .orderBy(desc(tickets.lastMessageAt), desc(tickets.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countOwnTickets(db: Database, filter: OwnFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(ownWhere(filter));
  return total;
}

export async function ownCounts(db: Database, createdBy: string) {
  const [row] = await db
    .select({
      all: count(),
      ongoing: sql<number>`count(*) filter (where ${tickets.status} = 'ongoing')`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${tickets.status} = 'closed')`.mapWith(Number),
    })
    .from(tickets)
    .where(eq(tickets.createdBy, createdBy));
  return row;
}

// ---- messages

export function messageRows(db: Database, ticketId: string, window: Window) {
  return db
    .select({
      message: ticketMessages,
      author: { id: users.id, name: users.name, userType: users.userType, avatar: users.avatar },
    })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.createdBy))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type MessageView = Awaited<ReturnType<typeof messageRows>>[number];

export async function countMessages(db: Database, ticketId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId));
  return total;
}

export async function authorOf(db: Database, accountId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, userType: users.userType, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, accountId))
    .limit(1);
  return row ?? null;
}

// ---- the support desk

export interface DeskFilter {
  status?: TicketStatus;
  assigned: 'any' | 'unassigned' | 'mine' | 'others';
  /** The caller, for 'mine' and 'others'. */
  adminId: string;
  role?: UserType;
  kind?: TicketKind;
  q?: string;
}

function deskWhere(filter: DeskFilter): SQL | undefined {
  const assigned = {
    any: undefined,
    unassigned: isNull(tickets.assignedAdminId),
    mine: eq(tickets.assignedAdminId, filter.adminId),
    others: and(isNotNull(tickets.assignedAdminId), ne(tickets.assignedAdminId, filter.adminId)),
  }[filter.assigned];
  const escaped = filter.q?.replace(/[\\%_]/g, (char) => `\\${char}`);
  return and(
    filter.status ? eq(tickets.status, filter.status) : undefined,
    assigned,
    filter.role ? eq(creator.userType, filter.role) : undefined,
    filter.kind ? eq(tickets.kind, filter.kind) : undefined,
    escaped ? ilike(tickets.title, `%${escaped}%`) : undefined,
  );
}

/** Oldest first (the queue) or newest first, by creation. */
export function deskRows(db: Database, filter: DeskFilter, order: 'oldest' | 'newest', window: Window) {
  const direction = order === 'oldest' ? asc : desc;
  return ticketQuery(db)
    .where(deskWhere(filter))
    .orderBy(direction(tickets.createdAt), direction(tickets.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countDesk(db: Database, filter: DeskFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(tickets)
    .innerJoin(creator, eq(creator.id, tickets.createdBy))
    .where(deskWhere(filter));
  return total;
}

const seconds = (from: AnyColumn, to: AnyColumn) => sql`extract(epoch from (${to} - ${from}))`;

/** Counts and average times over every ticket. */
export async function deskStats(db: Database) {
  const [row] = await db
    .select({
      ongoing: sql<number>`count(*) filter (where ${tickets.status} = 'ongoing')`.mapWith(Number),
      unassigned:
        sql<number>`count(*) filter (where ${tickets.status} = 'ongoing' and ${tickets.assignedAdminId} is null)`.mapWith(
          Number,
        ),
      closed: sql<number>`count(*) filter (where ${tickets.status} = 'closed')`.mapWith(Number),
      responded: sql<number>`count(${tickets.firstResponseAt})`.mapWith(Number),
      firstResponse: sql<string | null>`avg(${seconds(tickets.createdAt, tickets.firstResponseAt)})`,
      resolution: sql<
        string | null
      >`avg(${seconds(tickets.createdAt, tickets.closedAt)}) filter (where ${tickets.status} = 'closed')`,
    })
    .from(tickets);
  return row;
}
