import type { SurveyQuestion } from '@tvet/contract';
import type { AnswerValue, QueuedAnswer } from './answer-store';

export interface ServerAnswer {
  question_id: string;
  text: string | null;
  optionId: string | null;
}

export const EMPTY_ANSWER: AnswerValue = { text: '', optionId: null };

/**
 * What each question shows when the survey opens: the draft being typed, else the answer waiting on the
 * phone, else the answer the server has (so Previous shows what was answered before).
 */
export function initialValues(
  server: readonly ServerAnswer[],
  queued: readonly QueuedAnswer[],
  drafts: Readonly<Record<string, AnswerValue>>,
): Record<string, AnswerValue> {
  const values: Record<string, AnswerValue> = {};
  for (const answer of server) {
    values[answer.question_id] = { text: answer.text ?? '', optionId: answer.optionId };
  }
  for (const answer of queued) values[answer.questionId] = { text: answer.text, optionId: answer.optionId };
  return { ...values, ...drafts };
}

/** Questions answered already: on the server, or confirmed and waiting on the phone. */
export function answeredIds(server: readonly ServerAnswer[], queued: readonly QueuedAnswer[]): Set<string> {
  return new Set([
    ...server.map((answer) => answer.question_id),
    ...queued.map((answer) => answer.questionId),
  ]);
}

/**
 * Where Start or Continue opens (spec 000 §4): the first question not answered yet. When every question has
 * an answer, the last one, whose Submit completes the survey.
 */
export function resumeIndex(questions: readonly SurveyQuestion[], answered: ReadonlySet<string>): number {
  const first = questions.findIndex((question) => !answered.has(question._id));
  return first === -1 ? Math.max(0, questions.length - 1) : first;
}

/** Spec 000 §5: a text answer must be non-blank, a choice must be made. */
export function hasAnswer(question: SurveyQuestion, value: AnswerValue): boolean {
  return question.type === 'text' ? value.text.trim() !== '' : value.optionId !== null;
}

/** Next and Submit wait for an answer; an optional question may be passed without one. */
export function canProceed(question: SurveyQuestion, value: AnswerValue): boolean {
  return !question.required || hasAnswer(question, value);
}
