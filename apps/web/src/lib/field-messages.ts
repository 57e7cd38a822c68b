import { fieldInWords } from '@tvet/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The contract's validation messages name the API's field, as the server answers them ('text is required',
 * 'nin must be exactly 11 digits'). A form shows them under a control with a label, so the raw name becomes
 * that label ('Introduction is required', issue 9). A message that does not start with a raw name (a sentence
 * already written for people, 'Choose NGN or USD') is left as it is.
 */
export function labelled(message: string, label: string | undefined): string;
export function labelled(message: string | undefined, label: string | undefined): string | undefined;
export function labelled(message: string | undefined, label: string | undefined): string | undefined {
  if (!message || !label) return message;
  // A raw field name: lowercase, letters, digits and underscores, then a space ('website_url must…').
  const raw = /^[a-z][a-z0-9_]*(?=\s)/.exec(message);
  return raw ? `${label}${message.slice(raw[0].length)}` : message;
}

const isPlain = (value: unknown): value is object =>
  Array.isArray(value) ||
  (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);

/** Nested errors (list items, groups); an error's `ref` is its DOM element, not walked. */
function relabel(errors: Record<string, unknown>, label: string | undefined): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !isPlain(value)) continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = labelled(error.message, label);
    relabel(value as Record<string, unknown>, label);
  }
}

/**
 * A react-hook-form resolver whose messages name each field by its label (nested errors by their field's). A
 * field without a label given is named in words ('accreditation_type is required' reads 'Accreditation type is
 * required', issue 22.15), but only when the message starts with that very field's name: a sentence written
 * for people, the spec's own included, is left as it is.
 */
export function withLabels<Values extends FieldValues, Context, Transformed>(
  resolver: Resolver<Values, Context, Transformed>,
  labels: Partial<Record<keyof Values & string, string>> = {},
): Resolver<Values, Context, Transformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as FieldErrors<Values>;
    for (const [field, error] of Object.entries(errors)) {
      if (!error) continue;
      const named = typeof error.message === 'string' && error.message.startsWith(`${field} `);
      const label = labels[field as keyof Values & string] ?? (named ? fieldInWords(field) : undefined);
      if (typeof error.message === 'string') error.message = labelled(error.message, label);
      relabel(error as Record<string, unknown>, label);
    }
    return result;
  };
}
