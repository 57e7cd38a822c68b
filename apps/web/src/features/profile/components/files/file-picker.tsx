import type { StoredFile } from '@tvet/contract';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import type { PickedFile } from '../../hooks/use-picked-file';
import { acceptOf, megabytes } from '../../lib/pick-file';
import { UploadIcon } from '../icons';
import { StoredDocument, StoredImage } from './stored-file';

interface FilePickerProps {
  id: string;
  label: string;
  hint: string;
  picked: PickedFile;
  /** What is stored now, if anything. */
  current: StoredFile | null;
  required?: boolean;
  /** Pictures show as a round avatar, ID cards and logos as a card, documents as a line. */
  shape: 'round' | 'card' | 'document';
}

/**
 * Choose a picture or document: the spec's checks as soon as a file is chosen, a preview of what will be sent,
 * sizes in MB. The native file input stays (visually hidden) for keyboards and screen readers; the styled label
 * in front of it opens it.
 */
export function FilePicker({ id, label, hint, picked, current, required, shape }: FilePickerProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const isImage = shape !== 'document';
  // A face fills its circle; a card or logo is shown whole.
  const box = shape === 'round' ? 'size-24 rounded-full' : 'h-28 w-44 rounded-lg';
  const frame = shape === 'round' ? `${box} object-cover` : `${box} bg-white object-contain`;
  const preview = picked.prepared?.previewUrl;

  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold" id={`${id}-label`}>
        {label}
        {required && (
          <span className="text-red-800" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </p>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {isImage &&
          (preview ? (
            <img
              src={preview}
              alt={t('Chosen {file}', { file: label.toLowerCase() })}
              className={`${frame} ring-1 ring-gray-300`}
            />
          ) : current ? (
            <StoredImage
              url={current.url}
              alt={t('Current {file}', { file: label.toLowerCase() })}
              className={`${frame} ring-1 ring-gray-300`}
            />
          ) : (
            <span
              className={`${box} grid place-items-center bg-gray-100 text-sm text-muted ring-1 ring-gray-300`}
            >
              {t('None yet')}
            </span>
          ))}
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={acceptOf(picked.kind)}
            className="peer sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={[hintId, picked.error ? errorId : statusId].join(' ')}
            aria-invalid={picked.error ? true : undefined}
            onChange={(event) => {
              void picked.choose(event.target.files?.[0] ?? null);
              // Choosing the same file again after an error still fires a change.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={id}
            id={`${id}-button`}
            className={`btn btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
              picked.error ? 'border-red-700' : ''
            }`}
          >
            <UploadIcon />
            {picked.prepared || current
              ? t('Choose another')
              : isImage
                ? t('Choose picture')
                : t('Choose file')}
          </label>
        </div>
      </div>
      <p id={statusId} className="min-h-6 text-sm text-muted" aria-live="polite">
        {picked.preparing ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" /> {t('Preparing the file…')}
          </span>
        ) : picked.prepared ? (
          isImage ? (
            `${picked.name}: ${megabytes(picked.prepared.originalSize)} chosen, ${megabytes(picked.prepared.upload.size)} to upload`
          ) : (
            `${picked.name}: ${megabytes(picked.prepared.originalSize)}, ready to upload`
          )
        ) : null}
      </p>
      {/* The stored file's name, size and link: documents, and ID cards and logos too (issue 22.19). */}
      {shape !== 'round' && current && !picked.prepared && <StoredDocument file={current} label={label} />}
      {picked.error && (
        <p id={errorId} role="alert" className="flex items-start gap-1 text-sm font-medium text-red-800">
          <span aria-hidden="true">⚠</span>
          {picked.error}
        </p>
      )}
    </div>
  );
}
