import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';

const COPIED_FOR_MS = 3000;

/**
 * Copies `${location.origin}/job-post?job={id}`: opening that link shows the same job. Where the clipboard is
 * not available (an old browser, a page not served over HTTPS) the link is shown to copy by hand.
 */
export function CopyLinkButton({ jobId }: { jobId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const link = `${window.location.origin}${href(paths.jobPost, {}, { [JOB_PARAM]: jobId })}`;
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // Another job: start again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: jobId is the trigger, not a value read
  useEffect(() => setState('idle'), [jobId]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('manual');
    }
  }

  return (
    <div className="flex w-full flex-col gap-2">
      <Button variant="secondary" onClick={copy} className="self-start">
        {state === 'copied' ? t('Link copied') : t('Copy link')}
      </Button>
      <p role="status" className="sr-only">
        {state === 'copied' ? 'The link to this job is copied.' : ''}
      </p>
      {state === 'manual' && (
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t('Copy this link')}</span>
          <input
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="field-input font-mono text-sm"
          />
        </label>
      )}
    </div>
  );
}
