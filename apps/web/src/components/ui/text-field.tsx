import type { ComponentProps } from 'react';
import { Field, type FieldProps, INPUT_CLASS } from './field';

export type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'required'>;

export function TextField({
  label,
  hint,
  error,
  required,
  describedBy,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={describedBy} id={id}>
      {(control) => (
        <input
          {...control}
          aria-required={required || undefined}
          className={`${INPUT_CLASS} ${className}`}
          {...input}
        />
      )}
    </Field>
  );
}
