import { useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@tvet/contract';
import { Suspense } from 'react';
import { LoadingPanel } from '@/components/ui/spinner';
import * as dataRights from '@/features/data-rights/routes';
import * as privacy from '@/features/privacy/routes';
import * as tracer from '@/features/tracer/routes';
import { t } from '@/lib/i18n/i18n';
import { forgetDevice } from './shell/forget-device';

/**
 * Settings > "Privacy and data", composed from the features that own each part (no feature imports another):
 * a graduate's notices and consents (privacy) and objection to the tracer (tracer), then the person's archive and the erasure of their account
 * (data-rights, issue 25).
 */
export function PrivacyAndData({ role }: { role: UserType }) {
  const queryClient = useQueryClient();
  return (
    <Suspense fallback={<LoadingPanel label={t('Loading your privacy settings')} />}>
      <div className="flex flex-col gap-10">
        {role === 'graduate' && <privacy.PrivacySettings />}
        {role === 'graduate' && <tracer.ObjectionSection />}
        <dataRights.DataRightsSection forgetDevice={forgetDevice(queryClient)} />
      </div>
    </Suspense>
  );
}
