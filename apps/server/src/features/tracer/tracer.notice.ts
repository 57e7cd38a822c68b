import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currentNoticeVersion, recordNoticeShown } from '../privacy';
import { query } from './tracer.repository';

/** The public privacy page of the web app (the record of processing activities and the notice). */
const PRIVACY_PAGE = '/privacy';

/*
 * The privacy notice on the answer page (issue 25): the first page a graduate reaches from an invitation link shows
 * the current notice's version and link, and the version shown is recorded for that case: on the case
 * (tracer_cases.notice_version) and in the privacy feature's notice log (notice_views, channel 'tracer_link').
 * A reload of the page records nothing new; a newer notice published since is recorded when it is first shown.
 */
export async function showNoticeToCase(
  db: Database,
  caseId: string,
): Promise<{ href: string; version: string | null }> {
  const version = await currentNoticeVersion(db);
  if (version === null) return { href: PRIVACY_PAGE, version: null };
  await db.transaction(async (tx) => {
    // The update decides who records: of two pages opened at once, only the one that changed the case logs it.
    const changed = await query<{ id: string }>(
      tx,
      sql`update tracer_cases set notice_version = ${String(version)}
           where id = ${caseId} and notice_version is distinct from ${String(version)} returning id`,
    );
    if (changed.length > 0) await recordNoticeShown(tx, { caseId, version, channel: 'tracer_link' });
  });
  return { href: PRIVACY_PAGE, version: String(version) };
}
