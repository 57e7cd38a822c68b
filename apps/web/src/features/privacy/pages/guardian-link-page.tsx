import { useParams } from 'react-router';
import { t } from '@/lib/i18n/i18n';
import { confirmGuardian } from '../api/public';
import { LinkOutcomePage } from '../components/link-outcome-page';

/** /guardian/{token}: a parent or guardian confirms that a minor may use the optional extras (NDPA s. 31). */
export function GuardianLinkPage() {
  const { token = '' } = useParams();
  return (
    <LinkOutcomePage
      token={token}
      action={confirmGuardian}
      title={t("Guardian's confirmation")}
      busyLabel={t('Recording your confirmation…')}
      failTitle={t('This link does not work')}
    />
  );
}

export { GuardianLinkPage as Page };
