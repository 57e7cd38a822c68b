import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { useObjection, useSetObjection } from '../api/objection';

/**
 * Settings, "Privacy and data": object to the tracer's contacts (NDPA 2023; issues 25, 26), or withdraw the
 * objection, in one click either way. The same list takes the opt-out link and STOP.
 */
export function ObjectionSection() {
  const objection = useObjection();
  const change = useSetObjection();
  const [said, setSaid] = useState<string | null>(null);

  if (objection.isPending) return <LoadingPanel label={t('Loading your choice…')} />;
  if (objection.isError)
    return <ErrorPanel message={objection.error.message} onRetry={() => objection.refetch()} />;
  const objected = objection.data.objected;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="tracer-objection">
      <h2 id="tracer-objection" className="text-lg font-bold">
        {t('Tracer surveys')}
      </h2>
      <p>
        {objected
          ? 'You objected: no tracer survey will contact you by e-mail, text message or phone, even if your college uploads its roll again.'
          : 'Your college and the regulator may ask you about your work at graduation and 1, 3 and 5 years later. You can object at any time.'}
      </p>
      <Button
        variant={objected ? 'secondary' : 'primary'}
        className="self-start"
        busyLabel={t('Saving…')}
        onClick={async () => {
          setSaid(null);
          const state = await change.mutateAsync(!objected).catch(() => null);
          if (state) setSaid(state.msg);
        }}
      >
        {objected ? 'Allow tracer surveys again' : 'Do not contact me for tracer surveys'}
      </Button>
      {said && (
        <p role="status" className="text-sm">
          {said}
        </p>
      )}
      {change.isError && <ErrorPanel message={change.error.message} />}
    </section>
  );
}
