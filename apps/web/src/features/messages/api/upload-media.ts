import { type FileInput, MESSAGING_ROUTES, type MessageMedia, statusWord } from '@tvet/contract';
import { API_BASE, ApiError, type Envelope, request } from '@/lib/api';
import { getSession } from '@/lib/session';
import { apiPath } from './route';

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface Sent {
  status: number;
  envelope: Envelope<unknown> | null;
}

/**
 * One POST of the attachment's JSON with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not), so a photo on a slow line shows how far it has gone.
 */
function send(
  url: string,
  body: string,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.length });
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

/**
 * POST /v1/messages/media: the attachment (base64 in JSON, checked by the server) is stored and answered as a
 * MessageMedia, which the message then names as `media: {_id}`. An expired token is renewed once.
 */
export async function uploadMedia(
  upload: FileInput,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<MessageMedia> {
  const url = `${API_BASE}${apiPath(MESSAGING_ROUTES.media)}`;
  const body = JSON.stringify(upload);
  let sent = await send(url, body, onProgress, signal);
  if (sent.status === 401) {
    // An authenticated call through the API client renews the token (one refresh shared by every call).
    await request(apiPath(MESSAGING_ROUTES.unread)).catch(() => undefined);
    sent = await send(url, body, onProgress, signal);
  }
  if (sent.status < 200 || sent.status >= 300) {
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
  return sent.envelope?.payload as MessageMedia;
}
