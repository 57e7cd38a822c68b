import { useState } from 'react';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { t } from '@/lib/i18n/i18n';
import { RETURN_PARAM } from '@/lib/return-to';
import { useQueryParam } from '@/lib/use-query-param';
import { requestVerificationCode } from '../api/request-verification-code';
import { verifyEmail } from '../api/verify-email';
import { CodeForm } from '../components/code-form';
import { EmailRequestForm } from '../components/email-request-form';
import { SuccessPanel } from '../components/success-panel';
import { clearPendingEmail, getPendingEmail, setPendingEmail, verifiedForSignIn } from '../lib/pending';

/** /verify-email: the code mailed at registration (or at an unverified sign-in) confirms the address. */
export function VerifyEmailPage() {
  const [email, setEmail] = useState(getPendingEmail);
  const [verified, setVerified] = useState(false);
  // Where the person was going before sign-in sent them here (a shared link): Sign in continues there.
  const returnTo = useQueryParam(RETURN_PARAM);

  if (verified) {
    return (
      <PublicLayout title={t('E-mail verified')}>
        <SuccessPanel title={t('E-mail verified')} returnTo={returnTo}>
          {t('Your e-mail address is confirmed. You can now sign in.')}
        </SuccessPanel>
      </PublicLayout>
    );
  }

  if (!email) {
    // Opened directly, or in a new tab: ask which address to verify and send it a fresh code.
    return (
      <PublicLayout title={t('Verify your e-mail')}>
        <PageHeading title={t('Verify your e-mail')}>
          {t('Enter the e-mail address you registered with and we will send you a 4-digit code.')}
        </PageHeading>
        <EmailRequestForm
          submitLabel={t('Send code')}
          busyLabel={t('Sending…')}
          onSubmit={requestVerificationCode}
          onDone={(address) => {
            setPendingEmail(address);
            setEmail(address);
          }}
        />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t('Verify your e-mail')}>
      <PageHeading title={t('Verify your e-mail')}>
        {t('We sent a 4-digit code to')} <strong className="text-ink wrap-anywhere">{email}</strong>
        {t('. Enter it below.')}
      </PageHeading>
      <CodeForm
        submitLabel={t('Verify e-mail')}
        busyLabel={t('Verifying…')}
        onSubmit={(otp) => verifyEmail(email, otp)}
        onResend={() => requestVerificationCode(email)}
        onDone={() => {
          verifiedForSignIn(email);
          setVerified(true);
        }}
      />
      <button
        type="button"
        className="self-center rounded-sm font-semibold text-brand-800 underline underline-offset-2"
        onClick={() => {
          clearPendingEmail();
          setEmail('');
        }}
      >
        {t('Use a different e-mail address')}
      </button>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { VerifyEmailPage as Page };
