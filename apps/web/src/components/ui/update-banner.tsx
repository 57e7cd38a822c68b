import { reloadApp, useUpdateState } from '@/lib/app-update';
import { t } from '@/lib/i18n/i18n';

/**
 * "A new version is ready" with Reload (issue 30): shown when a new service worker waits, or when the server's
 * API has changed and this bundle must not talk to it any more. Never reloads by itself: a person may be typing.
 */
export function UpdateBanner() {
  const state = useUpdateState();
  if (state === 'current') return null;
  return (
    <div
      role={state === 'outdated' ? 'alert' : 'status'}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-gray-900 px-4 py-3 text-white sm:top-0 sm:bottom-auto"
    >
      <p className="font-medium">
        {state === 'outdated'
          ? 'This version of the app is out of date. Reload to get the new one; what you saved is kept.'
          : 'A new version is ready.'}
      </p>
      <button
        type="button"
        onClick={reloadApp}
        className="min-h-12 rounded-md bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
      >
        {t('Reload')}
      </button>
    </div>
  );
}
