import { useMemo, useSyncExternalStore } from 'react';
import {
  answersVersion,
  areAnswersReady,
  type QueuedAnswer,
  queuedAnswers,
  subscribeAnswers,
} from './answer-store';

/** True once the person's answers and drafts have been read from the phone's database (lib/device-db.ts). */
export function useAnswersReady(accountId: string | undefined): boolean {
  return useSyncExternalStore(
    subscribeAnswers,
    () => (accountId ? areAnswersReady(accountId) : false),
    () => false,
  );
}

/** The answers waiting on this phone (of one survey, or of all), kept current as they are saved and sent. */
export function useQueuedAnswers(accountId: string | undefined, surveyId?: string): QueuedAnswer[] {
  const version = useSyncExternalStore(subscribeAnswers, answersVersion, answersVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` moves whenever the stored answers change.
  return useMemo(() => (accountId ? queuedAnswers(accountId, surveyId) : []), [accountId, surveyId, version]);
}

/**
 * The answers whose sending failed and that wait on this phone for the next chance. An answer being sent right
 * now is not among them, however slow the network: only a failed request means it waits.
 */
export function useHeldAnswers(accountId: string | undefined, surveyId?: string): QueuedAnswer[] {
  const queued = useQueuedAnswers(accountId, surveyId);
  return useMemo(() => queued.filter((answer) => answer.held), [queued]);
}
