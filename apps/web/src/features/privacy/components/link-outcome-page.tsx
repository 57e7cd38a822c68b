import { useEffect, useState } from 'react';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';

/** One call per token, even when React runs the effect twice (StrictMode) or the page remounts. */
const calls = new Map<string, Promise<{ msg: string }>>();

type State = { state: 'busy' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/** A page an e-mailed single-use link opens: it acts once on arrival and says what happened. */
export function LinkOutcomePage({
  token,
  action,
  title,
  busyLabel,
  failTitle,
}: {
  token: string;
  action: (token: string) => Promise<{ msg: string }>;
  title: string;
  busyLabel: string;
  failTitle: string;
}) {
  const [status, setStatus] = useState<State>({ state: 'busy' });
  useEffect(() => {
    let live = true;
    const key = `${title}:${token}`;
    const call = calls.get(key) ?? action(token);
    calls.set(key, call);
    call
      .then((answer) => live && setStatus({ state: 'done', message: answer.msg }))
      .catch((error: Error) => live && setStatus({ state: 'failed', message: error.message }));
    return () => {
      live = false;
    };
  }, [action, title, token]);
  return (
    <PublicLayout title={title}>
      {status.state === 'busy' && <LoadingPanel label={busyLabel} />}
      {status.state === 'done' && (
        <div className="flex flex-col gap-3" role="status">
          <PageHeading title={title} />
          <p>{status.message}</p>
        </div>
      )}
      {status.state === 'failed' && (
        <div className="flex flex-col gap-3">
          <PageHeading title={failTitle} />
          <ErrorPanel message={status.message} />
        </div>
      )}
    </PublicLayout>
  );
}
