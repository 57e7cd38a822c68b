import { useCallback } from 'react';
import { authedObjectUrl } from '@/lib/authed-file';

/**
 * Opens a stored file (an employer's CAC document) in a new tab: the tab opens in the click, so pop-up blockers
 * allow it, and is pointed at the file once it has been fetched with the token.
 */
export function useOpenFile() {
  return useCallback(async (url: string) => {
    const tab = window.open('', '_blank');
    try {
      const src = await authedObjectUrl(url);
      if (tab) tab.location.href = src;
      else window.location.assign(src);
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, []);
}
