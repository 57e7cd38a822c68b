import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANNEL_SHORT_OPTION_MAX,
  CHANNEL_SHORT_QUESTION_MAX,
  createQuestionSchema,
  INDICATOR_KEYS,
  type IndicatorKey,
  indicatorAcceptsText,
  OUTCOME_INDICATORS,
  OUTCOME_TAG_MESSAGES,
  QUESTION_OPTIONS_MAX,
  QUESTION_TYPES,
  SURVEY_MESSAGES,
  SURVEY_TEXT_MAX,
} from '@tvet/contract';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { z } from '@/lib/zod';
import type { QuestionValues } from '../../lib/use-survey-builder';
import { ChannelPreview } from './channel-preview';
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
    indicator: z.enum(INDICATOR_KEYS).nullable(),
    options: z.array(
      z.object({
        text: z.string(),
        code: z.string().nullable().optional(),
        short_text: z.string().max(CHANNEL_SHORT_OPTION_MAX).nullable().optional(),
      }),
    ),
    short_text: z.string().max(CHANNEL_SHORT_QUESTION_MAX).nullable().optional(),
  })
  .superRefine((values, ctx) => {
    if (values.type === 'text') {
      if (values.indicator && !indicatorAcceptsText(values.indicator))
        ctx.addIssue({
          code: 'custom',
          path: ['indicator'],
          message: OUTCOME_TAG_MESSAGES.textNeedsCodes(OUTCOME_INDICATORS[values.indicator].label),
        });
      return;
    }
    values.options.forEach((option, index) => {
      if (!option.text.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'text'],
          message: t('Write the text of this option.'),
        });
      } else if (option.text.length > OPTION_MAX) {
        const message = t('An option can be at most {max} characters.', { max: OPTION_MAX });
        ctx.addIssue({ code: 'custom', path: ['options', index, 'text'], message });
      }
    });
    if (values.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: SURVEY_MESSAGES.optionsNeeded });
    }
  });

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({
  value: type,
  get label() {
    return QUESTION_TYPE_LABELS[type];
  },
}));
const EMPTY: QuestionValues = {
  text: '',
  type: 'multiple_choice',
  required: true,
  indicator: null,
  options: [{ text: '' }, { text: '' }],
};

const INDICATOR_OPTIONS = INDICATOR_KEYS.map((key) => ({
  value: key,
  get label() {
    return OUTCOME_INDICATORS[key].label;
  },
}));
/** The codes an option may stand for, "does not apply" included. */
const codeOptions = (indicator: IndicatorKey) =>
  OUTCOME_INDICATORS[indicator].codes.map((code) => ({ value: code.code, label: code.label }));

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
    resolver: withLabels(zodResolver(schema)),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const indicator = useWatch({ control: form.control, name: 'indicator' });
  // The select speaks '' for "none"; the form keeps null.
  const indicatorField = form.register('indicator', {
    setValueAs: (value: string | null) => (value ? (value as IndicatorKey) : null),
  });
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
        // null clears a short version the question had; undefined leaves out one it never had.
        short_text: values.short_text?.trim() || (initial?.short_text ? null : undefined),
        options: values.options.map((o) => ({
          text: o.text.trim(),
          code: o.code || null,
          short_text: o.short_text?.trim() || undefined,
        })),
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.text) form.setError('text', { message: fields.text });
      if (fields.indicator) form.setError('indicator', { message: fields.indicator });
      // The form is always in a modal dialog: a toast would sit on the page behind it, hidden from screen readers.
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <FormError error={formError} />
      <TextareaField
        label={t('Question')}
        required
        error={errors.text?.message}
        rows={3}
        maxLength={SURVEY_TEXT_MAX}
        {...form.register('text')}
      />
      <TextareaField
        label={t('Short version for USSD and text messages')}
        hint={`At most ${CHANNEL_SHORT_QUESTION_MAX} characters; leave empty when the question fits as it is.`}
        rows={2}
        maxLength={CHANNEL_SHORT_QUESTION_MAX}
        {...form.register('short_text')}
      />
      <SelectField label={t('Answer type')} required options={TYPE_OPTIONS} {...typeField} />
      <SelectField
        label={t('Outcome indicator')}
        hint={t(
          'Tag the question so its answers count in the outcome figures; then give each option its code.',
        )}
        placeholder={t('None')}
        options={INDICATOR_OPTIONS}
        error={errors.indicator?.message}
        {...indicatorField}
      />
      {type !== 'text' && (
        <OptionsEditor
          control={form.control}
          register={form.register}
          errors={errors}
          max={QUESTION_OPTIONS_MAX}
          optionMax={OPTION_MAX}
          codes={indicator ? codeOptions(indicator) : undefined}
        />
      )}
      <FormChannelPreview control={form.control} />
      <label className="flex min-h-12 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('required')} />
        <span className="font-semibold">{t('An answer is required')}</span>
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

/**
 * The preview of the question being written, watching the form on its own: the form itself re-renders only when
 * the type or the indicator changes, not at every keystroke.
 */
function FormChannelPreview({ control }: { control: Control<QuestionValues> }) {
  const [text, shortText, type, options] = useWatch({
    control,
    name: ['text', 'short_text', 'type', 'options'],
  });
  return (
    <ChannelPreview
      question={{
        text: text ?? '',
        short_text: shortText,
        type,
        options:
          type === 'text'
            ? []
            : (options ?? []).map((o) => ({ text: o?.text ?? '', short_text: o?.short_text })),
      }}
    />
  );
}
