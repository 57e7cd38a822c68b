import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { Button } from './button';

/** A generic failure: the message, the technical detail folded away, and a Refresh button (spec 000 §2). */
export function ErrorScreen({
  title,
  message,
  detail,
}: {
  title: string;
  message?: string;
  detail?: string;
}) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {message && <p className="text-lg">{message}</p>}
      {detail && (
        <details className="rounded-lg bg-gray-100 p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('Technical details')}</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words">{detail}</pre>
        </details>
      )}
      <Button onClick={() => window.location.reload()}>{t('Refresh')}</Button>
    </main>
  );
}
