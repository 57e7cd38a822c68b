import { useNavigate } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { requestRecoveryCode } from '../api/request-recovery-code';
import { EmailRequestForm } from '../components/email-request-form';
import { getRecovery, setRecovery } from '../lib/pending';

/** /reset-password: step 1 of recovery, the address that receives the code. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  return (
    <PublicLayout title={t('Reset your password')}>
      <PageHeading title={t('Reset your password')}>
        {t('Enter the e-mail address of your account. If it is registered, we will send it a 4-digit code.')}
      </PageHeading>
      <EmailRequestForm
        submitLabel={t('Send code')}
        busyLabel={t('Sending…')}
        initialEmail={getRecovery()?.email}
        onSubmit={requestRecoveryCode}
        onDone={(email) => {
          setRecovery({ email });
          navigate(paths.resetPasswordOtp);
        }}
      />
      <p className="text-center">
        {t('Remembered it?')} <TextLink to={paths.login}>{t('Back to sign in')}</TextLink>
      </p>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { ResetPasswordPage as Page };
