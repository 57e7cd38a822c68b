import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { renewToken } from './authed-file';
import { getSession } from './session';

/*
 * Files the API makes on request (CSV and XLSX exports): a plain link cannot carry the bearer token, and a token
 * must never sit in a URL where logs and history keep it, so the file is fetched with the token and handed to
 * the browser's download from a Blob. An expired token is renewed once (through the API client's shared refresh)
 * and the file asked for again; a refusal carries the server's msg.
 */

async function fetchWithToken(path: string, accept: string): Promise<Response> {
  const token = getSession()?.token;
  try {
    return await fetch(`${API_BASE}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
  }
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET `path` (below /api/v1) with the signed-in user's token; the file's name as the server gives it. */
export async function downloadWithToken(
  path: string,
  { accept = '*/*', fallbackName }: { accept?: string; fallbackName: string },
): Promise<DownloadedFile> {
  let response = await fetchWithToken(path, accept);
  if (response.status === 401) {
    await renewToken();
    response = await fetchWithToken(path, accept);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { status?: string; msg?: string } | null;
    throw new ApiError(
      envelope?.msg || response.statusText || `Download failed (${response.status})`,
      response.status,
      envelope?.status ?? response.statusText,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  const fileName = (encoded && safeDecode(encoded)) || plain || fallbackName;
  return { blob: await response.blob(), fileName };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Hands a fetched file to the browser's own download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the Blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
