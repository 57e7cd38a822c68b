import { ApiError } from '@/lib/api';
import { currentLanguage, t } from '@/lib/i18n/i18n';
import { getSession, subscribeSession } from '@/lib/session';
import type { UnsentWork } from '@/lib/unsent-work';
import { FLUSH_EVENT, SYNC_TAG } from '@/sw/protocol';
import { type AnswerResponse, type SubmitResult, submitAnswers } from '../api/submit-answers';
import {
  answersSettled,
  dequeueAnswer,
  discardAnswers,
  type HeldReason,
  holdAnswers,
  type QueuedAnswer,
  queueAnswer,
  queuedAnswers,
  reloadAnswers,
  unqueueAsDraft,
} from './answer-store';

/** On a slow network one answer may take this long; after that it counts as not sent and stays queued. */
const SEND_TIMEOUT_MS = 20_000;
/** Retries while the browser says it is online but the server cannot be reached (weak signal, captive Wi-Fi). */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 5 * 60_000;

export type SendOutcome =
  | { kind: 'sent'; result: SubmitResult; msg: string }
  /** No connection, or trouble on the server: the answer stays on the phone and is sent later. */
  | { kind: 'kept'; error?: unknown }
  /** The server refused it (closed survey, invalid answer): it goes back to a draft to be corrected. */
  | { kind: 'refused'; error: ApiError };

export interface FlushReport {
  surveyId: string;
  outcomes: Map<string, SendOutcome>;
  /** The survey was completed by this flush. */
  completed: boolean;
}

const reportListeners = new Set<(report: FlushReport) => void>();

/** Told after every send attempt, including background ones (online again, next load, retry timer). */
export function onFlushed(listener: (report: FlushReport) => void): () => void {
  reportListeners.add(listener);
  return () => reportListeners.delete(listener);
}

/** Worth another try later: the network, a timeout, an ended session (after sign-in again), server trouble. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const code = error.statusCode;
  // 426: this bundle is older than the server's API; the answer waits for the reload (issue 30).
  return code === 0 || code === 401 || code === 408 || code === 426 || code === 429 || code >= 500;
}

/** Only a request that failed (no connection, timed out) means offline; an answer from the server does not. */
export function heldReasonOf(error: unknown): HeldReason {
  return !(error instanceof ApiError) || error.statusCode === 0 ? 'offline' : 'server';
}

const toResponse = (accountId: string, answer: QueuedAnswer): AnswerResponse => ({
  question_id: answer.questionId,
  user_id: accountId,
  text: answer.optionId ? null : answer.text.trim() || null,
  optionId: answer.optionId,
  is_completed: answer.completes,
});

let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(): void {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushCurrentUser();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
}

/**
 * Background Sync, where the browser has it: the service worker is woken when the connection is back and tells
 * the open pages to send (sw/sw.ts, lib/pwa.ts); the 'online' event and the next opening do the same elsewhere.
 */
function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync?.register(SYNC_TAG),
    )
    .catch(() => undefined);
}

/**
 * One tab sends a person's answers at a time (Web Locks, where the browser has them), and reads the phone's
 * database first: two tabs flushing at once never both send an answer (the second finds it gone). Without Web
 * Locks, the server's keying by question and person still stores a resent answer once (decision 0009).
 */
function withAnswerLock<T>(accountId: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return locks.request(`tvet-answers:${accountId}`, run) as Promise<T>;
}

/** Sends one survey's queued answers in answering order; stops at the first one that cannot go yet. */
function sendQueued(accountId: string, surveyId: string): Promise<FlushReport> {
  return withAnswerLock(accountId, async () => {
    await reloadAnswers(accountId);
    const report = await sendQueuedNow(accountId, surveyId);
    // The lock goes only once the sent answers are out of the database, so the next tab does not find them.
    await answersSettled(accountId);
    return report;
  });
}

async function sendQueuedNow(accountId: string, surveyId: string): Promise<FlushReport> {
  const outcomes = new Map<string, SendOutcome>();
  let completed = false;
  const queue = queuedAnswers(accountId, surveyId);
  for (const [position, answer] of queue.entries()) {
    try {
      const { msg, payload } = await submitAnswers(
        surveyId,
        answer.sectionId,
        [toResponse(accountId, answer)],
        AbortSignal.timeout(SEND_TIMEOUT_MS),
        answer.language,
      );
      dequeueAnswer(accountId, answer);
      outcomes.set(answer.questionId, { kind: 'sent', result: payload, msg });
      if (answer.completes && payload.survey_status === 'completed') completed = true;
    } catch (error) {
      if (isRetryable(error)) {
        // Later answers wait too: completing the survey before its earlier answers arrive would be refused.
        outcomes.set(answer.questionId, { kind: 'kept', error });
        holdAnswers(accountId, queue.slice(position), heldReasonOf(error));
        if (heldReasonOf(error) === 'offline') askForBackgroundSync();
        break;
      }
      unqueueAsDraft(accountId, answer);
      outcomes.set(answer.questionId, { kind: 'refused', error: error as ApiError });
    }
  }
  const kept = [...outcomes.values()].some((outcome) => outcome.kind === 'kept');
  if (kept) scheduleRetry();
  else if (outcomes.size > 0) retryDelay = FIRST_RETRY_MS;
  const report = { surveyId, outcomes, completed };
  if (outcomes.size > 0) for (const listener of reportListeners) listener(report);
  return report;
}

/** One send at a time per person and survey, so answers arrive in order and none is sent twice at once. */
const running = new Map<string, Promise<FlushReport>>();

export function flushSurvey(accountId: string, surveyId: string): Promise<FlushReport> {
  const key = `${accountId}:${surveyId}`;
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.then(() => sendQueued(accountId, surveyId));
  running.set(key, next);
  const forget = () => {
    if (running.get(key) === next) running.delete(key);
  };
  next.then(forget, forget);
  return next;
}

/** Every survey with queued answers of this person. */
async function flushAccount(accountId: string): Promise<void> {
  await reloadAnswers(accountId);
  const surveys = new Set(queuedAnswers(accountId).map((answer) => answer.surveyId));
  await Promise.all([...surveys].map((surveyId) => flushSurvey(accountId, surveyId)));
}

/** Every survey with queued answers of the signed-in person. */
export async function flushCurrentUser(): Promise<void> {
  const session = getSession();
  if (!session || session.user_type === 'admin') return;
  await flushAccount(session._id);
}

/**
 * Signing out (app/shell/sign-out-guard.tsx): the person's queued answers are sent first when the browser is
 * online; any left are named before they are deleted with the drafts. A session that merely ended (expired, signed
 * out elsewhere) keeps them for the person's next sign-in, as before.
 */
export const unsentAnswers: UnsentWork = {
  count: (accountId) => queuedAnswers(accountId).length,
  canSend: () => typeof navigator === 'undefined' || navigator.onLine,
  send: flushAccount,
  discard: discardAnswers,
  describe: (count) => t('{count, plural, one {# survey answer} other {# survey answers}}', { count }),
  plural: 'survey answers',
};

/**
 * Keeps the answer on the phone first, then tries to send it (after any earlier answers still waiting).
 * The answer is never lost: if it cannot be sent now it stays queued for the next chance.
 */
export async function saveAndSend(accountId: string, answer: QueuedAnswer): Promise<SendOutcome> {
  // On the phone first (in its database when it can be), then sent; with the language it was answered in.
  await queueAnswer(accountId, { ...answer, language: answer.language ?? currentLanguage() });
  const report = await flushSurvey(accountId, answer.surveyId);
  return report.outcomes.get(answer.questionId) ?? { kind: 'kept' };
}

let started = false;

/**
 * Sends waiting answers when the signed-in app loads, when the browser comes back online and after a
 * new sign-in (a session that ended while offline).
 */
export function startAnswerSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    retryDelay = FIRST_RETRY_MS;
    void flushCurrentUser();
  });
  // The service worker's Background Sync: the connection is back.
  window.addEventListener(FLUSH_EVENT, () => {
    retryDelay = FIRST_RETRY_MS;
    void flushCurrentUser();
  });
  subscribeSession(() => void flushCurrentUser());
  void flushCurrentUser();
}
