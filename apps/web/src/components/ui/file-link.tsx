import type { StoredFile } from '@tvet/contract';
import { t, tx } from '@/lib/i18n/i18n';
import { NOT_AVAILABLE, sizeInMb } from '@/lib/profile-format';
import { useOpenFile } from '@/lib/use-open-file';
import { Button } from './button';
import { toast } from './toast';

/**
 * A stored file (school ID, resume, ID card): its title, size in MB and a View button that opens it in a new tab
 * (fetched with the token: lib/use-open-file); "N/a" when none.
 */
export function FileLink({ file, what }: { file: StoredFile | null; what: string }) {
  const openFile = useOpenFile();
  if (!file) return <>{NOT_AVAILABLE}</>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">
        {file.title} <span className="font-normal text-muted">({sizeInMb(file.size)})</span>
      </span>
      <Button
        variant="secondary"
        className="min-h-11 px-3"
        busyLabel={t('Opening…')}
        aria-label={t('View {what} {title}', { what: tx(what), title: file.title })}
        onClick={() =>
          openFile(file.url).catch((error: unknown) =>
            toast(error instanceof Error ? error.message : String(error)),
          )
        }
      >
        {t('View')}
      </Button>
    </span>
  );
}
