import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/i18n/i18n';
import type { PreparedAttachment } from '../lib/attachment';
import { sizeText } from '../lib/attachment';

/**
 * The attachment chosen for the next message, before it is sent: the picture as it will be sent (already shrunk)
 * or the PDF's name and size, a Remove button, and while it uploads a bar with how far it has gone.
 */
export function AttachmentPreview({
  attachment,
  percent,
  onRemove,
}: {
  attachment: PreparedAttachment;
  /** Upload progress 0-100 while sending; null before. */
  percent: number | null;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-gray-50 p-2 ring-1 ring-gray-200">
      {attachment.previewUrl ? (
        <img
          src={attachment.previewUrl}
          alt={t('To send: {file}', { file: attachment.title })}
          className="size-14 shrink-0 rounded object-cover"
        />
      ) : (
        <Icon name="document" className="size-10 text-muted" />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="truncate font-semibold">{attachment.title}</span>
        <span className="text-muted">{sizeText(attachment.size)}</span>
        {percent !== null && (
          <span
            role="progressbar"
            aria-label={t('Uploading {file}', { file: attachment.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('{percent}% uploaded', { percent })}
            className="block h-2 overflow-hidden rounded-full bg-gray-200"
          >
            <span className="block h-full bg-brand-700" style={{ width: `${percent}%` }} />
          </span>
        )}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={
          percent !== null
            ? t('Cancel {file}', { file: attachment.title })
            : t('Remove {file}', { file: attachment.title })
        }
        className="min-h-10 rounded-md px-2 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
      >
        {percent !== null ? t('Cancel') : t('Remove')}
      </button>
    </div>
  );
}
