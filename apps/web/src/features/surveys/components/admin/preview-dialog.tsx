import { SURVEY_MESSAGES, type SurveyQuestion } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/lib/i18n/i18n';
import type { AnswerValue } from '../../lib/answer-store';
import { canProceed, EMPTY_ANSWER } from '../../lib/resume';
import { QuestionStep } from '../answer/question-step';
import { StepControls } from '../answer/step-controls';
import { DialogCancel } from './dialog-cancel';

const WAIT_HINT_ID = 'preview-wait-hint';

/** The survey as a respondent meets it, one question at a time, on a phone-sized card. Nothing is sent. */
export function PreviewDialog({ title, questions }: { title: string; questions: SurveyQuestion[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  const [finished, setFinished] = useState(false);
  const question = questions[Math.min(index, questions.length - 1)];

  function openPreview() {
    setIndex(0);
    setValues({});
    setFinished(false);
    setOpen(true);
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={openPreview}
        disabled={questions.length === 0}
        aria-haspopup="dialog"
      >
        {t('Preview')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('Preview: {title}', { title })}
        description={t('As a respondent sees it. Nothing is sent.')}
      >
        {finished ? (
          <div className="flex flex-col gap-4">
            <p className="font-semibold">
              {t('A respondent would now see “{completed}”.', { completed: SURVEY_MESSAGES.completed })}
            </p>
            <Button variant="secondary" onClick={() => setFinished(false)}>
              {t('Back to the last question')}
            </Button>
          </div>
        ) : question ? (
          <form
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              if (index === questions.length - 1) setFinished(true);
              else setIndex(index + 1);
            }}
          >
            <QuestionStep
              key={question._id}
              question={question}
              index={index}
              total={questions.length}
              value={values[question._id] ?? EMPTY_ANSWER}
              onChange={(value) => setValues({ ...values, [question._id]: value })}
              describedBy={WAIT_HINT_ID}
            />
            <StepControls
              isFirst={index === 0}
              isLast={index === questions.length - 1}
              canProceed={canProceed(question, values[question._id] ?? EMPTY_ANSWER)}
              busy={false}
              onPrevious={() => setIndex(index - 1)}
              waitHintId={WAIT_HINT_ID}
            />
          </form>
        ) : null}
        <DialogCancel label={t('Close preview')} />
      </Dialog>
    </>
  );
}
