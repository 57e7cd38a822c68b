import type { StoredFile } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { authedObjectUrl } from '@/lib/authed-file';
import { NOT_AVAILABLE, sizeInMb } from '../lib/format';

/**
 * Opens a stored file in a new tab. Files need the token, so a plain link cannot open them: the tab is opened
 * in the click (pop-up blockers allow that) and pointed at the file once its bytes have arrived.
 */
async function openFile(url: string) {
  const tab = window.open('', '_blank');
  try {
    const src = await authedObjectUrl(url);
    if (tab) tab.location.href = src;
    else window.location.assign(src);
  } catch (error) {
    tab?.close();
    toast(error instanceof Error ? error.message : String(error));
  }
}

/** A stored file (school ID, resume, ID card): its title, size in MB and a View button; "N/a" when none. */
export function FileLink({ file, what }: { file: StoredFile | null; what: string }) {
  if (!file) return <>{NOT_AVAILABLE}</>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">
        {file.title} <span className="font-normal text-muted">({sizeInMb(file.size)})</span>
      </span>
      <Button
        variant="secondary"
        className="min-h-11 px-3"
        busyLabel="Opening…"
        aria-label={`View ${what} ${file.title}`}
        onClick={() => openFile(file.url)}
      >
        View
      </Button>
    </span>
  );
}
