import type { ComponentProps } from 'react';
import { tx } from '@/lib/i18n/i18n';
import { Field, type FieldProps, INPUT_CLASS } from './field';

export interface Option {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'required'> & {
    options: readonly Option[];
    /** First, empty choice; a select without one silently picks the first option for the user. */
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  required,
  describedBy,
  id,
  options,
  placeholder,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} describedBy={describedBy} id={id}>
      {(control) => (
        <select
          {...control}
          aria-required={required || undefined}
          className={`${INPUT_CLASS} appearance-auto ${className}`}
          {...select}
        >
          {placeholder !== undefined && <option value="">{tx(placeholder)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {tx(option.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options whose label is the value itself (states, LGAs, countries). */
export function asOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}
