import type { MessageMedia } from '@tvet/contract';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { authedObjectUrl, useAuthedFileUrl } from '@/lib/authed-file';
import { t } from '@/lib/i18n/i18n';
import { sizeText } from '../lib/attachment';

/**
 * A message's attachment (the spec's `media`). Its URL is read with the token (members of the conversation only),
 * so pictures are fetched and shown through an object URL, inline in the bubble; a PDF is a download link with
 * its name and size, fetched only when the person asks for it.
 */
export function MessageMediaView({ media, mine }: { media: MessageMedia; mine: boolean }) {
  return media.mimetype.startsWith('image/') ? (
    <MediaPicture media={media} />
  ) : (
    <MediaDownload media={media} mine={mine} />
  );
}

function MediaPicture({ media }: { media: MessageMedia }) {
  const file = useAuthedFileUrl(media.url);
  if (file.status === 'ready') {
    return (
      <a href={file.src} target="_blank" rel="noreferrer" className="mt-1 block">
        <img
          src={file.src}
          alt={media.title}
          className="max-h-72 max-w-full rounded-lg object-contain"
          loading="lazy"
        />
      </a>
    );
  }
  return (
    <span
      role="img"
      aria-label={
        file.status === 'error'
          ? t('{file} could not be loaded', { file: media.title })
          : t('Loading {file}', { file: media.title })
      }
      className="mt-1 flex h-32 w-48 max-w-full items-center justify-center rounded-lg bg-black/10 text-xs"
    >
      {file.status === 'error' ? t('The picture could not be loaded.') : t('Loading picture…')}
    </span>
  );
}

function MediaDownload({ media, mine }: { media: MessageMedia; mine: boolean }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    try {
      const url = await authedObjectUrl(media.url);
      const link = document.createElement('a');
      link.href = url;
      link.download = media.title;
      link.rel = 'noreferrer';
      document.body.append(link);
      link.click();
      link.remove();
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="mt-1 flex flex-col">
      <button
        type="button"
        onClick={download}
        aria-busy={state === 'loading' || undefined}
        className={`flex min-h-10 items-center gap-2 text-left font-semibold underline ${mine ? 'text-white' : 'text-brand-800'}`}
      >
        <Icon name="document" />
        <span>
          {t('Download')} {media.title} <span className="font-normal">({sizeText(media.size)})</span>
        </span>
      </button>
      {state === 'loading' && <span className="text-xs">{t('Downloading…')}</span>}
      {state === 'failed' && (
        <span role="alert" className="text-xs">
          {t('The file could not be downloaded. Try again.')}
        </span>
      )}
    </span>
  );
}
