import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, request } from '@/lib/api';
import { getSession } from '@/lib/session';

const exportPath = (surveyId: string) => `/surveys/${encodeURIComponent(surveyId)}/export.csv`;

async function fetchCsv(surveyId: string): Promise<Response> {
  const token = getSession()?.token;
  try {
    return await fetch(`${API_BASE}${exportPath(surveyId)}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
  }
}

/**
 * GET /surveys/{id}/export.csv. A plain link cannot carry the bearer token (and a token must never sit in a
 * URL, where logs and history keep it), so the file is fetched with the token and saved from a Blob.
 */
export async function downloadResponsesCsv(surveyId: string): Promise<{ blob: Blob; fileName: string }> {
  let response = await fetchCsv(surveyId);
  if (response.status === 401) {
    // The access token expired: a call through the API client renews it (or ends the session), then retry.
    await request(`/surveys/${encodeURIComponent(surveyId)}/responses?limit=1`);
    response = await fetchCsv(surveyId);
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
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'survey-responses.csv';
  return { blob: await response.blob(), fileName };
}

/** Hands a fetched file to the browser's own download. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
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

export function useDownloadResponsesCsv() {
  return useMutation({
    mutationFn: async (surveyId: string) => saveFile(await downloadResponsesCsv(surveyId)),
  });
}
