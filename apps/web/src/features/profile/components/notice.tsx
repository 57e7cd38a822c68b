import { toastTone } from '@tvet/contract';
import { createContext, useContext } from 'react';
import type { FormErrorState } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';

/**
 * How this feature shows a response message: a toast (spec 000 §8). Inside the wizard's modal the toast is
 * covered on a phone and hidden from screen readers (a modal hides everything else), so the wizard provides a
 * notifier that also shows the message in the dialog.
 */
export const NoticeContext = createContext<(text: string) => void>(toast);
export const useNotify = () => useContext(NoticeContext);

/**
 * The shared rule of spec 000 §8 with this feature's notifier: a Bad Request or Internal Server Error shows its msg
 * above the form (returned), any other failure as a (red) notice.
 */
export function failureOf(error: unknown, notify: (text: string) => void): FormErrorState | null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode >= 500)) {
    return { message: error.message };
  }
  notify(error instanceof Error ? error.message : String(error));
  return null;
}

/** The last message inside the wizard: green and polite for a success, red and assertive otherwise. */
export function NoticeBanner({ text }: { text: string }) {
  const success = toastTone(text) === 'success';
  return (
    <p
      role={success ? 'status' : 'alert'}
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
        success
          ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200'
          : 'bg-red-50 text-red-900 ring-1 ring-red-300'
      }`}
    >
      <span aria-hidden="true">{success ? '✓' : '⚠'}</span>
      {text}
    </p>
  );
}
