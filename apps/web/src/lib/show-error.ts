import type { FormErrorState } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast';
import { ApiError } from './api';

/**
 * Spec 000 §8: a Bad Request or Internal Server Error answer shows the server msg above the form; so does a
 * network failure (issue 9: it is why nothing happened, and a 5-second toast is gone before it is read). Other
 * failures (a taken e-mail, a refused action) show their message in a toast, unless `aboveForm` asks for every
 * failure above the form, as sign-in does.
 * Returns the form error to show, or null when a toast was shown instead.
 */
export function formErrorOf(error: unknown, { aboveForm = false } = {}): FormErrorState | null {
  if (
    aboveForm ||
    (error instanceof ApiError &&
      (error.statusCode === 0 || error.statusCode === 400 || error.statusCode >= 500))
  ) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  toast(error instanceof Error ? error.message : String(error));
  return null;
}

/** Server field errors ({fields: {name: message}}) of a failed call, if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
