import type { Language } from '@tvet/contract';
import { accountData, askPersistentStorage, subscribeDevice } from '@/lib/device-db';

/**
 * Answers kept on this phone, in the account's IndexedDB database (lib/device-db.ts, issue 30; localStorage before,
 * moved there once), so that nothing typed is lost to a dropped connection, a closed tab or a flat battery:
 * - a draft is what is being typed and has not been confirmed with Next yet;
 * - a queued answer was confirmed with Next or Submit and waits to reach the server.
 * They leave the phone as soon as the server has them, or when the person signs out (after being told of any not
 * sent, decision 0009). Reads are synchronous (the database's mirror in memory); `answersReady` says when the
 * account's records have been read, which the answering page waits for.
 */
export interface AnswerValue {
  text: string;
  optionId: string | null;
}

export interface QueuedAnswer extends AnswerValue {
  surveyId: string;
  questionId: string;
  sectionId: string;
  /** Answering order: earlier questions are sent first, so completing the survey comes last. */
  order: number;
  /** Sent with is_completed true: the survey's last question. */
  completes: boolean;
  savedAt: number;
  /** The interface language it was answered in (issue 29), sent with it even when it leaves the phone later. */
  language?: Language;
  /**
   * Why the last try to send it failed: no connection ('offline': the request itself failed) or trouble on the
   * server ('server'). Unset while it has not been tried yet or is being sent: a slow answer is not offline.
   */
  held?: HeldReason;
}

export type HeldReason = 'offline' | 'server';

const keyOf = (surveyId: string, questionId: string) => `${surveyId}:${questionId}`;

let version = 0;
const listeners = new Set<() => void>();

subscribeDevice((change) => {
  if (change && change.store === 'outbox') return;
  version += 1;
  for (const listener of listeners) listener();
});

/** Changes in this tab and in other tabs of the same browser. */
export function subscribeAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that moves on every change: the snapshot for useSyncExternalStore. */
export const answersVersion = (): number => version;

/** Resolves once the account's answers and drafts have been read from the phone. */
export function answersReady(accountId: string): Promise<void> {
  return accountData(accountId).ready;
}

export function areAnswersReady(accountId: string): boolean {
  return accountData(accountId).isReady();
}

export function saveDraft(accountId: string, surveyId: string, questionId: string, value: AnswerValue): void {
  void accountData(accountId).put('drafts', keyOf(surveyId, questionId), value);
}

export function draftsOf(accountId: string, surveyId: string): Record<string, AnswerValue> {
  const prefix = `${surveyId}:`;
  const drafts: Record<string, AnswerValue> = {};
  for (const [key, value] of accountData(accountId).entries<AnswerValue>('drafts')) {
    if (key.startsWith(prefix)) drafts[key.slice(prefix.length)] = value;
  }
  return drafts;
}

export function removeDraft(accountId: string, surveyId: string, questionId: string): void {
  void accountData(accountId).delete('drafts', keyOf(surveyId, questionId));
}

/**
 * Queues a confirmed answer (replacing an earlier one for the same question) and drops its draft. Resolves true
 * once it is in the phone's database, false when only memory holds it (storage full or unusable: the screen says
 * so). `savedAt` only ever grows for a question, whatever the phone's clock says, so an answer changed while the
 * earlier one was being sent is never taken for it.
 */
export function queueAnswer(accountId: string, answer: QueuedAnswer): Promise<boolean> {
  const data = accountData(accountId);
  const key = keyOf(answer.surveyId, answer.questionId);
  const previous = data.get<QueuedAnswer>('answers', key);
  const savedAt = previous ? Math.max(answer.savedAt, previous.savedAt + 1) : answer.savedAt;
  const stored = data.put('answers', key, { ...answer, savedAt });
  removeDraft(accountId, answer.surveyId, answer.questionId);
  void askPersistentStorage(accountId);
  return stored;
}

/** Queued answers of one person (optionally of one survey), in answering order. */
export function queuedAnswers(accountId: string, surveyId?: string): QueuedAnswer[] {
  return accountData(accountId)
    .all<QueuedAnswer>('answers')
    .filter((answer) => !surveyId || answer.surveyId === surveyId)
    .sort((a, b) => a.order - b.order || a.savedAt - b.savedAt);
}

/** Reads the phone's database again: another tab may have sent some of these answers meanwhile. */
export function reloadAnswers(accountId: string): Promise<void> {
  return accountData(accountId).refresh();
}

/** Resolves once every change made here is in the phone's database: another tab reading it then sees them. */
export function answersSettled(accountId: string): Promise<void> {
  return accountData(accountId).settled();
}

/** Drops a queued answer once the server has it, unless it was changed again meanwhile. */
export function dequeueAnswer(accountId: string, sent: QueuedAnswer): void {
  const data = accountData(accountId);
  const key = keyOf(sent.surveyId, sent.questionId);
  const current = data.get<QueuedAnswer>('answers', key);
  if (current && current.savedAt !== sent.savedAt) return;
  void data.delete('answers', key);
}

/** Marks answers whose send failed (and those waiting behind them), unless they were changed meanwhile. */
export function holdAnswers(accountId: string, answers: readonly QueuedAnswer[], reason: HeldReason): void {
  const data = accountData(accountId);
  for (const answer of answers) {
    const key = keyOf(answer.surveyId, answer.questionId);
    const current = data.get<QueuedAnswer>('answers', key);
    if (!current || current.savedAt !== answer.savedAt || current.held === reason) continue;
    void data.put('answers', key, { ...current, held: reason });
  }
}

/** The server refused an answer for good: it stays on the phone as a draft, to be corrected, not resent. */
export function unqueueAsDraft(accountId: string, refused: QueuedAnswer): void {
  void accountData(accountId).delete('answers', keyOf(refused.surveyId, refused.questionId));
  saveDraft(accountId, refused.surveyId, refused.questionId, {
    text: refused.text,
    optionId: refused.optionId,
  });
}

/**
 * Signing out: every answer of the person kept on this phone, queued or draft, is deleted (after they were told
 * of the queued ones, app/shell/sign-out-guard.tsx), so the next person on a shared phone finds none of them.
 * Logging out then deletes the account's whole database (lib/logout.ts).
 */
export function discardAnswers(accountId: string): void {
  const data = accountData(accountId);
  for (const [key] of data.entries('answers')) void data.delete('answers', key);
  for (const [key] of data.entries('drafts')) void data.delete('drafts', key);
}
