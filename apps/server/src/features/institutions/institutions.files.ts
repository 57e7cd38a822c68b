import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Which of its members' documents an institution may open (issue 10, student and staff detail): a graduate's
 * school ID and resume once the graduate has linked the institution (a claim it has not rejected), a staff
 * member's ID card when the staff member chose the institution. The uploads feature asks through the
 * institutions feature's face (index.ts).
 */

export async function institutionMayReadFile(
  db: Database,
  institutionId: string,
  file: { ownerId: string; kind: string },
): Promise<boolean> {
  let found: unknown;
  if (file.kind === 'school_id' || file.kind === 'resume') {
    found = await db.execute(sql`
      select 1 from graduates g
      join graduate_institutions l on l.graduate_id = g.id
      where g.user_id = ${file.ownerId} and l.institution_id = ${institutionId} and l.claim_status <> 'rejected'
      limit 1`);
  } else if (file.kind === 'id_card') {
    found = await db.execute(sql`
      select 1 from staff s where s.user_id = ${file.ownerId} and s.institution_id = ${institutionId} limit 1`);
  } else {
    return false;
  }
  return (found as { rows: unknown[] }).rows.length > 0;
}
