import { EXPORT_LINK_HOURS, EXPORT_STATUS_LABELS } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { fullDateTime } from '@/lib/relative-time';
import { formErrorOf } from '@/lib/show-error';
import { downloadExport, useLatestExport, useStartExport } from '../api/exports';

const sizeInWords = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Download my data" (NDPA 2023 ss. 34 and 38): the person asks for an archive, sees it being prepared (the
 * screen asks again every few seconds), then downloads it with their session until it expires.
 */
export function DownloadMyData() {
  const latest = useLatestExport();
  const start = useStartExport();
  const [error, setError] = useState<FormErrorState | null>(null);
  const archive = latest.data ?? null;
  const preparing = archive?.status === 'queued' || archive?.status === 'preparing';

  async function prepare() {
    setError(null);
    try {
      await start.mutateAsync();
    } catch (failure) {
      setError(formErrorOf(failure, { aboveForm: true }));
    }
  }

  async function download(id: string) {
    setError(null);
    try {
      await downloadExport(id);
    } catch (failure) {
      setError(formErrorOf(failure, { aboveForm: true }));
      await latest.refetch();
    }
  }

  return (
    <section aria-labelledby="download-my-data" className="flex max-w-xl flex-col gap-3">
      <h3 id="download-my-data" className="text-xl font-semibold">
        {t('Download my data')}
      </h3>
      <p className="text-muted">
        {t(
          'A copy of everything the platform holds about you: your profile, files, applications, the messages you sent, your survey answers, and the records about you. Each part comes as JSON and as a CSV file you can open in a spreadsheet, in one zip file. It is prepared in the background and kept for {EXPORT_LINK_HOURS} hours; only you, signed in, can download it.',
          { EXPORT_LINK_HOURS },
        )}
      </p>
      <FormError error={error} />
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {preparing && (
          <p className="flex items-center gap-2 font-medium text-brand-800">
            <Spinner /> {t('Preparing your archive… This usually takes a minute. You may leave this page.')}
          </p>
        )}
        {archive?.status === 'ready' && archive.expires_at && (
          <p>
            {t('Your archive is ready (')}
            {sizeInWords(archive.size)}
            {t('). The link works until')}{' '}
            <time dateTime={archive.expires_at} className="font-semibold">
              {fullDateTime(archive.expires_at)}
            </time>
            .
          </p>
        )}
        {(archive?.status === 'failed' || archive?.status === 'expired') && (
          <p>
            {t('Your last archive: {status}. You can ask for a new one.', {
              status: tx(EXPORT_STATUS_LABELS[archive.status]).toLowerCase(),
            })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {archive?.status === 'ready' && (
          <Button onClick={() => download(archive._id)} busyLabel={t('Downloading…')}>
            {t('Download my archive')}
          </Button>
        )}
        {!preparing && (
          <Button
            variant={archive?.status === 'ready' ? 'secondary' : 'primary'}
            onClick={prepare}
            busy={start.isPending}
            busyLabel={t('Starting…')}
            disabled={latest.isPending}
          >
            {archive?.status === 'ready' ? 'Prepare a new archive' : 'Prepare my archive'}
          </Button>
        )}
      </div>
    </section>
  );
}
