import {
  type ConsentPurpose,
  PRIVACY_NOTICE_FIRST,
  PROCESSING_ACTIVITY_DEFINITIONS,
  type ProcessingActivityDefinition,
  type SubjectRequestStatus,
} from '@tvet/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { graduates, institutions, users } from '../../db/schema';
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

/** The account's type and, for a graduate, the date of birth on the profile. */
export async function personOf(db: Database, accountId: string) {
  const [row] = await db
    .select({ userType: users.userType, name: users.name, dateOfBirth: graduates.dateOfBirth })
    .from(users)
    .leftJoin(graduates, eq(graduates.userId, users.id))
    .where(eq(users.id, accountId))
    .limit(1);
  return row ?? null;
}

// ---- guardians

export async function latestGuardian(db: Database, accountId: string) {
  const [row] = await db
    .select()
    .from(guardianConfirmations)
    .where(eq(guardianConfirmations.accountId, accountId))
    .orderBy(desc(guardianConfirmations.confirmedAt), desc(guardianConfirmations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function guardianConfirmed(db: Database, accountId: string) {
  const [row] = await db
    .select({ id: guardianConfirmations.id })
    .from(guardianConfirmations)
    .where(
      and(
        eq(guardianConfirmations.accountId, accountId),
        sql`${guardianConfirmations.confirmedAt} is not null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertGuardian(db: Database, values: typeof guardianConfirmations.$inferInsert) {
  await db.insert(guardianConfirmations).values(values);
}

/** Confirms the unexpired, unused link with this hash, once; answers whether it did. */
export async function confirmGuardian(db: Database, tokenHash: string) {
  const rows = await db
    .update(guardianConfirmations)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(guardianConfirmations.tokenHash, tokenHash),
        isNull(guardianConfirmations.confirmedAt),
        sql`${guardianConfirmations.expiresAt} > now()`,
      ),
    )
    .returning({ id: guardianConfirmations.id });
  return rows.length === 1;
}

// ---- breaches

export async function insertBreach(db: Database, values: typeof breaches.$inferInsert) {
  const [row] = await db.insert(breaches).values(values).returning();
  return row;
}

export async function lockBreach(db: Database, id: string) {
  const [row] = await db.select().from(breaches).where(eq(breaches.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateBreach(db: Database, id: string, changes: Partial<typeof breaches.$inferInsert>) {
  await db.update(breaches).set(changes).where(eq(breaches.id, id));
}

const recipientCounts = {
  affected:
    sql<number>`(select count(*) from ${breachRecipients} r where r.breach_id = ${breaches.id})`.mapWith(
      Number,
    ),
  queued:
    sql<number>`(select count(*) from ${breachRecipients} r where r.breach_id = ${breaches.id} and r.queued_at is not null)`.mapWith(
      Number,
    ),
};

export function breachRows(db: Database, window: Window, id?: string) {
  return db
    .select({ breach: breaches, ...recipientCounts })
    .from(breaches)
    .where(id ? eq(breaches.id, id) : undefined)
    .orderBy(desc(breaches.awareAt), desc(breaches.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type BreachView = Awaited<ReturnType<typeof breachRows>>[number];

export async function countBreaches(db: Database) {
  const [row] = await db.select({ total: count() }).from(breaches);
  return row.total;
}

/** The accounts with these e-mail addresses (the affected people who have an account). */
export async function accountsByEmail(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [...emails]));
}

export async function addRecipients(db: Database, breachId: string, accountIds: readonly string[]) {
  if (accountIds.length === 0) return;
  await db
    .insert(breachRecipients)
    .values(accountIds.map((accountId) => ({ breachId, accountId })))
    .onConflictDoNothing();
}

/** The recipients whose notice is not sent (nor stopped), marked queued now; answers them. */
export async function queueRecipients(db: Database, breachId: string) {
  return db
    .update(breachRecipients)
    .set({ queuedAt: sql`coalesce(${breachRecipients.queuedAt}, now())` })
    .where(
      and(
        eq(breachRecipients.breachId, breachId),
        isNull(breachRecipients.sentAt),
        isNull(breachRecipients.stoppedAt),
      ),
    )
    .returning({ accountId: breachRecipients.accountId });
}

/** A recipient's notice, with whether it may still go out (breach and person not stopped), and the address. */
export async function recipientNotice(db: Database, breachId: string, accountId: string) {
  const [row] = await db
    .select({
      sentAt: breachRecipients.sentAt,
      stoppedAt: breachRecipients.stoppedAt,
      breachStoppedAt: breaches.noticesStoppedAt,
      title: breaches.title,
      description: breaches.description,
      dataKinds: breaches.dataKinds,
      email: users.email,
      name: users.name,
    })
    .from(breachRecipients)
    .innerJoin(breaches, eq(breaches.id, breachRecipients.breachId))
    .innerJoin(users, eq(users.id, breachRecipients.accountId))
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function markSent(db: Database, breachId: string, accountId: string) {
  await db
    .update(breachRecipients)
    .set({ sentAt: new Date() })
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)));
}

export async function stopRecipient(db: Database, breachId: string, accountId: string) {
  const rows = await db
    .update(breachRecipients)
    .set({ stoppedAt: sql`coalesce(${breachRecipients.stoppedAt}, now())` })
    .where(and(eq(breachRecipients.breachId, breachId), eq(breachRecipients.accountId, accountId)))
    .returning({ accountId: breachRecipients.accountId });
  return rows.length === 1;
}

// ---- data subject requests

export async function insertRequest(db: Database, values: typeof subjectRequests.$inferInsert) {
  const [row] = await db.insert(subjectRequests).values(values).returning();
  return row;
}

function requestQuery(db: Database) {
  return db
    .select({ request: subjectRequests, institution: { id: institutions.id, name: users.name } })
    .from(subjectRequests)
    .leftJoin(institutions, eq(institutions.id, subjectRequests.institutionId))
    .leftJoin(users, eq(users.id, institutions.userId));
}
export type RequestView = Awaited<ReturnType<typeof requestQuery>>[number];

const requestFilter = (status?: SubjectRequestStatus) =>
  status ? eq(subjectRequests.status, status) : undefined;

/** Open work first, the nearest due date first. */
export function requestRows(db: Database, status: SubjectRequestStatus | undefined, window: Window) {
  return requestQuery(db)
    .where(requestFilter(status))
    .orderBy(
      sql`case when ${subjectRequests.status} in ('open', 'in_progress') then 0 else 1 end`,
      asc(subjectRequests.dueAt),
      asc(subjectRequests.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export async function countRequests(db: Database, status?: SubjectRequestStatus) {
  const [row] = await db.select({ total: count() }).from(subjectRequests).where(requestFilter(status));
  return row.total;
}

export async function findRequest(db: Database, id: string) {
  const [row] = await requestQuery(db).where(eq(subjectRequests.id, id)).limit(1);
  return row ?? null;
}

export async function updateRequestStatus(db: Database, id: string, status: SubjectRequestStatus) {
  const [row] = await db
    .update(subjectRequests)
    .set({ status })
    .where(eq(subjectRequests.id, id))
    .returning({ id: subjectRequests.id });
  return row ?? null;
}

/**
 * The institution, when the graduate listed it on their profile (a row of the institutions feature's claims, read
 * by its SQL name: the privacy feature never imports another feature's tables), with its name and address.
 */
export async function graduateInstitution(db: Database, accountId: string, institutionId: string) {
  const [row] = await db
    .select({ id: institutions.id, name: users.name, email: users.email })
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(
      and(
        eq(institutions.id, institutionId),
        sql`exists (select 1 from graduate_institutions gi join ${graduates} g on g.id = gi.graduate_id
          where g.user_id = ${accountId} and gi.institution_id = ${institutions.id})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function accountName(db: Database, accountId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
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
        expiresAt: guardianConfirmations.expiresAt,
        confirmedAt: guardianConfirmations.confirmedAt,
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
