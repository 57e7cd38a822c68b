import { splitAddress } from '@tvet/contract';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutions, users } from '../../db/schema';
import { graduateInstitutions } from './institutions.table';

const summaryColumns = { institution: institutions, user: users };
type SummaryRow = { institution: typeof institutions.$inferSelect; user: typeof users.$inferSelect };

export function institutionSummary({ institution, user }: SummaryRow) {
  return {
    _id: institution.id,
    user_id: { _id: user.id, name: user.name, email: user.email, phone: user.phone, address: user.address },
    institution_type: institution.institutionType,
    ownership_type: institution.ownershipType,
    state: splitAddress(user.address).state || null,
    is_verified: institution.isVerified,
  };
}

/** `%` and `_` typed by a person are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listInstitutions(
  db: Database,
  query: { name?: string; id?: string; page: number; limit: number },
) {
  const where = and(
    query.name ? ilike(users.name, likePattern(query.name)) : undefined,
    query.id ? eq(institutions.id, query.id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(institutions)
      .innerJoin(users, eq(users.id, institutions.userId))
      .where(where)
      .orderBy(asc(users.name), asc(institutions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(institutions)
      .innerJoin(users, eq(users.id, institutions.userId))
      .where(where),
  ]);
  return { docs: rows.map(institutionSummary), total };
}

export async function institutionExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, id))
    .limit(1);
  return Boolean(row);
}

export async function linkedInstitutions(db: Database, graduateId: string) {
  const links = db
    .select({ id: graduateInstitutions.institutionId })
    .from(graduateInstitutions)
    .where(eq(graduateInstitutions.graduateId, graduateId));
  const rows = await db
    .select(summaryColumns)
    .from(institutions)
    .innerJoin(users, eq(users.id, institutions.userId))
    .where(inArray(institutions.id, links))
    .orderBy(asc(users.name));
  return rows.map(institutionSummary);
}

export async function linkInstitution(db: Database, graduateId: string, institutionId: string) {
  await db.insert(graduateInstitutions).values({ graduateId, institutionId }).onConflictDoNothing();
}

export async function unlinkInstitution(db: Database, graduateId: string, institutionId: string) {
  await db
    .delete(graduateInstitutions)
    .where(
      and(
        eq(graduateInstitutions.graduateId, graduateId),
        eq(graduateInstitutions.institutionId, institutionId),
      ),
    );
}
