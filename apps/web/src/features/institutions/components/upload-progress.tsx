import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import type { UploadProgress as Progress } from '@/lib/upload';
import { bytesText } from '../lib/roll-file';

/** Seconds since `since`, ticking once a second. */
function useElapsed(since: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((now - since) / 1000));
}

/**
 * A long wait on the server (reading or storing every row): a spinner, the seconds counted (the server cannot
 * say how far it is, so the reader at least sees it is alive), and why to keep the page open.
 */
export function Working({ text }: { text: string }) {
  const [since] = useState(Date.now);
  const elapsed = useElapsed(since);
  return (
    <p role="status" className="flex items-center gap-2">
      <Spinner className="size-5 text-brand-700" />
      <span>
        {text} {elapsed > 2 ? `${elapsed} s` : ''}
        <span className="block text-sm text-muted">
          {t('A large file can take a minute. Keep this page open.')}
        </span>
      </span>
    </p>
  );
}

/**
 * A roll file on its way: a bar with the bytes sent, then, while the server reads every row, the seconds
 * counted (a 50,000-row file takes a while on a shared server).
 */
export function UploadProgress({
  fileName,
  progress,
  onCancel,
}: {
  fileName: string;
  progress: Progress;
  onCancel: () => void;
}) {
  const percent = progress.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="font-semibold break-all">{fileName}</p>
      {progress.phase === 'sending' ? (
        <>
          <div
            role="progressbar"
            aria-label={t('Sending {file}', { file: fileName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('{percent}% sent', { percent })}
            className="h-3 overflow-hidden rounded-full bg-white ring-1 ring-brand-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm" aria-live="polite">
            {t('Sending: {loaded} of {total} ({percent}%)', {
              loaded: bytesText(progress.loaded),
              total: bytesText(progress.total),
              percent,
            })}
          </p>
        </>
      ) : (
        <Working text={t('Checking every row…')} />
      )}
      <Button variant="secondary" className="self-start" onClick={onCancel}>
        {t('Cancel upload')}
      </Button>
    </div>
  );
}
