import { type ComponentProps, type MouseEvent, useState } from 'react';
import { Spinner } from './spinner';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 aria-disabled:bg-brand-700/70 disabled:bg-gray-400',
  secondary:
    'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:border-gray-300 disabled:text-gray-500',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-gray-500',
} as const;

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  variant?: keyof typeof VARIANTS;
  /** Busy from outside (a form's submission); a click handler returning a promise also makes it busy. */
  busy?: boolean;
  /** Replaces the text while busy, e.g. "Signing in…". */
  busyLabel?: string;
  block?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/**
 * While busy the button shows a spinner and its busy label and ignores clicks (spec 000 §4). It stays
 * focusable (aria-disabled rather than disabled) so keyboard and screen-reader users keep their place.
 */
export function Button({
  variant = 'primary',
  busy: busyProp = false,
  busyLabel = 'Please wait…',
  block = false,
  type = 'button',
  className = '',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const [ownBusy, setOwnBusy] = useState(false);
  const busy = busyProp || ownBusy;

  async function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      setOwnBusy(true);
      try {
        await result;
      } finally {
        setOwnBusy(false);
      }
    }
  }

  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-wait ${VARIANTS[variant]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
