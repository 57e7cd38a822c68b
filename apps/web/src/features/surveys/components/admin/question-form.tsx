import { zodResolver } from '@hookform/resolvers/zod';
import {
  createQuestionSchema,
  QUESTION_OPTIONS_MAX,
  QUESTION_TYPES,
  SURVEY_MESSAGES,
  SURVEY_TEXT_MAX,
} from '@tvet/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { z } from '@/lib/zod';
import type { QuestionValues } from '../../lib/use-survey-builder';
import { DialogCancel } from './dialog-cancel';
import { QUESTION_TYPE_LABELS } from './labels';
import { OptionsEditor } from './options-editor';

const OPTION_MAX = 300;

/** The contract's question fields; options are checked only for the types that have them. */
const schema = z
  .object({
    text: createQuestionSchema.shape.text,
    type: createQuestionSchema.shape.type,
    required: z.boolean(),
    options: z.array(z.object({ text: z.string() })),
  })
  .superRefine((values, ctx) => {
    if (values.type === 'text') return;
    values.options.forEach((option, index) => {
      if (!option.text.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'text'],
          message: 'option text is required',
        });
      } else if (option.text.length > OPTION_MAX) {
        const message = `option text must be at most ${OPTION_MAX} characters`;
        ctx.addIssue({ code: 'custom', path: ['options', index, 'text'], message });
      }
    });
    if (values.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: SURVEY_MESSAGES.optionsNeeded });
    }
  });

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));
const EMPTY: QuestionValues = {
  text: '',
  type: 'multiple_choice',
  required: true,
  options: [{ text: '' }, { text: '' }],
};

interface QuestionFormProps {
  initial?: QuestionValues;
  submitLabel: string;
  busyLabel: string;
  /** Throws the server's refusal; the form shows it. */
  onSave: (values: QuestionValues) => Promise<unknown>;
}

/** A question's text, type, options and whether it must be answered. */
export function QuestionForm({ initial, submitLabel, busyLabel, onSave }: QuestionFormProps) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<QuestionValues>({
    defaultValues: initial ?? EMPTY,
    resolver: zodResolver(schema),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  // Turning a text question into a choice starts it with two empty options to fill in.
  const typeField = form.register('type', {
    onChange: (event) => {
      if (event.target.value !== 'text' && form.getValues('options').length === 0) {
        form.setValue('options', [{ text: '' }, { text: '' }]);
      }
    },
  });
  const errors = form.formState.errors;

  async function save(values: QuestionValues) {
    setFormError(null);
    try {
      await onSave({
        ...values,
        text: values.text.trim(),
        options: values.options.map((o) => ({ text: o.text.trim() })),
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.text) form.setError('text', { message: fields.text });
      setFormError(formErrorOf(error));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FormError error={formError} />
      <TextareaField
        label="Question"
        required
        error={errors.text?.message}
        rows={3}
        maxLength={SURVEY_TEXT_MAX}
        {...form.register('text')}
      />
      <SelectField label="Answer type" required options={TYPE_OPTIONS} {...typeField} />
      {type !== 'text' && (
        <OptionsEditor
          control={form.control}
          register={form.register}
          errors={errors}
          max={QUESTION_OPTIONS_MAX}
          optionMax={OPTION_MAX}
        />
      )}
      <label className="flex min-h-12 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('required')} />
        <span className="font-semibold">An answer is required</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
        <DialogCancel />
      </div>
    </form>
  );
}
