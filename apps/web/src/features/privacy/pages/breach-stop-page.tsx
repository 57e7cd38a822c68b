import { useParams } from 'react-router';
import { t } from '@/lib/i18n/i18n';
import { stopBreachNotices } from '../api/public';
import { LinkOutcomePage } from '../components/link-outcome-page';

/** /breach-notices/{token}: the link in a breach notice stops further notices of that incident for that person. */
export function BreachStopPage() {
  const { token = '' } = useParams();
  return (
    <LinkOutcomePage
      token={token}
      action={stopBreachNotices}
      title={t('Stop notices about this incident')}
      busyLabel={t('Stopping the notices…')}
      failTitle={t('This link does not work')}
    />
  );
}

export { BreachStopPage as Page };
