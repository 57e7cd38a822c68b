import { type ReactNode, useId } from 'react';
import { tx } from '@/lib/i18n/i18n';

/** See `.field-input` in index.css. */
export const INPUT_CLASS = 'field-input';

export interface FieldProps {
  label: string;
  /** Shown under the label; linked to the control with aria-describedby. */
  hint?: string;
  error?: string;
  /** Adds a visible marker; the control itself carries aria-required. */
  required?: boolean;
  /** Ids of more text describing the control, such as a password strength meter. */
  describedBy?: string;
}

/**
 * Label, hint and error around one control. The control receives the ids so that its label is tied to it
 * and the hint and error are read with it (WCAG 1.3.1, 3.3.1).
 */
export function Field({
  label,
  hint,
  error,
  required,
  describedBy: extra,
  id: givenId,
  children,
}: FieldProps & {
  id?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId, extra].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {tx(label)}
        {required && (
          <span className="text-red-800" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {tx(hint)}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          {tx(error)}
        </p>
      )}
    </div>
  );
}
