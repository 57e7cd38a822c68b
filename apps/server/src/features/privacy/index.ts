/*
 * The privacy feature's public face (issue 25): what other features may use.
 * - recordNoticeShown: the tracer's invitation page records the notice version it showed (per case or account).
 * - hasConsent: whether a person consents to an optional extra now (mentoring, job matching, WhatsApp contact).
 * - currentNoticeVersion: the version to show.
 * - maskNin: a NIN masked to its last four characters (mentors see mentees' NIN so; interviewers see none).
 */
import type { Database } from '../../db/client';
import { currentNotice } from './privacy.repository';

export { maskNin } from './privacy.mask';
export { hasConsent, recordNoticeShown } from './privacy.service';

export async function currentNoticeVersion(db: Database): Promise<number | null> {
  return (await currentNotice(db))?.version ?? null;
}
