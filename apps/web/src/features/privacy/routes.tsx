import { lazy, Suspense } from 'react';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';

/* The privacy feature's signed-in parts: the data protection console and the Settings section, lazy chunks. */
export const DataProtectionPage = lazy(() =>
  import('./pages/data-protection-page').then((module) => ({ default: module.DataProtectionPage })),
);

const LazyPrivacySettings = lazy(() =>
  import('./components/privacy-settings').then((module) => ({ default: module.PrivacySettings })),
);

/** Settings > Privacy and data: consents to the optional extras and roll corrections (graduates only: pages.tsx passes it for them). */
export function PrivacySettings() {
  return (
    <Suspense fallback={<LoadingPanel label={t('Loading…')} />}>
      <LazyPrivacySettings />
    </Suspense>
  );
}
