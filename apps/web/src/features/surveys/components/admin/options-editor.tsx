import { CHANNEL_SHORT_OPTION_MAX } from '@tvet/contract';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { type Option, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import type { QuestionValues } from '../../lib/use-survey-builder';

interface OptionsEditorProps {
  control: Control<QuestionValues>;
  register: UseFormRegister<QuestionValues>;
  errors: FieldErrors<QuestionValues>;
  max: number;
  optionMax: number;
  /** The tagged indicator's codes: each option then picks the one it stands for. */
  codes?: Option[];
}

/** The choices of a multiple-choice or objective question: add and remove, at least two. */
export function OptionsEditor({ control, register, errors, max, optionMax, codes }: OptionsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3"
      aria-describedby={listError ? 'options-error' : undefined}
    >
      <legend className="px-1 font-semibold">{t('Options')}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <div className="grid flex-1 gap-2 sm:grid-cols-2">
            <TextField
              label={t('Option {number}', { number: index + 1 })}
              maxLength={optionMax}
              error={errors.options?.[index]?.text?.message}
              {...register(`options.${index}.text`)}
            />
            <TextField
              label={t('Short version of option {number}', { number: index + 1 })}
              hint={t('For USSD and text messages, when the option is long')}
              maxLength={CHANNEL_SHORT_OPTION_MAX}
              {...register(`options.${index}.short_text`)}
            />
            {codes && (
              <SelectField
                label={t('Code of option {number}', { number: index + 1 })}
                placeholder={t('Not mapped yet')}
                options={codes}
                {...register(`options.${index}.code`)}
              />
            )}
          </div>
          <Button
            variant="ghost"
            onClick={() => remove(index)}
            className="px-3"
            aria-label={t('Remove option {number}', { number: index + 1 })}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ✕
            </span>
          </Button>
        </div>
      ))}
      {listError && (
        <p id="options-error" className="text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠ </span>
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => append({ text: '' })}
        disabled={fields.length >= max}
        className="self-start"
      >
        {t('Add option')}
      </Button>
    </fieldset>
  );
}
