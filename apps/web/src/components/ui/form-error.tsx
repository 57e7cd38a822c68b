import { useEffect, useRef } from 'react';

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
export function FormError({ error }: { error: FormErrorState | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{error.message}</p>
      {error.items && error.items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {error.items.map((item) => (
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
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
