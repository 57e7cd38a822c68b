import { statusWord } from '@tvet/contract';
import { API_BASE, ApiError, type Envelope } from './api';
import { renewToken } from './authed-file';
import { getSession } from './session';

/*
 * The one upload with progress (a graduation roll, a message's attachment): fetch does not report upload
 * progress, so the body goes with XMLHttpRequest, which does, and a large file on a slow line shows how far it has
 * gone. The bearer token is attached as the API client does, and an expired one is renewed once.
 */

export interface UploadProgress {
  /** `sending`: the body is on its way (bytes known); `checking`: all sent, the server is reading it. */
  phase: 'sending' | 'checking';
  loaded: number;
  total: number;
}

export interface Upload {
  /** The API path (under /api/v1) the body is POSTed to. */
  path: string;
  body: Blob | string;
  contentType: string;
  /** Further request headers (ASCII only). */
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** An answer outside 2xx that is still an answer, not an error (a roll preview with row errors is a 422). */
  isAnswer?: (status: number, envelope: Envelope<unknown> | null) => boolean;
}

interface Sent {
  status: number;
  envelope: Envelope<unknown> | null;
}

function send({ path, body, contentType, headers = {}, onProgress = () => undefined, signal }: Upload) {
  const size = typeof body === 'string' ? body.length : body.size;
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress({
        phase: 'sending',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : size,
      });
    xhr.upload.onload = () => onProgress({ phase: 'checking', loaded: size, total: size });
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
    xhr.send(body);
  });
}

/** POSTs the body with progress; answers the envelope, or throws an ApiError with the server's message. */
export async function uploadWithProgress<T>(upload: Upload): Promise<Envelope<T>> {
  let sent = await send(upload);
  if (sent.status === 401) {
    // The access token expired: an authenticated call through the API client renews it (one shared refresh).
    await renewToken();
    sent = await send(upload);
  }
  const ok = sent.status >= 200 && sent.status < 300;
  if (!ok && !upload.isAnswer?.(sent.status, sent.envelope)) {
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
  return sent.envelope as Envelope<T>;
}
