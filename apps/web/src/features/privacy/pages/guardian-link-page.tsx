import { useParams } from 'react-router';
import { confirmGuardian } from '../api/public';
import { LinkOutcomePage } from '../components/link-outcome-page';

/** /guardian/{token}: a parent or guardian confirms that a minor may use the optional extras (NDPA s. 31). */
export function GuardianLinkPage() {
  const { token = '' } = useParams();
  return (
    <LinkOutcomePage
      token={token}
      action={confirmGuardian}
      title="Guardian's confirmation"
      busyLabel="Recording your confirmation…"
      failTitle="This link does not work"
    />
  );
}

export { GuardianLinkPage as Page };
