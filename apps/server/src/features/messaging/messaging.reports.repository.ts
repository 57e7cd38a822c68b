import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, users } from '../../db/schema';
import { MEDIA_FILE_KIND } from './messaging.media.repository';
import { conversationMembers, conversationReports, messages } from './messaging.table';

/* The SQL of conversation reports: the members' reports, and what the administrators read of a reported one. */

export async function insertReport(
  db: Database,
  input: { conversationId: string; reporterId: string; reason: string },
) {
  const [row] = await db.insert(conversationReports).values(input).returning();
  return row;
}

/** Whether any member has reported the conversation (administrators may then read it). */
export async function isReported(db: Database, conversationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(eq(conversationReports.conversationId, conversationId))
    .limit(1);
  return Boolean(row);
}

/** The members as the support desk sees them: contact details and whether the account can still sign in. */
export function reportedMembers(db: Database, conversationId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      userType: users.userType,
      avatar: users.avatar,
      isActive: users.isActive,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.name));
}

/** Every report of the conversation, oldest first, with the reporter's name. */
export function reportsOf(db: Database, conversationId: string) {
  return db
    .select({
      id: conversationReports.id,
      reason: conversationReports.reason,
      createdAt: conversationReports.createdAt,
      reporterId: users.id,
      reporterName: users.name,
    })
    .from(conversationReports)
    .innerJoin(users, eq(users.id, conversationReports.reporterId))
    .where(eq(conversationReports.conversationId, conversationId))
    .orderBy(asc(conversationReports.createdAt), asc(conversationReports.id));
}

/** Whether the attachment is held by a message of a reported conversation (administrators may then read it). */
export async function isReportedMedia(db: Database, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(files, and(eq(files.id, messages.mediaFileId), eq(files.kind, MEDIA_FILE_KIND)))
    .where(
      and(
        eq(messages.mediaFileId, fileId),
        exists(
          db
            .select({ one: sql`1` })
            .from(conversationReports)
            .where(eq(conversationReports.conversationId, messages.conversationId)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
