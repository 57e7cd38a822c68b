import type { TracerAnswerForm } from '@tvet/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { currentLanguage, t } from '@/lib/i18n/i18n';
import { fetchAnswerForm, sendAnswers } from '../api/answer-by-link';
import { BaselineSection } from '../components/baseline-section';

type Answer = { text: string | null; optionId: string | null };
type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retryable: boolean }
  | { kind: 'form'; form: TracerAnswerForm }
  | { kind: 'done'; message: string };

const WAVE_NAMES: Record<number, () => string> = {
  0: () => t('at graduation'),
  12: () => t('one year after graduation'),
  36: () => t('three years after graduation'),
  60: () => t('five years after graduation'),
};

/**
 * /a/{token}: a graduate answers the tracer questionnaire from an invitation, without an account (issue 26). Phone
 * first: one column, large touch targets; the privacy notice link comes before the first question (issue 25).
 */
export function AnswerPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const form = await fetchAnswerForm(token);
      setAnswers(
        Object.fromEntries(
          form.answered.map((answer) => [
            answer.question_id,
            { text: answer.text, optionId: answer.optionId },
          ]),
        ),
      );
      setState({ kind: 'form', form });
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.statusCode : 0;
      setState({
        kind: 'failed',
        message: caught instanceof Error ? caught.message : 'We could not open your questionnaire.',
        retryable: status === 0 || status >= 500,
      });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading')
    return (
      <PublicLayout title={t('Your questionnaire')}>
        <LoadingPanel label={t('Opening your questionnaire…')} />
      </PublicLayout>
    );
  if (state.kind === 'failed')
    return (
      <PublicLayout title={t('Your questionnaire')}>
        <div className="flex flex-col gap-4">
          <PageHeading title={t('This link does not open a questionnaire')} />
          <ErrorPanel message={state.message} onRetry={state.retryable ? load : undefined} />
        </div>
      </PublicLayout>
    );
  if (state.kind === 'done')
    return (
      <PublicLayout title={t('Thank you')}>
        <div className="flex flex-col gap-3" role="status">
          <PageHeading title={t('Thank you!')}>{state.message}</PageHeading>
          <p className="text-muted">
            {t('You can close this page. We will not remind you about this survey again.')}
          </p>
        </div>
      </PublicLayout>
    );

  const { form } = state;
  const questions = form.survey.sections.flatMap((section) => section.questions);
  const set = (id: string, answer: Answer) => {
    setAnswers((current) => ({ ...current, [id]: answer }));
    setMissing((current) => current.filter((item) => item !== id));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const unanswered = questions
      .filter((question) => question.required)
      .filter((question) => {
        const answer = answers[question._id];
        return !answer || (!answer.optionId && !answer.text?.trim());
      })
      .map((question) => question._id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setError(
        `Please answer ${unanswered.length === 1 ? 'the question' : `the ${unanswered.length} questions`} marked below.`,
      );
      document.getElementById(`q-${unanswered[0]}`)?.focus();
      return;
    }
    const given = Object.entries(answers)
      .filter(([, answer]) => answer.optionId || answer.text?.trim())
      .map(([questionId, answer]) => ({
        question_id: questionId,
        text: answer.text,
        optionId: answer.optionId,
      }));
    try {
      // The language the page was read in (issue 29): the server keeps it with the case's answers.
      const result = await sendAnswers(token, { answers: given, final: true, language: currentLanguage() });
      setState({ kind: 'done', message: result.msg });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'We could not send your answers. Try again.');
    }
  }

  return (
    <PublicLayout title={form.survey.title} wide>
      <div className="flex flex-col gap-6">
        <PageHeading title={form.survey.title}>
          {t('{study_title}, {wave}. No account needed.', {
            study_title: form.study_title,
            wave:
              WAVE_NAMES[form.wave.offset_months]?.() ??
              t('{months, plural, one {# month after graduation} other {# months after graduation}}', {
                months: form.wave.offset_months,
              }),
          })}
        </PageHeading>
        <p className="text-sm">
          {t('Your answers are used for the graduate tracer only, and reported without your name.')}{' '}
          <a className="text-link" href={form.notice.href}>
            {t('Read the privacy notice')}
          </a>
          {form.notice.version && <> {t('(version {version})', { version: form.notice.version })}</>}
        </p>
        <BaselineSection token={token} />
        <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
          {form.survey.text && <p>{form.survey.text}</p>}
          {form.survey.sections.map((section) => (
            <section key={section._id} className="flex flex-col gap-5" aria-labelledby={`s-${section._id}`}>
              <h2 id={`s-${section._id}`} className="text-lg font-bold">
                {section.title}
              </h2>
              {section.questions.map((question) => {
                const answer = answers[question._id];
                const bad = missing.includes(question._id);
                const label = `${question.text}${question.required ? '' : ' (optional)'}`;
                return question.type === 'text' ? (
                  <div key={question._id} className="flex flex-col gap-2">
                    <label htmlFor={`q-${question._id}`} className="font-semibold">
                      {label}
                    </label>
                    <textarea
                      id={`q-${question._id}`}
                      className="field-input min-h-24"
                      maxLength={2000}
                      aria-invalid={bad || undefined}
                      value={answer?.text ?? ''}
                      onChange={(event) => set(question._id, { text: event.target.value, optionId: null })}
                    />
                    {bad && (
                      <p className="text-sm font-semibold text-red-800">
                        {t('Please answer this question.')}
                      </p>
                    )}
                  </div>
                ) : (
                  <fieldset
                    key={question._id}
                    className="flex flex-col gap-2"
                    aria-invalid={bad || undefined}
                  >
                    <legend id={`q-${question._id}`} tabIndex={-1} className="mb-1 font-semibold">
                      {label}
                    </legend>
                    {question.options.map((option) => (
                      <label
                        key={option._id}
                        className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3"
                      >
                        <input
                          type="radio"
                          className="size-5"
                          name={question._id}
                          checked={answer?.optionId === option._id}
                          onChange={() => set(question._id, { text: null, optionId: option._id })}
                        />
                        {option.text}
                      </label>
                    ))}
                    {bad && (
                      <p className="text-sm font-semibold text-red-800">{t('Please choose one answer.')}</p>
                    )}
                  </fieldset>
                );
              })}
            </section>
          ))}
          {error && (
            <p role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" block busyLabel={t('Sending…')}>
            {t('Send my answers')}
          </Button>
        </form>
      </div>
    </PublicLayout>
  );
}

export { AnswerPage as Page };
