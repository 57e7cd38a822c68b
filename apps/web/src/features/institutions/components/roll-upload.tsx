import { ROLL_COLUMNS, ROLL_MAX_ROWS, ROLL_MESSAGES, type RollImport } from '@tvet/contract';
import { useId, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError } from '@/components/ui/form-error';
import { LoadingPanel } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { useDownloadFaultyRows } from '../api/change-roll-mapping';
import { useCommitRollImport } from '../api/commit-roll-import';
import { useRollImport } from '../api/get-roll-import';
import { bytesText, ROLL_ACCEPT, TEMPLATE_HREF } from '../lib/roll-file';
import { useRollUpload } from '../lib/use-roll-upload';
import { RollMapping } from './roll-mapping';
import { RollPreview } from './roll-preview';
import { UploadProgress } from './upload-progress';

/** The server's sentence for a preview, rebuilt from its figures when the preview is read again. */
function previewMessage(preview: RollImport): string {
  if (preview.status === 'committed') {
    return ROLL_MESSAGES.committed(preview.created ?? 0, preview.updated ?? 0);
  }
  return preview.invalid_rows > 0
    ? ROLL_MESSAGES.previewHasErrors(preview.invalid_rows)
    : ROLL_MESSAGES.previewReady(preview.total_rows);
}

/**
 * Upload the graduation roll (beyond the spec; architecture "Outcome data"): choose a CSV or Excel file,
 * watch it go, read the preview with every row's errors, then import, which stores every row or none. The
 * preview's id lives in the address (`importId`), so a reload shows it again.
 */
export function RollUpload({
  institutionId,
  importId,
  onImportChange,
}: {
  institutionId: string;
  importId: string | null;
  onImportChange: (importId: string | null) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useRollUpload(institutionId, (id, msg) => {
    setMessage(msg);
    onImportChange(id);
  });
  const preview = useRollImport(institutionId, importId);
  const commit = useCommitRollImport(institutionId);
  const download = useDownloadFaultyRows(institutionId, importId ?? '');

  async function importRows(skipInvalid = false) {
    if (!importId) return;
    try {
      const answer = await commit.mutateAsync({ importId, skipInvalid });
      setMessage(answer.msg);
      toast(answer.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
      // The preview may have expired or found errors since: read it again.
      void preview.refetch();
    }
  }

  function discard() {
    setMessage(null);
    onImportChange(null);
    if (input.current) input.current.value = '';
    requestAnimationFrame(() => input.current?.focus());
  }

  const { state } = upload;
  return (
    <section
      aria-labelledby="roll-upload-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="roll-upload-heading" className="text-lg font-semibold">
          {t('Upload graduates')}
        </h2>
        <p className="text-muted">
          {t(
            'A CSV or Excel (.xlsx) file with one graduate per row, up to {ROLL_MAX_ROWS} rows. Nothing is stored until you have checked the preview. Uploading the same matric number again updates that graduate.',
            { ROLL_MAX_ROWS: formatNumber(ROLL_MAX_ROWS) },
          )}
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer py-2 font-semibold text-brand-800">
            {t('Which columns?')}
          </summary>
          <p>
            {t(
              'The file as your records system exports it: title rows above the header are passed over, and registry column names (MATRIC NO., SURNAME, OTHER NAMES, YEAR OF GRAD. or SESSION, PHONE NO.…) are matched for you; you can change any match before importing. Our own names are',
            )}{' '}
            <span className="font-mono break-words">{ROLL_COLUMNS.join(', ')}</span>
            {t(
              '. Give an email or a phone number (or both) for each graduate. Programme names are matched to your programmes (ND/HND prefixes and abbreviations such as Tech. are read).',
            )}{' '}
            {t(
              'The date of birth is optional (2004-05-14 or 14/05/2004): a graduate under 18 is offered mentoring, job matching and WhatsApp messages only after a parent or guardian agrees.',
            )}
          </p>
        </details>
        <a href={TEMPLATE_HREF} download="graduation-roll-template.csv" className="text-link self-start py-2">
          {t('Download the template (CSV)')}
        </a>
      </div>
      {importId ? (
        preview.isPending ? (
          <LoadingPanel label={t('Loading the preview…')} />
        ) : preview.isError ? (
          <ErrorPanel
            message={preview.error.message}
            onRetry={
              preview.error instanceof ApiError && preview.error.statusCode === 404
                ? undefined
                : () => preview.refetch()
            }
            detail={
              <button type="button" className="text-link" onClick={discard}>
                {t('Upload a file')}
              </button>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            {preview.data.status === 'previewed' && (
              <RollMapping institutionId={institutionId} preview={preview.data} onChecked={setMessage} />
            )}
            <RollPreview
              preview={preview.data}
              message={message ?? previewMessage(preview.data)}
              committing={commit.isPending}
              onCommit={() => importRows()}
              onCommitValid={() => importRows(true)}
              onDownloadFaults={() =>
                download.mutate(undefined, {
                  onError: (error) => toast(error instanceof Error ? error.message : String(error)),
                })
              }
              downloading={download.isPending}
              onDiscard={discard}
            />
          </div>
        )
      ) : state.step === 'uploading' ? (
        <UploadProgress
          fileName={`${state.file.name} (${bytesText(state.file.size)})`}
          progress={state.progress}
          onCancel={upload.cancel}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <FormError error={state.problem ? { message: state.problem } : null} />
          <label htmlFor={inputId} className="font-semibold">
            {t('Roll file (CSV or .xlsx)')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ROLL_ACCEPT}
            className="block w-full rounded-lg border border-dashed border-gray-500 bg-gray-50 p-3 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload.start(file);
            }}
          />
        </div>
      )}
    </section>
  );
}
