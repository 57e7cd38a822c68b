import { profileOperations, segmentOf, USER_TYPES, type UserType } from '@tvet/contract';
import { useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { call } from './call';
import { getSession, subscribeSession } from './session';

/**
 * Stored files (pictures, ID cards, documents) are read at GET <file.url> with the bearer token, so a plain
 * <img src> cannot show them: they are fetched here and shown through an object URL. A file URL names one
 * immutable file (a replaced file gets a new URL), so each is fetched once per session and kept.
 */
const objectUrls = new Map<string, Promise<string>>();

// Signing out (or a failed refresh) forgets every file, so the next person on this phone sees none of them.
subscribeSession(() => {
  if (getSession()) return;
  for (const pending of objectUrls.values()) pending.then(URL.revokeObjectURL, () => undefined);
  objectUrls.clear();
});

async function authorised(url: string) {
  const token = getSession()?.token;
  try {
    return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
  }
}

/**
 * An expired access token is renewed the one way the app knows: an authenticated call through the API client,
 * which shares a single token refresh with every other call in flight. Then the file is asked for again.
 */
export async function renewToken(): Promise<void> {
  const session = getSession();
  if (!session || !(USER_TYPES as readonly string[]).includes(session.user_type)) return;
  const segment = segmentOf(session.user_type as UserType);
  await call(profileOperations.read[segment], { params: { id: session.user_id } }).catch(() => undefined);
}

/** The file's bytes, with the signed-in user's token. */
export async function fetchAuthedFile(url: string): Promise<Blob> {
  let response = await authorised(url);
  if (response.status === 401) {
    await renewToken();
    response = await authorised(url);
  }
  if (!response.ok) {
    throw new ApiError(
      `The file could not be loaded (${response.status}).`,
      response.status,
      response.statusText,
    );
  }
  return response.blob();
}

/** A blob: URL for the file, fetched once and shared by every component showing it. */
export function authedObjectUrl(url: string): Promise<string> {
  let pending = objectUrls.get(url);
  if (!pending) {
    pending = fetchAuthedFile(url).then((blob) => URL.createObjectURL(blob));
    // A failure is not kept: the next render may try again (e.g. after the network returns).
    pending.catch(() => objectUrls.delete(url));
    objectUrls.set(url, pending);
  }
  return pending;
}

export type AuthedFile =
  | { status: 'idle' | 'loading' | 'error'; src: null }
  | { status: 'ready'; src: string };

/** Shows a stored file: `src` is set once its bytes have arrived. */
export function useAuthedFileUrl(url: string | null | undefined): AuthedFile {
  const [state, setState] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    authedObjectUrl(url).then(
      (src) => current && setState({ url, src }),
      () => current && setState({ url, src: null }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { status: 'idle', src: null };
  if (state?.url !== url) return { status: 'loading', src: null };
  return state.src ? { status: 'ready', src: state.src } : { status: 'error', src: null };
}
