import { type ComponentProps, type MouseEvent, useState } from 'react';
import { tx } from '@/lib/i18n/i18n';
import { Spinner } from './spinner';

/** Styles are `.btn` and `.btn-{variant}` in index.css. */
type Variant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  variant?: Variant;
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
      className={`btn btn-${variant} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner />
          <span>{tx(busyLabel)}</span>
        </>
      ) : typeof children === 'string' ? (
        tx(children)
      ) : (
        children
      )}
    </button>
  );
}
