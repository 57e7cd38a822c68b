import type { FormErrorState } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast';
import { ApiError } from './api';

/**
 * Spec 000 §8: a Bad Request or Internal Server Error answer shows the server msg above the form; any other
 * failure (a refused sign-in, a taken e-mail, a network error) shows its message in a toast.
 * Returns the form error to show, or null when a toast was shown instead.
 */
export function formErrorOf(error: unknown): FormErrorState | null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode >= 500)) {
    return { message: error.message };
  }
  toast(error instanceof Error ? error.message : String(error));
  return null;
}

/** Server field errors ({fields: {name: message}}) of a failed call, if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
