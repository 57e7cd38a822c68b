import { useCallback } from 'react';
import { authedObjectUrl } from './authed-file';

/**
 * Opens a stored file (a resume, a CAC document, a chat attachment) in a new tab. The tab is opened at once, in
 * the click, so that pop-up blockers allow it; it is pointed at the file (fetched with the token, see
 * authed-file.ts) once the bytes have arrived. Returns a promise for the button's busy state.
 */
export function useOpenFile() {
  return useCallback(async (url: string) => {
    const tab = window.open('', '_blank');
    try {
      const src = await authedObjectUrl(url);
      if (tab) tab.location.href = src;
      // Pop-ups blocked: open it in this tab rather than do nothing.
      else window.location.assign(src);
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, []);
}
