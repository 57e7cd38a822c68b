import type { ComponentProps } from 'react';
import { Field, type FieldProps, INPUT_CLASS } from '@/components/ui/field';

export type TextareaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'required'>;

/** A multi-line text control with its label, hint and error tied to it (same contract as TextField). */
export function TextareaField({
  label,
  hint,
  error,
  required,
  describedBy,
  id,
  className = '',
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={describedBy} id={id}>
      {(control) => (
        <textarea
          {...control}
          aria-required={required || undefined}
          className={`${INPUT_CLASS} resize-y leading-relaxed ${className}`}
          {...textarea}
        />
      )}
    </Field>
  );
}
