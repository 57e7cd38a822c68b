import { and, asc, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { staff } from '../../../db/schema';
import { programmes } from '../../programmes';
import type { Db } from '../institutions.repository';
import { graduateInstitutions, rollEntries } from '../institutions.table';

/* An institution's overview: the counts on its first page and the programmes whose accreditation runs out. */

export async function overviewCounts(db: Db, institutionId: string, today: string, soon: string) {
  const [roll] = await db
    .select({
      total: count(),
      signedUp: sql<number>`count(*) filter (where ${rollEntries.claimStatus} <> 'unclaimed')`.mapWith(
        Number,
      ),
      confirmed: sql<number>`count(*) filter (where ${rollEntries.claimStatus} = 'confirmed')`.mapWith(
        Number,
      ),
      invited: sql<number>`count(*) filter (where ${rollEntries.invitedAt} is not null)`.mapWith(Number),
    })
    .from(rollEntries)
    .where(eq(rollEntries.institutionId, institutionId));
  const claims = await db
    .select({ status: graduateInstitutions.claimStatus, total: count() })
    .from(graduateInstitutions)
    .where(eq(graduateInstitutions.institutionId, institutionId))
    .groupBy(graduateInstitutions.claimStatus);
  const [staffCount] = await db
    .select({ total: count() })
    .from(staff)
    .where(eq(staff.institutionId, institutionId));
  const [programmeCounts] = await db
    .select({
      total: count(),
      approved:
        sql<number>`count(*) filter (where ${programmes.status} = 'approved' and ${programmes.expiryDate} >= ${today})`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${programmes.status} = 'pending' and ${programmes.expiryDate} >= ${today})`.mapWith(
          Number,
        ),
      denied: sql<number>`count(*) filter (where ${programmes.status} = 'denied')`.mapWith(Number),
      expired:
        sql<number>`count(*) filter (where ${programmes.status} <> 'denied' and ${programmes.expiryDate} < ${today})`.mapWith(
          Number,
        ),
      expiringSoon:
        sql<number>`count(*) filter (where ${programmes.status} <> 'denied' and ${programmes.expiryDate} >= ${today} and ${programmes.expiryDate} <= ${soon})`.mapWith(
          Number,
        ),
    })
    .from(programmes)
    .where(eq(programmes.institutionId, institutionId));
  return { roll, claims, staff: staffCount.total, programmes: programmeCounts };
}

/** Approved or pending programmes whose accreditation ends between today and `soon`, soonest first. */
export async function expiringProgrammes(
  db: Db,
  institutionId: string,
  today: string,
  soon: string,
  limit: number,
) {
  return db
    .select()
    .from(programmes)
    .where(
      and(
        eq(programmes.institutionId, institutionId),
        ne(programmes.status, 'denied'),
        gte(programmes.expiryDate, today),
        lte(programmes.expiryDate, soon),
      ),
    )
    .orderBy(asc(programmes.expiryDate), asc(programmes.name))
    .limit(limit);
}
