import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { recoveryByLink } from '../api/code-links';
import { setRecovery } from '../lib/pending';
import { useCodeLink } from '../lib/use-code-link';

/**
 * /recover/{token}: the link in the password reset mail stands for the 4-digit code (issue 22: it works even when
 * someone else's wrong guesses have locked the code), then the usual Create a new password step follows.
 */
export function RecoverLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { status, retry } = useCodeLink(token, recoveryByLink);
  const result = status.state === 'done' ? status.result : null;
  useEffect(() => {
    if (!result) return;
    setRecovery(result);
    // Replace: Back must not open the spent link again.
    navigate(paths.createNewPassword, { replace: true });
  }, [result, navigate]);

  return (
    <PublicLayout title={t('Reset your password')}>
      {status.state === 'failed' ? (
        <div className="flex flex-col gap-4">
          <PageHeading title={t('This link does not work')} />
          <ErrorPanel message={status.message} onRetry={status.retryable ? retry : undefined} />
          <TextLink to={paths.resetPassword} className="self-start">
            {t('Start password reset')}
          </TextLink>
        </div>
      ) : (
        <LoadingPanel label={t('Checking your link…')} />
      )}
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { RecoverLinkPage as Page };
