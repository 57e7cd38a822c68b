import { type CallCaseDetail, LANGUAGE_NAMES, LANGUAGES, type Language } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { t, tx } from '@/lib/i18n/i18n';
import { enterAnswers } from '../api/follow-up';

type Answer = { text: string | null; optionId: string | null };

/**
 * The questionnaire read aloud (issue 28): a note of who is speaking, the language the interview is held in (the
 * questions and options then read in its approved translation), and each question with every option to read; the
 * interviewer marks what the graduate says. Saved with mode 'phone' and the language.
 */
export function InterviewForm({
  detail,
  language,
  onLanguage,
  onDone,
}: {
  detail: CallCaseDetail;
  language: Language;
  onLanguage: (language: Language) => void;
  onDone: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(detail.answered.map((a) => [a.question_id, { text: a.text, optionId: a.optionId }])),
  );
  const [error, setError] = useState<string | null>(null);
  const set = (id: string, answer: Answer) => setAnswers((all) => ({ ...all, [id]: answer }));

  async function save(final: boolean) {
    setError(null);
    const given = Object.entries(answers)
      .filter(([, answer]) => answer.optionId || answer.text?.trim())
      .map(([question_id, answer]) => ({
        question_id,
        text: answer.text?.trim() || null,
        optionId: answer.optionId,
      }));
    if (given.length === 0) {
      setError(t('Mark at least one answer before saving'));
      return;
    }
    try {
      const result = await enterAnswers(detail.case_id, { answers: given, final, language });
      toast(tx(result.msg));
      if (final && result.payload.disposition === 'complete') onDone();
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
    }
  }

  let number = 0;
  return (
    <section aria-labelledby="interview-heading" className="flex flex-col gap-4">
      <h2 id="interview-heading" className="text-xl font-bold">
        {t('Interview')}
      </h2>
      <p className="rounded-lg bg-brand-50 p-3" role="note">
        {t(
          'You are speaking for the graduate. Read each question and all its options aloud, then mark what {name} says. The answers are saved as given by phone, with your name.',
          { name: detail.name },
        )}
      </p>
      <label className="flex max-w-xs flex-col gap-1 font-semibold">
        {t('Language of the interview')}
        <select
          className="field-input"
          value={language}
          onChange={(event) => onLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      {detail.questionnaire.sections.map((section) => (
        <div key={section._id} className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{section.title}</h3>
          {section.questions.map((question) => {
            number += 1;
            const current = answers[question._id] ?? { text: null, optionId: null };
            return (
              <fieldset
                key={question._id}
                className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-gray-200"
              >
                <legend className="px-1 font-semibold">
                  {number}. {question.text}
                  {question.required ? ` (${t('answer needed')})` : ''}
                </legend>
                {question.options.length > 0 ? (
                  question.options.map((option) => (
                    <label key={option._id} className="flex min-h-11 items-center gap-3">
                      <input
                        type="radio"
                        className="size-5"
                        name={question._id}
                        checked={current.optionId === option._id}
                        onChange={() => set(question._id, { text: null, optionId: option._id })}
                      />
                      {option.text}
                    </label>
                  ))
                ) : (
                  <input
                    className="field-input"
                    aria-label={question.text}
                    value={current.text ?? ''}
                    onChange={(event) => set(question._id, { text: event.target.value, optionId: null })}
                  />
                )}
              </fieldset>
            );
          })}
        </div>
      ))}
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => save(false)}>
          {t('Save answers so far')}
        </Button>
        <Button onClick={() => save(true)}>{t('Finish the interview')}</Button>
      </div>
    </section>
  );
}
