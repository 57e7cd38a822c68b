import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from '../../db/schema';
// For the foreign key only: the tickets feature never reads messaging's tables.
import { conversations } from '../messaging';

/**
 * Support tickets (spec 001 §3 Ticket): opened by any account, answered by administrators. The newest message and
 * the count are kept on the ticket, so a list of tickets with their previews is one indexed read.
 * `assigned_admin_id` is the replying admin's account; the times feed the support desk's figures. A conversation
 * report (messaging) opens a ticket of kind 'report' for the reporter, linked to the conversation.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('ongoing'),
    /** 'support' (opened by the person), or 'report' (a conversation report, opened for the reporter). */
    kind: text('kind').notNull().default('support'),
    /** kind 'report': the reported conversation; null when it is deleted. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    assignedAdminId: uuid('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The first message written by an administrator. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When it was last closed; cleared when it reopens. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageText: text('last_message_text'),
    lastMessageBy: uuid('last_message_by'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_creator_idx').on(t.createdBy, t.lastMessageAt),
    index('tickets_desk_idx').on(t.status, t.assignedAdminId, t.createdAt),
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_status_known', sql`${t.status} in ('ongoing', 'closed')`),
    check('tickets_kind_known', sql`${t.kind} in ('support', 'report')`),
    // A second report of one conversation by the same person finds their report ticket.
    index('tickets_report_idx').on(t.conversationId, t.createdBy).where(sql`${t.conversationId} is not null`),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** A ticket's conversation, oldest first. Text is stored plain (it travels URL-encoded, decoded once). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
