import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type files, graduates } from '../../db/schema';
import type { AuthContext } from '../../platform/jwt';
import { applications, jobs } from '../jobs/jobs.table';

type FileRow = typeof files.$inferSelect;

/**
 * Who may read a stored file: profile pictures every signed-in user; documents their owner and administrators;
 * an employer also the resume of a graduate who applied to one of its jobs (nothing else of theirs).
 */
export async function canReadFile(db: Database, auth: AuthContext, file: FileRow): Promise<boolean> {
  if (file.kind === 'avatar' || file.ownerId === auth.accountId || auth.userType === 'admin') return true;
  if (auth.userType === 'employer' && file.kind === 'resume') {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(graduates, eq(graduates.id, applications.graduateId))
      .where(and(eq(jobs.employerId, auth.profileId), eq(graduates.userId, file.ownerId)))
      .limit(1);
    return Boolean(row);
  }
  return false;
}
