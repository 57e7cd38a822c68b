import { useMutation } from '@tanstack/react-query';
import { rollOperations as ops, ROLL_FILE_NAME_HEADER, type RollImport } from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { pathUnderApiBase } from '@/lib/call';
import { type UploadProgress, uploadWithProgress } from '@/lib/upload';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type to declare; the server checks the bytes, not this. */
function mediaTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.xlsx')) return XLSX;
  return 'application/octet-stream';
}

/** A preview: the answer to an upload, with or without row errors. */
function isPreview(payload: unknown): payload is RollImport {
  return typeof payload === 'object' && payload !== null && '_id' in payload && 'errors' in payload;
}

/**
 * POST /institutions/{id}/roll/imports with the CSV or XLSX file as the body (its name in x-file-name): the
 * server reads and checks every row and answers a preview, 200 when every row is good and 422 when some rows
 * have errors (listed in the preview either way); nothing is stored on the roll until a preview is committed.
 */
export function uploadRoll(
  institutionId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Envelope<RollImport>> {
  return uploadWithProgress<RollImport>({
    path: pathUnderApiBase(ops.upload, { params: { userId: institutionId } }),
    body: file,
    contentType: mediaTypeOf(file),
    // The name the person gave the file, for the preview's heading (URL-encoded: headers carry ASCII only).
    headers: { [ROLL_FILE_NAME_HEADER]: encodeURIComponent(file.name) },
    onProgress,
    signal,
    isAnswer: (status, envelope) => status === 422 && isPreview(envelope?.payload),
  });
}

export function useUploadRoll(institutionId: string) {
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress: (progress: UploadProgress) => void;
      signal?: AbortSignal;
    }) => uploadRoll(institutionId, file, onProgress, signal),
  });
}
