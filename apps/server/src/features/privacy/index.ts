/*
 * The privacy feature's public face (issue 25): what other features may use.
 * - recordNoticeShown: the tracer's invitation page records the notice version it showed (per case or account).
 * - hasConsent: whether a person consents to an optional extra now (mentoring, job matching, WhatsApp contact).
 * - currentNoticeVersion: the version to show.
 * - recordCaseConsents, adoptCaseConsents, consentPurposesOffered: consent on the tracer's baseline page, by a
 *   case before any account (issue 26), in the same consent store.
 * - maskNin: a NIN masked to its last four characters (mentors see mentees' NIN so; interviewers see none).
 * - isMinor, guardianConfirmed: the tracer keeps a minor on the roll off consent-based channels until a guardian
 *   confirmed (NDPA s. 31).
 */
import type { Database } from '../../db/client';
import { currentNotice } from './privacy.repository';

export { guardianConfirmed } from './guardians/guardians.repository';
export {
  adoptCaseConsents,
  consentPurposesOffered,
  recordCaseConsents,
} from './privacy.case-consents';
export { maskNin } from './privacy.mask';
export { isMinor } from './privacy.policy';
export { hasConsent, recordNoticeShown } from './privacy.service';

export async function currentNoticeVersion(db: Database): Promise<number | null> {
  return (await currentNotice(db))?.version ?? null;
}
