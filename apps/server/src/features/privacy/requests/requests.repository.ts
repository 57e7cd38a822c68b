import type { SubjectRequestStatus } from '@tvet/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { graduates, institutions, users } from '../../../db/schema';
import type { Window } from '../privacy.repository';
import { subjectRequests } from '../privacy.table';

/* The data subject requests' SQL (30-day clock), and the reads a roll-correction request needs. */

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
