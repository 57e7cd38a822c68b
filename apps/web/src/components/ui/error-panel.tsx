import type { ReactNode } from 'react';
import { t, tx } from '@/lib/i18n/i18n';
import { Button } from './button';

/**
 * Something failed to load: what happened, and a way to try again without reloading the whole app. The one
 * error panel of the app; its retry button is read "Try again".
 */
export function ErrorPanel({
  message,
  detail,
  onRetry,
}: {
  /** The sentence in bold: the server's message, or what could not be loaded. */
  message: ReactNode;
  /** A second line under it, e.g. the server's message under "We could not load your surveys." */
  detail?: ReactNode;
  onRetry?: () => unknown;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-900">{typeof message === 'string' ? tx(message) : message}</p>
      {detail && <p className="text-red-900">{typeof detail === 'string' ? tx(detail) : detail}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}
