/**
 * Answers kept on this phone (localStorage, one key per user + survey + question), so that nothing typed is
 * lost to a dropped connection, a closed tab or a flat battery:
 * - a draft is what is being typed and has not been confirmed with Next yet;
 * - a queued answer was confirmed with Next or Submit and waits to reach the server.
 * localStorage rather than sessionStorage: the answers must outlive the tab, and they leave the phone as soon
 * as the server has them, or when the person signs out (after being told of any not sent, decision 0009).
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
  /**
   * Why the last try to send it failed: no connection ('offline': the request itself failed) or trouble on the
   * server ('server'). Unset while it has not been tried yet or is being sent: a slow answer is not offline.
   */
  held?: HeldReason;
}

export type HeldReason = 'offline' | 'server';

const QUEUE = 'tvet.survey-queue';
const DRAFT = 'tvet.survey-draft';
const keyOf = (kind: string, accountId: string, surveyId: string, questionId: string) =>
  `${kind}:${accountId}:${surveyId}:${questionId}`;

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Changes in this tab and in other tabs of the same browser. */
export function subscribeAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(QUEUE) || event.key.startsWith(DRAFT)) changed();
  });
}

/** A number that moves on every change: the snapshot for useSyncExternalStore. */
export const answersVersion = (): number => version;

/**
 * When the browser refuses localStorage (storage full, blocked in a private window), answers are kept in
 * memory instead: they then survive a lost connection, though not a closed tab.
 */
const fallback = new Map<string, string>();

function readJson<T>(key: string): T | null {
  let raw: string | null | undefined = fallback.get(key);
  if (raw === undefined) {
    try {
      raw = localStorage.getItem(key);
    } catch {
      raw = null;
    }
  }
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    localStorage.setItem(key, raw);
    fallback.delete(key);
  } catch {
    fallback.set(key, raw);
  }
  changed();
}

function remove(key: string): void {
  fallback.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage: the copy in memory is gone already.
  }
  changed();
}

function keysWith(prefix: string): string[] {
  const keys = new Set([...fallback.keys()].filter((key) => key.startsWith(prefix)));
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) keys.add(key);
    }
  } catch {
    // Blocked storage: only the copies in memory exist.
  }
  return [...keys];
}

export function saveDraft(accountId: string, surveyId: string, questionId: string, value: AnswerValue): void {
  writeJson(keyOf(DRAFT, accountId, surveyId, questionId), value);
}

export function draftsOf(accountId: string, surveyId: string): Record<string, AnswerValue> {
  const prefix = `${DRAFT}:${accountId}:${surveyId}:`;
  const drafts: Record<string, AnswerValue> = {};
  for (const key of keysWith(prefix)) {
    const value = readJson<AnswerValue>(key);
    if (value) drafts[key.slice(prefix.length)] = value;
  }
  return drafts;
}

export function removeDraft(accountId: string, surveyId: string, questionId: string): void {
  remove(keyOf(DRAFT, accountId, surveyId, questionId));
}

/** Queues a confirmed answer (replacing an earlier one for the same question) and drops its draft. */
export function queueAnswer(accountId: string, answer: QueuedAnswer): void {
  writeJson(keyOf(QUEUE, accountId, answer.surveyId, answer.questionId), answer);
  removeDraft(accountId, answer.surveyId, answer.questionId);
}

/** Queued answers of one person (optionally of one survey), in answering order. */
export function queuedAnswers(accountId: string, surveyId?: string): QueuedAnswer[] {
  const prefix = surveyId ? `${QUEUE}:${accountId}:${surveyId}:` : `${QUEUE}:${accountId}:`;
  return keysWith(prefix)
    .map((key) => readJson<QueuedAnswer>(key))
    .filter((answer): answer is QueuedAnswer => answer !== null)
    .sort((a, b) => a.order - b.order || a.savedAt - b.savedAt);
}

/** Drops a queued answer once the server has it, unless it was changed again meanwhile. */
export function dequeueAnswer(accountId: string, sent: QueuedAnswer): void {
  const key = keyOf(QUEUE, accountId, sent.surveyId, sent.questionId);
  const current = readJson<QueuedAnswer>(key);
  if (current && current.savedAt !== sent.savedAt) return;
  remove(key);
}

/** Marks answers whose send failed (and those waiting behind them), unless they were changed meanwhile. */
export function holdAnswers(accountId: string, answers: readonly QueuedAnswer[], reason: HeldReason): void {
  for (const answer of answers) {
    const key = keyOf(QUEUE, accountId, answer.surveyId, answer.questionId);
    const current = readJson<QueuedAnswer>(key);
    if (!current || current.savedAt !== answer.savedAt || current.held === reason) continue;
    writeJson(key, { ...current, held: reason });
  }
}

/** The server refused an answer for good: it stays on the phone as a draft, to be corrected, not resent. */
export function unqueueAsDraft(accountId: string, refused: QueuedAnswer): void {
  remove(keyOf(QUEUE, accountId, refused.surveyId, refused.questionId));
  saveDraft(accountId, refused.surveyId, refused.questionId, {
    text: refused.text,
    optionId: refused.optionId,
  });
}

/**
 * Signing out: every answer of the person kept on this phone, queued or draft, is deleted (after they were told
 * of the queued ones, app/shell/sign-out-guard.tsx), so the next person on a shared phone finds none of them.
 */
export function discardAnswers(accountId: string): void {
  for (const key of [...keysWith(`${QUEUE}:${accountId}:`), ...keysWith(`${DRAFT}:${accountId}:`)])
    remove(key);
}
