import { MAX_PAGE_SIZE, surveyOperations, type UserType } from '@tvet/contract';
import { call } from '@/lib/call';
import { getSession } from '@/lib/session';
import { mySurveysQuery } from '../api/get-my-surveys';
import { getSurvey } from '../api/get-survey';

/*
 * The surveys addressed to the person, kept on this phone (issue 30): every list and survey read from the server
 * is stored in the account's database (lib/kept-responses.ts), and a read that cannot reach the server answers
 * the stored copy. Opening the survey list also stores every survey addressed to
 * the person, with its sections, questions and options, so any of them can be started and finished offline; the
 * answers wait on the phone (answer-queue.ts). Signing out deletes the database, and with it these copies.
 */

/** How many list pages of MAX_PAGE_SIZE surveys are read to keep them all (a person is sent far fewer). */
const MAX_LIST_PAGES = 5;

const keeping = new Set<string>();

/**
 * Stores every survey addressed to the person, once per page load (the list page calls it when it opens with a
 * connection). Best effort: a survey that fails to load now is stored the next time.
 */
export async function keepSurveysOnDevice(userType: UserType | string): Promise<number> {
  const accountId = getSession()?._id;
  if (!accountId || keeping.has(accountId)) return 0;
  keeping.add(accountId);
  let kept = 0;
  try {
    for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
      const query = mySurveysQuery({ userType, page, limit: MAX_PAGE_SIZE });
      const { payload } = await call(surveyOperations.list, { query });
      for (const survey of payload.docs) {
        // Kept under the key the survey page reads (getSurvey), so it opens from here without a connection.
        await getSurvey(survey._id);
        kept += 1;
      }
      if (!payload.hasNextPage) break;
    }
  } catch {
    // Offline or server trouble: the next opening of the list tries again.
    keeping.delete(accountId);
  }
  return kept;
}
