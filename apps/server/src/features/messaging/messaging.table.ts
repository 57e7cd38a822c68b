import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, files, id, updatedAt, users } from '../../db/schema';

const account = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A conversation between two or more accounts. `member_key` is the SHA-256 of its sorted member ids: unique, so
 * one member set has one conversation (create-chat and the mentor's broadcast reuse it, spec 001 §7). The last
 * message is kept on the row so the list (newest activity first) reads one row per conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    createdBy: account('created_by'),
    memberKey: text('member_key').notNull(),
    memberCount: integer('member_count').notNull(),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('conversations_member_key').on(t.memberKey)],
);

/**
 * Who is in a conversation and how far each has read ('seen' and unread counts). `has_written` reveals the
 * member's contact details to the others; `last_mailed_at` limits unread-message mail to one a day.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: account('user_id'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    hasWritten: boolean('has_written').notNull().default(false),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId], name: 'conversation_members_pk' }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/**
 * Messages, stored before they are acknowledged. `client_id` is made by the sender's client once per message and
 * is unique per sender, so a resend after a reconnect finds the stored copy instead of storing it twice.
 * `media_file_id` is an attachment (a files row of kind 'message_media' uploaded by the sender), unique.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: account('sender_id'),
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    mediaFileId: uuid('media_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // The unread-mail job looks at recent messages only.
    index('messages_created_idx').on(t.createdAt),
    // An attachment belongs to one message: two messages racing to attach the same upload cannot both store it.
    uniqueIndex('messages_media_key').on(t.mediaFileId).where(sql`${t.mediaFileId} is not null`),
  ],
);

/** `blocker` receives no new messages from `blocked`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: account('blocker_id'),
    blockedId: account('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId], name: 'user_blocks_pk' }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** A member's report of a conversation, for the administrators (a support ticket once tickets exist). */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: account('reporter_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_reports_status_idx').on(t.status, t.createdAt),
    index('conversation_reports_conversation_idx').on(t.conversationId),
  ],
);

/**
 * When each account was last connected to the realtime server: set on connect and disconnect and refreshed every
 * minute while a socket is open, so a node that dies leaves its accounts looking offline within minutes.
 */
export const accountPresence = pgTable('account_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
