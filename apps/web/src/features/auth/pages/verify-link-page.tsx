import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { verifyEmailByLink } from '../api/code-links';
import { SuccessPanel } from '../components/success-panel';
import { rememberForSignIn } from '../lib/pending';
import { useCodeLink } from '../lib/use-code-link';

/**
 * /verify/{token}: the link in the verification mail confirms the address without the 4-digit code, so it works
 * even when someone else's wrong guesses have locked the code (issue 22).
 */
export function VerifyLinkPage() {
  const { token = '' } = useParams();
  const { status, retry } = useCodeLink(token, verifyEmailByLink);
  const verified = status.state === 'done' ? status.result : null;
  useEffect(() => {
    if (verified) rememberForSignIn({ email: verified.email, userType: verified.user_type });
  }, [verified]);

  if (status.state === 'done') {
    return (
      <PublicLayout title={t('E-mail verified')}>
        <SuccessPanel title={t('E-mail verified')}>
          {t('Your e-mail address is confirmed. You can now sign in.')}
        </SuccessPanel>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={t('Verify your e-mail')}>
      {status.state === 'checking' ? (
        <LoadingPanel label={t('Verifying your e-mail…')} />
      ) : (
        <div className="flex flex-col gap-4">
          <PageHeading title={t('This link does not work')} />
          <ErrorPanel message={status.message} onRetry={status.retryable ? retry : undefined} />
          <TextLink to={paths.verifyEmail} className="self-start">
            {t('Get a new code')}
          </TextLink>
        </div>
      )}
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { VerifyLinkPage as Page };
