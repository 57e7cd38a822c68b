import type { MessageMedia } from '@tvet/contract';
import { useState } from 'react';
import { authedObjectUrl } from '@/lib/authed-file';

/** An attachment, fetched with the token (members only) and opened in a new tab. */
export function MediaLink({ media, mine }: { media: MessageMedia; mine: boolean }) {
  const [failed, setFailed] = useState(false);
  async function open() {
    // Opened at once (a pop-up blocker allows it during the click), filled once the file has arrived.
    const tab = window.open('', '_blank');
    try {
      const url = await authedObjectUrl(media.url);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setFailed(false);
    } catch {
      tab?.close();
      setFailed(true);
    }
  }
  return (
    <span className="mt-1 flex flex-col">
      <button
        type="button"
        onClick={open}
        className={`min-h-10 text-left font-semibold underline ${mine ? 'text-white' : 'text-brand-800'}`}
      >
        📎 {media.title}
      </button>
      {failed && <span className="text-xs">The file could not be opened. Try again.</span>}
    </span>
  );
}
