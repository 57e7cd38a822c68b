import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { t } from '@/lib/i18n/i18n';
import { optOut } from '../api/opt-out';

/**
 * /a/{token}/stop: the opt-out link of every tracer message (issues 25, 26). A button, not the visit itself, stops
 * the messages, so that a mail scanner opening links does not opt anyone out.
 */
export function OptOutPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function stop() {
    setError(null);
    try {
      setDone(await optOut(token));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'We could not record your choice. Try again.');
    }
  }

  return (
    <PublicLayout title={t('Stop tracer messages')}>
      <div className="flex flex-col gap-4">
        <PageHeading title={t('Stop tracer messages')}>
          {t(
            'We ask graduates about their work after college, to improve technical training. You can stop these messages at any time.',
          )}
        </PageHeading>
        {done ? (
          <p role="status" className="font-semibold">
            {done}
          </p>
        ) : (
          <Button block onClick={stop} busyLabel={t('Stopping…')}>
            {t('Stop all tracer messages to me')}
          </Button>
        )}
        {error && <ErrorPanel message={error} />}
        <a className="text-link self-start" href="/privacy">
          {t('Privacy notice')}
        </a>
      </div>
    </PublicLayout>
  );
}

export { OptOutPage as Page };
