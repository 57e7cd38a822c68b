import { queryOptions } from '@tanstack/react-query';
import { segmentOf, type UserType } from '@tvet/contract';
import { ApiError, request } from '@/lib/api';
import { getSession } from '@/lib/session';

/** Only our own API's files are fetched with the token: a URL from anywhere else is refused. */
const FILE_PATH = /^\/api\/v1\/files\/[\w./-]+$/;

async function send(url: string, signal?: AbortSignal) {
  const token = getSession()?.token;
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
}

/**
 * GET <url> of a stored file (resume, avatar) with the bearer token, as a Blob. A file link cannot carry the
 * token itself, so the bytes are fetched here and shown through an object URL. When the access token has
 * expired, one JSON call through the API client (the caller's own profile) renews it, then the file is asked
 * for again.
 */
export async function getFile(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!FILE_PATH.test(url)) throw new ApiError('This file address is not one of ours.', 0, 'Bad Request');
  let response = await send(url, signal);
  const session = getSession();
  if (response.status === 401 && session) {
    await request(`/${segmentOf(session.user_type as UserType)}/${encodeURIComponent(session.user_id)}`);
    response = await send(url, signal);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string; status?: string } | null;
    throw new ApiError(
      envelope?.msg || `The file could not be opened (${response.status})`,
      response.status,
      envelope?.status ?? response.statusText,
    );
  }
  return response.blob();
}

export const fileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['files', url],
    queryFn: ({ signal }) => getFile(url, signal),
    // Stored files never change under the same URL (a new upload gets a new one).
    staleTime: Number.POSITIVE_INFINITY,
  });
