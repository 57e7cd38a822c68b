import { sql } from 'drizzle-orm';
import type { Database } from './client';

/*
 * Whether a mentor has a graduate in their cohort (issue 12): asked by the mentoring feature's policies, by the
 * institutions feature (a mentee's institutions) and by the uploads feature (a mentee's resume and school ID).
 * Kept in db/ so those features ask without importing mentoring; the assignments table is named in SQL.
 * `graduate` is a graduate's profile id or account id, as routes accept either.
 */

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The graduate profile an id names (its own id or its account's), or null. */
export async function graduateProfileIdOf(db: Database, graduate: string): Promise<string | null> {
  const rows = rowsOf(
    await db.execute(sql`
      select g.id from graduates g where g.id = ${graduate} or g.user_id = ${graduate} limit 1`),
  );
  return (rows[0]?.id as string | undefined) ?? null;
}

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
