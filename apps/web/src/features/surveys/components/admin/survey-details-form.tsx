import { zodResolver } from '@hookform/resolvers/zod';
import { createSurveySchema, RESPONDENT_TYPES, SURVEY_TEXT_MAX } from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { labelled, withLabels } from '@/lib/field-messages';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
// Sets zod's no-eval mode before any schema runs (the server's CSP forbids eval).
import '@/lib/zod';
import { t } from '@/lib/i18n/i18n';
import type { CreateSurveyInput } from '../../api/create-survey';
import { DialogCancel } from './dialog-cancel';
import { RESPONDENT_LABELS } from './labels';

const RESPONDENT_OPTIONS = RESPONDENT_TYPES.map((type) => ({
  value: type,
  get label() {
    return RESPONDENT_LABELS[type];
  },
}));
type FieldName = keyof CreateSurveyInput;
/** What each control is called on screen: its messages say the same (issue 9: not 'text is required'). */
const LABELS: Record<FieldName, string> = {
  get title() {
    return t('Title');
  },
  get text() {
    return t('Introduction');
  },
  get respondent_type() {
    return t('Who is asked');
  },
};

interface SurveyDetailsFormProps {
  initial?: CreateSurveyInput;
  /** Who is asked can change only while the survey is a draft. */
  respondentLocked?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Throws the server's refusal; the form shows it. */
  onSave: (values: CreateSurveyInput) => Promise<unknown>;
}

/** Title, introduction and who is asked: creating a survey, or editing those of one. */
export function SurveyDetailsForm({
  initial,
  respondentLocked,
  submitLabel,
  busyLabel,
  onSave,
}: SurveyDetailsFormProps) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<CreateSurveyInput>({
    defaultValues: initial ?? { title: '', text: '', respondent_type: 'graduate' },
    resolver: withLabels(zodResolver(createSurveySchema), LABELS),
  });
  const errors = form.formState.errors;

  async function save(values: CreateSurveyInput) {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in values) {
          form.setError(field as FieldName, { message: labelled(message, LABELS[field as FieldName]) });
        }
      }
      // The form is always in a modal dialog: a toast would sit on the page behind it, hidden from screen readers.
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FormError error={formError} />
      <TextField label={LABELS.title} required error={errors.title?.message} {...form.register('title')} />
      <TextareaField
        label={LABELS.text}
        hint={t('What the survey is for and how long it takes.')}
        required
        error={errors.text?.message}
        rows={4}
        maxLength={SURVEY_TEXT_MAX}
        {...form.register('text')}
      />
      <SelectField
        label={LABELS.respondent_type}
        required
        options={RESPONDENT_OPTIONS}
        disabled={respondentLocked}
        hint={
          respondentLocked ? t('Fixed once the survey is published, so results never mix groups.') : undefined
        }
        error={errors.respondent_type?.message}
        {...form.register('respondent_type')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        <DialogCancel />
      </div>
    </form>
  );
}
