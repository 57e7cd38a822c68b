import { indicatorCodeLabel, OUTCOME_INDICATORS, type SurveyQuestion } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import type { SurveyBuilder } from '../../lib/use-survey-builder';
import { ChannelPreview } from './channel-preview';
import { QUESTION_TYPE_LABELS } from './labels';
import { QuestionForm } from './question-form';

interface QuestionItemProps {
  question: SurveyQuestion;
  /** 1-based place in the answering order. */
  place: number;
  isFirstInSection: boolean;
  isLastInSection: boolean;
  editable: boolean;
  builder: SurveyBuilder;
  onError: (error: unknown) => void;
}

const ICON_BUTTON = 'min-h-12 min-w-12 px-2';

/** One question in the builder: what it asks and how; move, edit, delete while the survey is a draft. */
export function QuestionItem({
  question,
  place,
  isFirstInSection,
  isLastInSection,
  editable,
  builder,
  onError,
}: QuestionItemProps) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const label = `question ${place}`;
  const move = (step: -1 | 1) => builder.moveQuestion(question._id, step).catch(onError);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-900">
          {place}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words">{question.text}</p>
          <p className="text-sm text-muted">
            {QUESTION_TYPE_LABELS[question.type]} · {question.required ? t('Required') : t('Optional')}
          </p>
          {question.indicator && (
            <p className="text-sm">
              <span className="rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-900">
                {t('Outcome indicator: {label}', { label: OUTCOME_INDICATORS[question.indicator].label })}
              </span>
            </p>
          )}
          {question.options.length > 0 && (
            <ul className="ml-4 list-disc text-sm text-muted">
              {question.options.map((option) => (
                <li key={option._id}>
                  {option.text}
                  {question.indicator &&
                    (option.code ? (
                      <span> → {indicatorCodeLabel(question.indicator, option.code)}</span>
                    ) : (
                      <span className="font-semibold text-red-800"> {t('→ no code yet')}</span>
                    ))}
                </li>
              ))}
            </ul>
          )}
          <ChannelPreview question={question} surveyId={builder.surveyId} />
        </div>
      </div>
      {editable && (
        <div className="flex flex-wrap justify-end gap-1 sm:shrink-0">
          <Button
            variant="ghost"
            className={ICON_BUTTON}
            disabled={isFirstInSection || builder.working}
            onClick={() => move(-1)}
            aria-label={t('Move {question} up', { question: label })}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            variant="ghost"
            className={ICON_BUTTON}
            disabled={isLastInSection || builder.working}
            onClick={() => move(1)}
            aria-label={t('Move {question} down', { question: label })}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button variant="ghost" className="px-3" onClick={() => setEditing(true)} aria-haspopup="dialog">
            {t('Edit')}
            <span className="sr-only"> {label}</span>
          </Button>
          <Button
            variant="ghost"
            className="px-3 text-red-800"
            onClick={() => setDeleting(true)}
            aria-haspopup="dialog"
          >
            {t('Delete')}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      )}
      <Dialog open={editing} onOpenChange={setEditing} title={t('Edit question {place}', { place })}>
        <QuestionForm
          initial={{
            text: question.text,
            type: question.type,
            required: question.required,
            indicator: question.indicator ?? null,
            short_text: question.short_text ?? null,
            options: question.options.map((option) => ({
              text: option.text,
              code: option.code ?? null,
              short_text: option.short_text ?? null,
            })),
          }}
          submitLabel={t('Save question')}
          busyLabel={t('Saving…')}
          onSave={async (values) => {
            toast(await builder.editQuestion(question._id, values));
            setEditing(false);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('Delete question {place}?', { place })}
        confirmLabel={t('Delete question')}
        busyLabel={t('Deleting…')}
        danger
        onConfirm={async () => {
          try {
            await builder.removeQuestion(question._id);
          } catch (error) {
            onError(error);
          }
        }}
      >
        <p>{t('“{text}” will be removed from this draft.', { text: question.text })}</p>
      </ConfirmDialog>
    </li>
  );
}
