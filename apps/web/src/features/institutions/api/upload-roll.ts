import { useMutation } from '@tanstack/react-query';
import { ROLL_FILE_NAME_HEADER, type RollImport, statusWord } from '@tvet/contract';
import { API_BASE, ApiError, type Envelope, request } from '@/lib/api';
import { getSession } from '@/lib/session';
import { institutionPath } from './keys';

export interface UploadProgress {
  /** `sending`: the file is on its way (bytes known); `checking`: the server is reading every row. */
  phase: 'sending' | 'checking';
  loaded: number;
  total: number;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type to declare; the server checks the bytes, not this. */
function mediaTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.xlsx')) return XLSX;
  return 'application/octet-stream';
}

interface Sent {
  status: number;
  envelope: Envelope<unknown> | null;
}

/**
 * One POST of the raw file with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not), so a 20 MB file on a slow line shows how far it has gone.
 */
function send(url: string, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', mediaTypeOf(file));
    // The name the person gave the file, for the preview's heading (URL-encoded: headers carry ASCII only).
    xhr.setRequestHeader(ROLL_FILE_NAME_HEADER, encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress({
        phase: 'sending',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    xhr.upload.onload = () => onProgress({ phase: 'checking', loaded: file.size, total: file.size });
    xhr.onload = () => {
      let envelope: Envelope<unknown> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        envelope = null;
      }
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () =>
      reject(new ApiError('Network error: the file could not be sent. Try again.', 0, 'Network Error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
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
export async function uploadRoll(
  institutionId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Envelope<RollImport>> {
  const url = `${API_BASE}${institutionPath(institutionId)}/roll/imports`;
  let sent = await send(url, file, onProgress, signal);
  if (sent.status === 401) {
    // The access token expired: an authenticated call through the API client renews it (one shared refresh).
    await request(institutionPath(institutionId)).catch(() => undefined);
    sent = await send(url, file, onProgress, signal);
  }
  const ok = sent.status >= 200 && sent.status < 300;
  if (!ok && !(sent.status === 422 && isPreview(sent.envelope?.payload))) {
    const fields = (sent.envelope?.payload as { fields?: Record<string, string> } | null)?.fields ?? {};
    throw new ApiError(
      typeof sent.envelope?.msg === 'string' && sent.envelope.msg
        ? sent.envelope.msg
        : `The file could not be uploaded (${sent.status}).`,
      sent.status,
      sent.envelope?.status ?? statusWord(sent.status),
      fields,
    );
  }
  return sent.envelope as Envelope<RollImport>;
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
