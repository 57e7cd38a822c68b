import type { SurveyQuestion } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import type { SurveyBuilder } from '../../lib/use-survey-builder';
import { QuestionForm } from './question-form';
import { QuestionItem } from './question-item';
import { SectionTitleForm } from './section-title-form';

interface SectionPanelProps {
  section: { _id: string; title: string };
  /** 1-based number of the section. */
  number: number;
  questions: SurveyQuestion[];
  /** Place (1-based) of this section's first question in the answering order. */
  firstPlace: number;
  editable: boolean;
  builder: SurveyBuilder;
  onError: (error: unknown) => void;
}

/** One section of the builder: its title, its questions in order, and adding a question to it. */
export function SectionPanel({
  section,
  number,
  questions,
  firstPlace,
  editable,
  builder,
  onError,
}: SectionPanelProps) {
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const headingId = `section-${section._id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-gray-50 p-3 ring-1 ring-gray-200 sm:p-4"
    >
      {renaming ? (
        <SectionTitleForm
          label={t('Title of section {number}', { number })}
          initial={section.title}
          submitLabel={t('Save title')}
          busyLabel={t('Saving…')}
          onCancel={() => setRenaming(false)}
          onSave={async (title) => {
            toast(await builder.renameSection(section._id, title));
            setRenaming(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="flex-1 text-lg font-semibold">
            <span className="text-sm font-medium text-muted">{t('Section {number} ·', { number })} </span>
            {section.title}
          </h2>
          {editable && (
            <div className="flex gap-1">
              <Button variant="ghost" onClick={() => setRenaming(true)}>
                {t('Rename')}
                <span className="sr-only"> {t('section {number}', { number })}</span>
              </Button>
              <Button
                variant="ghost"
                className="text-red-800"
                onClick={() => setDeleting(true)}
                aria-haspopup="dialog"
              >
                {t('Delete')}
                <span className="sr-only"> {t('section {number}', { number })}</span>
              </Button>
            </div>
          )}
        </div>
      )}
      {questions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-4 text-center text-muted">
          {t('No question in this section yet.')}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {questions.map((question, index) => (
            <QuestionItem
              key={question._id}
              question={question}
              place={firstPlace + index}
              isFirstInSection={index === 0}
              isLastInSection={index === questions.length - 1}
              editable={editable}
              builder={builder}
              onError={onError}
            />
          ))}
        </ol>
      )}
      {editable && (
        <Button
          variant="secondary"
          onClick={() => setAdding(true)}
          aria-haspopup="dialog"
          className="self-start"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          {t('Add question')}
          <span className="sr-only"> {t('to section {number}', { number })}</span>
        </Button>
      )}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t('New question in “{section}”', { section: section.title })}
      >
        <QuestionForm
          submitLabel={t('Add question')}
          busyLabel={t('Adding…')}
          onSave={async (values) => {
            toast(await builder.addQuestion(section._id, values));
            setAdding(false);
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('Delete section {number}?', { number })}
        confirmLabel={t('Delete section')}
        busyLabel={t('Deleting…')}
        danger
        onConfirm={async () => {
          try {
            await builder.removeSection(section._id);
          } catch (error) {
            onError(error);
          }
        }}
      >
        <p>
          {questions.length === 0
            ? t('“{title}” will be removed from this draft.', { title: section.title })
            : t(
                '{count, plural, one {“{title}” and its question will be removed from this draft.} other {“{title}” and its # questions will be removed from this draft.}}',
                { title: section.title, count: questions.length },
              )}
        </p>
      </ConfirmDialog>
    </section>
  );
}
