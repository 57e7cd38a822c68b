import type { StoredFile } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authedObjectUrl, useAuthedFileUrl } from '@/lib/authed-file';
import { t } from '@/lib/i18n/i18n';
import { megabytes } from '../../lib/pick-file';
import { FileIcon } from '../icons';
import { useNotify } from '../notice';

/** A stored picture, fetched with the token; a grey box keeps its place while it loads. */
export function StoredImage({ url, alt, className }: { url: string; alt: string; className: string }) {
  const file = useAuthedFileUrl(url);
  if (file.src) return <img src={file.src} alt={alt} className={className} />;
  return (
    <span className={`${className} grid place-items-center bg-gray-100 text-xs text-muted`}>
      {file.status === 'error' ? (
        t('Not available')
      ) : (
        <span className="sr-only">{t('Loading picture…')}</span>
      )}
    </span>
  );
}

/**
 * A stored document with its title and size in MB. Opening it fetches it with the token; the tab is opened at
 * once (while the tap still counts as the person's action, so no pop-up blocker stops it) and filled when the
 * file arrives.
 */
export function StoredDocument({ file, label }: { file: StoredFile; label: string }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  async function open() {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const src = await authedObjectUrl(file.url);
      if (tab) tab.location.href = src;
      else window.location.assign(src);
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      <FileIcon />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={file.title}>
          {file.title}
        </p>
        <p className="text-sm text-muted">{megabytes(file.size)}</p>
      </div>
      <Button variant="ghost" busy={busy} busyLabel={t('Opening…')} onClick={open} className="min-h-10 px-3">
        {t('Open')}
        <span className="sr-only"> {label}</span>
      </Button>
    </div>
  );
}
