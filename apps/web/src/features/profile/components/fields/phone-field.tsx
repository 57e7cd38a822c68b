import { PHONE_PREFIX } from '@tvet/contract';
import type { ComponentProps } from 'react';
import { Field, type FieldProps } from '@/components/ui/field';

/**
 * A Nigerian mobile number: +234 is fixed in front (spec: +234 only) and the person types the rest, with or
 * without the leading 0. The contract stores it as +234XXXXXXXXXX.
 */
export function PhoneField({
  label,
  hint = 'Your Nigerian mobile number, e.g. 803 123 4567.',
  error,
  required,
  id,
  ...input
}: FieldProps & { id: string } & Omit<ComponentProps<'input'>, 'required' | 'id'>) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <div className="flex">
          <span
            className="inline-flex min-h-12 items-center rounded-l-lg border border-r-0 border-gray-500 bg-gray-100 px-3 font-medium text-ink"
            aria-hidden="true"
          >
            {PHONE_PREFIX}
          </span>
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required={required || undefined}
            className="field-input rounded-l-none"
            {...input}
          />
        </div>
      )}
    </Field>
  );
}
