import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { fileQueryOptions } from '../api/get-file';

/**
 * An object URL for a stored file fetched with the token (an avatar in an <img>), or null while it loads,
 * when there is none, or when it failed (the caller then shows the initial). The URL is revoked on unmount.
 */
export function useFileUrl(url: string | null | undefined): string | null {
  const file = useQuery({ ...fileQueryOptions(url ?? ''), enabled: Boolean(url) });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const created = URL.createObjectURL(file.data);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [file.data]);
  return objectUrl;
}

/** Keeps an object URL alive long enough for the new tab to read it; revoked afterwards to free the memory. */
const OPENED_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens a stored file (the resume) in a new tab. The tab is opened at once, in the click, so that pop-up
 * blockers allow it; it is pointed at the file once the bytes have arrived. Returns a promise for the
 * button's busy state.
 */
export function useOpenFile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string) => {
      const tab = window.open('', '_blank');
      try {
        const blob = await queryClient.fetchQuery(fileQueryOptions(url));
        const objectUrl = URL.createObjectURL(blob);
        setTimeout(() => URL.revokeObjectURL(objectUrl), OPENED_URL_LIFETIME_MS);
        if (tab) tab.location.href = objectUrl;
        // Pop-ups blocked: open it in this tab rather than do nothing.
        else window.location.assign(objectUrl);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    [queryClient],
  );
}
