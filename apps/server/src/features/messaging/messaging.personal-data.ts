import { eq, or } from 'drizzle-orm';
import { files } from '../../db/schema';
import type { PersonalDataHolder } from '../../platform/personal-data';
import {
  accountPresence,
  conversationMembers,
  conversationReports,
  conversations,
  messages,
  userBlocks,
} from './messaging.table';

/*
 * Private messages: what a person sent, the conversations they are in, whom they blocked, what they reported and
 * when they were last seen. Messages they received are the senders' (each sender's archive holds them); the
 * archive lists the conversations so the person knows where they took part. Erasure removes the text of every
 * message they sent but keeps each message's place (time, an empty text) so that the other members'
 * conversations still read in order.
 */
export const messagingPersonalData: PersonalDataHolder = {
  tables: [
    'messages',
    'conversations',
    'conversation_members',
    'user_blocks',
    'conversation_reports',
    'account_presence',
  ],

  async export(db, person) {
    const sent = await db
      .select({
        _id: messages.id,
        conversation_id: messages.conversationId,
        text: messages.text,
        attachment: files.title,
        sent_at: messages.createdAt,
      })
      .from(messages)
      .leftJoin(files, eq(files.id, messages.mediaFileId))
      .where(eq(messages.senderId, person.accountId))
      .orderBy(messages.createdAt);
    const memberships = await db
      .select({
        conversation_id: conversationMembers.conversationId,
        members: conversations.memberCount,
        joined_at: conversationMembers.joinedAt,
        last_read_at: conversationMembers.lastReadAt,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(eq(conversationMembers.userId, person.accountId));
    const blocks = await db
      .select({ blocked_account: userBlocks.blockedId, blocked_at: userBlocks.createdAt })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, person.accountId));
    const reports = await db
      .select({
        conversation_id: conversationReports.conversationId,
        reason: conversationReports.reason,
        status: conversationReports.status,
        reported_at: conversationReports.createdAt,
      })
      .from(conversationReports)
      .where(eq(conversationReports.reporterId, person.accountId));
    const presence = await db
      .select({ last_seen_at: accountPresence.lastSeenAt })
      .from(accountPresence)
      .where(eq(accountPresence.userId, person.accountId));
    return {
      messages_sent: sent,
      conversations: memberships,
      blocked_accounts: blocks,
      conversations_reported: reports,
      last_seen: presence,
    };
  },

  async erase(tx, person) {
    const emptied = await tx
      .update(messages)
      .set({ text: '', mediaFileId: null })
      .where(eq(messages.senderId, person.accountId))
      .returning({ id: messages.id });
    await tx
      .update(conversationReports)
      .set({ reason: '' })
      .where(eq(conversationReports.reporterId, person.accountId));
    await tx
      .delete(userBlocks)
      .where(or(eq(userBlocks.blockerId, person.accountId), eq(userBlocks.blockedId, person.accountId)));
    await tx.delete(accountPresence).where(eq(accountPresence.userId, person.accountId));
    return {
      kept: emptied.length
        ? [
            'An empty place (its time, no text) for each message you sent, so that the other people\u2019s conversations still read in order.',
          ]
        : [],
    };
  },
};
