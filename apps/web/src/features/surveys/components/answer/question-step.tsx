import type { SurveyQuestion } from '@tvet/contract';
import { ANSWER_TEXT_MAX } from '@tvet/contract';
import type { Ref } from 'react';
import { t } from '@/lib/i18n/i18n';
import type { AnswerValue } from '../../lib/answer-store';

interface QuestionStepProps {
  question: SurveyQuestion;
  index: number;
  total: number;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** Receives focus when the step changes, so a screen reader starts at the new question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Id of the text explaining why Next waits, linked to the answer control. */
  describedBy?: string;
  disabled?: boolean;
}

/** One question (spec 000 §2 "one question at a time"): its section, its place, and the answer control. */
export function QuestionStep({
  question,
  index,
  total,
  value,
  onChange,
  headingRef,
  describedBy,
  disabled,
}: QuestionStepProps) {
  const headingId = `question-${question._id}`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium text-muted">
        <span className="font-semibold text-brand-800">
          {t('Question {number} of {total}', { number: index + 1, total })}
        </span>
        <span aria-hidden="true"> · </span>
        <span>{question.section_id.title}</span>
      </p>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl leading-snug font-semibold"
      >
        {question.text}
        {!question.required && (
          <span className="ml-2 text-base font-normal text-muted">{t('(optional)')}</span>
        )}
      </h2>
      {question.type === 'text' ? (
        <textarea
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          aria-required={question.required || undefined}
          value={value.text}
          maxLength={ANSWER_TEXT_MAX}
          rows={5}
          disabled={disabled}
          onChange={(event) => onChange({ text: event.target.value, optionId: null })}
          className="field-input min-h-32 resize-y"
          placeholder={t('Type your answer')}
        />
      ) : (
        <fieldset aria-labelledby={headingId} aria-describedby={describedBy} className="flex flex-col gap-2">
          {question.options.map((option) => {
            const checked = value.optionId === option._id;
            return (
              <label
                key={option._id}
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 ${
                  checked ? 'border-brand-700 bg-brand-50' : 'border-gray-300 bg-white hover:border-brand-600'
                }`}
              >
                <input
                  type="radio"
                  name={`answer-${question._id}`}
                  value={option._id}
                  checked={checked}
                  disabled={disabled}
                  required={question.required}
                  onChange={() => onChange({ text: '', optionId: option._id })}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span>{option.text}</span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
