import { useParams } from 'react-router';
import { stopBreachNotices } from '../api/public';
import { LinkOutcomePage } from '../components/link-outcome-page';

/** /breach-notices/{token}: the link in a breach notice stops further notices of that incident for that person. */
export function BreachStopPage() {
  const { token = '' } = useParams();
  return (
    <LinkOutcomePage
      token={token}
      action={stopBreachNotices}
      title="Stop notices about this incident"
      busyLabel="Stopping the notices…"
      failTitle="This link does not work"
    />
  );
}

export { BreachStopPage as Page };
