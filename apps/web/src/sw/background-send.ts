import { API_VERSION, API_VERSION_HEADER } from '@tvet/contract/api-version';
import { REFRESH_SESSION_PATH, SUBMIT_ANSWERS_PATH } from '@tvet/contract/offline-paths';
import { fillPath } from '@tvet/contract/operation';
import { openDB } from 'idb';

/*
 * Background Sync with no page open (issue 30): the service worker sends the survey answers waiting in the
 * signed-in person's database itself. It trades the session cookie for an access token (as a page does, under
 * the same lock), sends each survey's answers in answering order, and deletes each one only after the server has
 * confirmed it, unless it changed meanwhile; it stops a survey at the first answer that cannot go. Under the
 * pages' lock per account (features/surveys/lib/answer-queue.ts), so a tab opening meanwhile never sends the same
 * answer. A refused answer stays: the next page to open turns it into a draft to correct (decision 9).
 */

interface WaitingAnswer {
  surveyId: string;
  questionId: string;
  sectionId: string;
  order: number;
  completes: boolean;
  savedAt: number;
  text: string;
  optionId: string | null;
}

/** Where the operations' paths start (as in lib/call.ts). The paths come from the contract's zod-free part. */
const API_ROOT = '/api';
const HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-Session': 'cookie',
  [API_VERSION_HEADER]: API_VERSION,
};

function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, run) as Promise<T>) : run();
}

/** The access token and whose it is, from the session cookie; null when signed out or unreachable. */
async function signIn(): Promise<{ token: string; accountId: string } | null> {
  return withLock('tvet-session-refresh', async () => {
    const response = await fetch(`${API_ROOT}${REFRESH_SESSION_PATH}`, {
      method: 'POST',
      headers: HEADERS,
      body: '{}',
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const envelope = (await response.json()) as {
      payload?: { key?: string; user?: { user_id?: { _id?: string } } };
    };
    const token = envelope.payload?.key;
    const accountId = envelope.payload?.user?.user_id?._id;
    return token && accountId ? { token, accountId } : null;
  });
}

/** One waiting answer to its section's submit; a record too damaged to name its section rejects, as a refusal. */
async function submit(
  answer: WaitingAnswer,
  session: { token: string; accountId: string },
): Promise<Response> {
  const path = fillPath(SUBMIT_ANSWERS_PATH, { surveyId: answer.surveyId, sectionId: answer.sectionId });
  return fetch(`${API_ROOT}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      responses: [
        {
          question_id: answer.questionId,
          user_id: session.accountId,
          text: answer.optionId ? null : answer.text.trim() || null,
          optionId: answer.optionId,
          is_completed: answer.completes,
        },
      ],
    }),
  });
}

/** Sends what waits; true when nothing the server could take is left. */
export async function sendWaitingAnswers(): Promise<boolean> {
  const session = await signIn().catch(() => null);
  if (!session) return false;
  const name = `tvet-account-${session.accountId}`;
  const exists = (await indexedDB.databases()).some((database) => database.name === name);
  if (!exists) return true;
  return withLock(`tvet-answers:${session.accountId}`, async () => {
    const db = await openDB(name);
    try {
      if (!db.objectStoreNames.contains('answers')) return true;
      const keys = (await db.getAllKeys('answers')).map(String);
      const values = (await db.getAll('answers')) as WaitingAnswer[];
      const bySurvey = new Map<string, { key: string; answer: WaitingAnswer }[]>();
      keys.forEach((key, index) => {
        const answer = values[index];
        if (typeof answer?.surveyId !== 'string') return;
        bySurvey.set(answer.surveyId, [...(bySurvey.get(answer.surveyId) ?? []), { key, answer }]);
      });
      let allSent = true;
      for (const queue of bySurvey.values()) {
        queue.sort((a, b) => a.answer.order - b.answer.order || a.answer.savedAt - b.answer.savedAt);
        for (const { key, answer } of queue) {
          const response = await submit(answer, session).catch(() => null);
          if (!response?.ok) {
            allSent = false;
            break;
          }
          // Confirmed: it leaves the phone, unless the person changed it meanwhile.
          const tx = db.transaction('answers', 'readwrite');
          const current = (await tx.store.get(key)) as WaitingAnswer | undefined;
          if (current && current.savedAt === answer.savedAt) await tx.store.delete(key);
          await tx.done;
        }
      }
      return allSent;
    } finally {
      db.close();
    }
  });
}
