import {
  type ConsentPurpose,
  PRIVACY_NOTICE_FIRST,
  PROCESSING_ACTIVITY_DEFINITIONS,
  type ProcessingActivityDefinition,
} from '@tvet/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, users } from '../../db/schema';
import {
  breaches,
  breachRecipients,
  consentEvents,
  guardianConfirmations,
  noticeViews,
  privacyNotices,
  processingActivities,
  subjectRequests,
} from './privacy.table';

/* Every SQL statement of the privacy feature. Plain functions taking `db` (or a transaction). */

export interface Window {
  limit: number;
  offset: number;
}

// ---- record of processing activities and notices

/** Adds the contract's activities and the first notice when missing; edits made in the console are kept. */
export async function seedDefinitions(
  db: Database,
  definitions: readonly ProcessingActivityDefinition[] = PROCESSING_ACTIVITY_DEFINITIONS,
) {
  await db
    .insert(processingActivities)
    .values(
      definitions.map((activity, position) => ({
        key: activity.key,
        name: activity.name,
        data: activity.data,
        purpose: activity.purpose,
        lawfulBasis: activity.lawful_basis,
        retention: activity.retention,
        recipients: activity.recipients,
        position,
      })),
    )
    .onConflictDoNothing();
  await db.insert(privacyNotices).values({ version: 1, text: PRIVACY_NOTICE_FIRST }).onConflictDoNothing();
}

export const activities = (db: Database) =>
  db
    .select()
    .from(processingActivities)
    .orderBy(asc(processingActivities.position), asc(processingActivities.key));

export async function activity(db: Database, key: string) {
  const [row] = await db
    .select()
    .from(processingActivities)
    .where(eq(processingActivities.key, key))
    .limit(1);
  return row ?? null;
}

export async function updateActivity(
  db: Database,
  key: string,
  changes: Partial<typeof processingActivities.$inferInsert>,
) {
  const [row] = await db
    .update(processingActivities)
    .set(changes)
    .where(eq(processingActivities.key, key))
    .returning();
  return row ?? null;
}

export async function currentNotice(db: Database) {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row ?? null;
}

export async function noticeExists(db: Database, version: number) {
  const [row] = await db
    .select({ version: privacyNotices.version })
    .from(privacyNotices)
    .where(eq(privacyNotices.version, version))
    .limit(1);
  return Boolean(row);
}

/** The next version, under a lock on the table so two publications never take the same number. */
export async function publishNotice(db: Database, text: string, publishedBy: string) {
  await db.execute(sql`lock table ${privacyNotices} in share row exclusive mode`);
  const [row] = await db
    .insert(privacyNotices)
    .values({
      version: sql`(select coalesce(max(${privacyNotices.version}), 0) + 1 from ${privacyNotices})`,
      text,
      publishedBy,
    })
    .returning();
  return row;
}

export async function insertNoticeView(
  db: Database,
  values: { accountId?: string | null; caseId?: string | null; version: number; channel: string },
) {
  await db.insert(noticeViews).values(values);
}

// ---- consent

export const consentHistory = (db: Database, accountId: string, limit = 50) =>
  db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.accountId, accountId))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(limit);

/** The newest event of each purpose: the state of the person's consents. */
export async function latestConsents(db: Database, accountId: string) {
  return db
    .selectDistinctOn([consentEvents.purpose])
    .from(consentEvents)
    .where(eq(consentEvents.accountId, accountId))
    .orderBy(consentEvents.purpose, desc(consentEvents.createdAt), desc(consentEvents.id));
}

export async function latestConsent(db: Database, accountId: string, purpose: ConsentPurpose) {
  const [row] = await db
    .select({ given: consentEvents.given })
    .from(consentEvents)
    .where(and(eq(consentEvents.accountId, accountId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(1);
  return row?.given ?? false;
}

export async function insertConsent(db: Database, values: typeof consentEvents.$inferInsert) {
  const [row] = await db.insert(consentEvents).values(values).returning();
  return row;
}

/**
 * The account's type and, for a graduate, the date of birth: the profile's, else the roll's (issue 25) from the
 * roll rows their confirmed claims hold (read by the institutions feature's SQL name; the youngest when rolls
 * differ, so a minor is never taken for an adult).
 */
export async function personOf(db: Database, accountId: string) {
  const [row] = await db
    .select({
      userType: users.userType,
      name: users.name,
      dateOfBirth: sql<string | null>`coalesce(${graduates.dateOfBirth}::text,
        (select max(r.date_of_birth)::text from roll_entries r where r.graduate_id = ${graduates.id}))`,
    })
    .from(users)
    .leftJoin(graduates, eq(graduates.userId, users.id))
    .where(eq(users.id, accountId))
    .limit(1);
  return row ?? null;
}

// ---- personal data (export and erasure)

export async function personRows(db: Database, accountId: string) {
  const [views, consents, guardians, notices, requests] = await Promise.all([
    db.select().from(noticeViews).where(eq(noticeViews.accountId, accountId)),
    db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.accountId, accountId))
      .orderBy(consentEvents.createdAt),
    db
      .select({
        guardianName: guardianConfirmations.guardianName,
        guardianEmail: guardianConfirmations.guardianEmail,
        guardianPhone: guardianConfirmations.guardianPhone,
        expiresAt: guardianConfirmations.expiresAt,
        confirmedAt: guardianConfirmations.confirmedAt,
        notSentReason: guardianConfirmations.notSentReason,
        createdAt: guardianConfirmations.createdAt,
      })
      .from(guardianConfirmations)
      .where(eq(guardianConfirmations.accountId, accountId)),
    db
      .select({
        breach: breaches.title,
        queuedAt: breachRecipients.queuedAt,
        sentAt: breachRecipients.sentAt,
        stoppedAt: breachRecipients.stoppedAt,
      })
      .from(breachRecipients)
      .innerJoin(breaches, eq(breaches.id, breachRecipients.breachId))
      .where(eq(breachRecipients.accountId, accountId)),
    db.select().from(subjectRequests).where(eq(subjectRequests.accountId, accountId)),
  ]);
  return { views, consents, guardians, notices, requests };
}

/** What an administrator wrote as the data protection officer (the record, notices, breaches), by id and title. */
export async function authoredRows(db: Database, accountId: string) {
  const [activitiesEdited, noticesPublished, breachesRecorded] = await Promise.all([
    db
      .select({ key: processingActivities.key, updatedAt: processingActivities.updatedAt })
      .from(processingActivities)
      .where(eq(processingActivities.updatedBy, accountId)),
    db
      .select({ version: privacyNotices.version, publishedAt: privacyNotices.publishedAt })
      .from(privacyNotices)
      .where(eq(privacyNotices.publishedBy, accountId)),
    db
      .select({ id: breaches.id, title: breaches.title, createdAt: breaches.createdAt })
      .from(breaches)
      .where(eq(breaches.createdBy, accountId)),
  ]);
  return { activitiesEdited, noticesPublished, breachesRecorded };
}

/** The records stay (others rely on them); the link to the person who wrote them goes. */
export async function forgetAuthor(tx: Database, accountId: string) {
  const activities = await tx
    .update(processingActivities)
    .set({ updatedBy: null })
    .where(eq(processingActivities.updatedBy, accountId))
    .returning({ key: processingActivities.key });
  const notices = await tx
    .update(privacyNotices)
    .set({ publishedBy: null })
    .where(eq(privacyNotices.publishedBy, accountId))
    .returning({ version: privacyNotices.version });
  const recorded = await tx
    .update(breaches)
    .set({ createdBy: null })
    .where(eq(breaches.createdBy, accountId))
    .returning({ id: breaches.id });
  return activities.length + notices.length + recorded.length;
}

export async function erasePerson(tx: Database, accountId: string) {
  await tx.delete(noticeViews).where(eq(noticeViews.accountId, accountId));
  await tx.delete(consentEvents).where(eq(consentEvents.accountId, accountId));
  await tx.delete(guardianConfirmations).where(eq(guardianConfirmations.accountId, accountId));
  await tx.delete(breachRecipients).where(eq(breachRecipients.accountId, accountId));
  const kept = await tx
    .update(subjectRequests)
    .set({ name: 'erased', contact: 'erased', details: 'erased', accountId: null })
    .where(eq(subjectRequests.accountId, accountId))
    .returning({ id: subjectRequests.id });
  return kept.length;
}
