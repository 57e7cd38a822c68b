import { t } from '@/lib/i18n/i18n'; /** A page that cannot load without a connection says so, instead of spinning on (TanStack Query pauses it). */
export function NoConnection({ what }: { what: string }) {
  return (
    <div role="status" className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <p className="font-semibold">{t('You are offline.')}</p>
      <p>{t('{what} will load as soon as your phone is back online.', { what })}</p>
    </div>
  );
}
