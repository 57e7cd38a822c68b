import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Whether a mentor has a graduate in their cohort (issue 12): asked by the mentoring feature's policies and, through
 * the mentoring feature's face (index.ts), by the uploads feature (a mentee's resume and school ID).
 * `graduate` is a graduate's profile id or account id, as routes accept either.
 */

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** True when `graduate` is in the cohort of the mentor whose profile id is `mentorId`. */
export async function isMentorOf(db: Database, mentorId: string, graduate: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from mentor_assignments a
      join graduates g on g.id = a.graduate_id
      where a.mentor_id = ${mentorId} and (g.id = ${graduate} or g.user_id = ${graduate})
      limit 1`),
  );
  return rows.length > 0;
}

/** A mentor may open the resume and school ID of a graduate in their cohort (spec 001 §2, mentee detail). */
export async function mentorMayReadFile(
  db: Database,
  mentorId: string,
  file: { ownerId: string; kind: string },
): Promise<boolean> {
  if (file.kind !== 'resume' && file.kind !== 'school_id') return false;
  return isMentorOf(db, mentorId, file.ownerId);
}
