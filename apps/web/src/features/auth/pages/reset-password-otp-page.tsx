import { useNavigate } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { requestRecoveryCode } from '../api/request-recovery-code';
import { verifyRecoveryCode } from '../api/verify-recovery-code';
import { CodeForm } from '../components/code-form';
import { StartRecoveryAgain } from '../components/start-recovery-again';
import { getRecovery, setRecovery } from '../lib/pending';

/** /reset-password-otp: the recovery code buys a short-lived reset token, kept for the next step. */
export function ResetPasswordOtpPage() {
  const navigate = useNavigate();
  const email = getRecovery()?.email;
  const title = 'Enter your code';
  if (!email) {
    return (
      <PublicLayout title={title}>
        <StartRecoveryAgain title={title} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={title}>
      <PageHeading title={title}>
        {t('If')} <strong className="text-ink wrap-anywhere">{email}</strong>{' '}
        {t('has an account, we sent it a 4-digit code.')}
      </PageHeading>
      <CodeForm
        submitLabel={t('Continue')}
        busyLabel={t('Checking…')}
        onSubmit={async (otp) => setRecovery({ email, reset_token: await verifyRecoveryCode(email, otp) })}
        onResend={() => requestRecoveryCode(email)}
        onDone={() => navigate(paths.createNewPassword)}
      />
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { ResetPasswordOtpPage as Page };
