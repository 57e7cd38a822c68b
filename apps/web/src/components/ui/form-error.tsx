import { useEffect, useRef } from 'react';
import { tx } from '@/lib/i18n/i18n';

export interface FormErrorState {
  message: string;
  /** Field errors listed under the message, each linking to its control (an error summary). */
  items?: { fieldId: string; message: string }[];
}

/**
 * The message above a form: the server's msg for Bad Request and Internal Server Error answers (spec 000 §8)
 * or the form's own validation message. It takes focus when it appears so the reader starts there.
 * Pass a new object for every failure, even with the same text, to move focus again.
 */
export function FormError({
  error,
  items: currentItems,
}: {
  error: FormErrorState | null;
  /**
   * The field errors as they are now, when the form re-checks fields as they change: the summary follows them
   * (a fixed field leaves the list, and a summary with none left goes), without taking focus again (issue 9).
   */
  items?: FormErrorState['items'];
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  const items = currentItems && error.items?.length ? currentItems : error.items;
  // A summary of field errors, every one of them fixed since: nothing is left to say.
  if (error.items?.length && !items?.length) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{tx(error.message)}</p>
      {items && items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                className="underline underline-offset-2"
                onClick={(event) => {
                  // Focus the control itself: a plain hash link only scrolls and changes the address.
                  event.preventDefault();
                  document.getElementById(item.fieldId)?.focus();
                }}
              >
                {tx(item.message)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
