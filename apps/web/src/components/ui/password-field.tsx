import { type ComponentProps, useState } from 'react';
import { t } from '@/lib/i18n/i18n';
import { Field, type FieldProps, INPUT_CLASS } from './field';

export type PasswordFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'required' | 'type'>;

/** A password input with a Show/Hide toggle: typing blind on a phone keyboard causes most sign-in failures. */
export function PasswordField({
  label,
  hint,
  error,
  required,
  describedBy,
  id,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={describedBy} id={id}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            aria-required={required || undefined}
            className={`${INPUT_CLASS} pr-20`}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-1 right-1 min-w-16 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {visible ? t('Hide') : t('Show')}
            <span className="sr-only"> {t('password')}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
