import type { RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { RegisterField, RegisterFormValues } from '../lib/register-form';

export type RegisterFormApi = UseFormReturn<RegisterFormValues>;

export const registerFieldId = (name: RegisterField) => `register-${name}`;

/** Connects one of our field components to react-hook-form: id, error text and the input's handlers. */
export function bind(
  form: RegisterFormApi,
  name: RegisterField,
  options?: RegisterOptions<RegisterFormValues, RegisterField>,
) {
  return {
    id: registerFieldId(name),
    error: form.formState.errors[name]?.message,
    ...form.register(name, options),
  };
}
