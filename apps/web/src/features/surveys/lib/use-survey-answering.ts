import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormErrorState } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api';
import { formErrorOf } from '@/lib/show-error';
import type { SurveyDetail } from '../api/get-survey';
import { surveyKeys } from '../api/keys';
import { onFlushed, saveAndSend } from './answer-queue';
import { type AnswerValue, draftsOf, queuedAnswers, saveDraft } from './answer-store';
import { answeredIds, canProceed, EMPTY_ANSWER, initialValues, resumeIndex } from './resume';

/**
 * The answering flow of /surveys/{id} (spec 000 §4): one question at a time; Next keeps the answer on the phone,
 * sends it and moves on; Submit on the last question completes the survey. Without a connection the answer
 * waits on the phone and the flow goes on; it is sent when the connection returns.
 */
export function useSurveyAnswering(survey: SurveyDetail, accountId: string, { fromStart = false } = {}) {
  const queryClient = useQueryClient();
  const { questions } = survey;
  const [values, setValues] = useState(() =>
    initialValues(survey.answers, queuedAnswers(accountId, survey._id), draftsOf(accountId, survey._id)),
  );
  /** Answered on the server or waiting on the phone, including what was answered on this visit. */
  const answered = useRef<Set<string>>(null);
  answered.current ??= answeredIds(survey.answers, queuedAnswers(accountId, survey._id));
  // Start or Continue opens at the first unanswered question; reviewing a completed survey at the first.
  const [index, setIndex] = useState(() => (fromStart ? 0 : resumeIndex(questions, answered.current!)));
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [completed, setCompleted] = useState(false);
  /** Submitted without a connection: the survey completes when the waiting answers are sent. */
  const [awaitingSync, setAwaitingSync] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const question = questions[index];
  const value = (question && values[question._id]) || EMPTY_ANSWER;
  const isLast = index === questions.length - 1;

  // After Previous or Next the new question's heading takes focus, so a screen reader reads it first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [index]);

  // A background send (online again, retry) may complete the survey while this page is open.
  useEffect(
    () =>
      onFlushed((report) => {
        if (report.surveyId !== survey._id) return;
        void queryClient.invalidateQueries({ queryKey: surveyKeys.all, refetchType: 'none' });
        if (report.completed) setCompleted(true);
      }),
    [queryClient, survey._id],
  );

  function goTo(next: number) {
    moved.current = true;
    setIndex(next);
  }

  function change(next: AnswerValue) {
    if (!question) return;
    setValues((current) => ({ ...current, [question._id]: next }));
    // Kept on the phone as it is typed: a dropped connection or a closed tab loses nothing.
    saveDraft(accountId, survey._id, question._id, next);
    setFormError(null);
  }

  function previous() {
    if (index === 0) return;
    setFormError(null);
    goTo(index - 1);
  }

  async function next() {
    if (!question || busy || !canProceed(question, value)) return;
    setBusy(true);
    setFormError(null);
    const outcome = await saveAndSend(accountId, {
      surveyId: survey._id,
      questionId: question._id,
      sectionId: question.section_id._id,
      order: question.order,
      completes: isLast,
      savedAt: Date.now(),
      text: question.type === 'text' ? value.text : '',
      optionId: question.type === 'text' ? null : value.optionId,
    });
    setBusy(false);
    if (outcome.kind !== 'refused') answered.current!.add(question._id);
    if (outcome.kind === 'sent') {
      // Lists and progress are out of date now; they reload when next shown.
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all, refetchType: 'none' });
      if (isLast) setCompleted(outcome.result.survey_status === 'completed');
      else goTo(index + 1);
      return;
    }
    if (outcome.kind === 'kept') {
      const serverTrouble = outcome.error instanceof ApiError && outcome.error.statusCode >= 500;
      if (serverTrouble) {
        // Kept on the phone and retried later; the server's own words show above the question.
        setFormError(formErrorOf(outcome.error));
        return;
      }
      if (isLast) setAwaitingSync(true);
      else goTo(index + 1);
      return;
    }
    // Refused: a Bad Request shows above the question (e.g. required questions left), others in a toast.
    setFormError(formErrorOf(outcome.error));
    if (outcome.error.statusCode === 400 && isLast) {
      const missing = resumeIndex(questions, answered.current!);
      if (missing !== index) goTo(missing);
    }
  }

  return {
    question,
    index,
    total: questions.length,
    answeredCount: answered.current.size,
    value,
    isLast,
    canProceed: question ? canProceed(question, value) : false,
    busy,
    formError,
    completed,
    awaitingSync,
    headingRef,
    change,
    previous,
    next,
  };
}
