import type { StoredFile } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useOpenFile } from '../hooks/use-open-file';
import { NOT_AVAILABLE } from '../lib/format';

/** Spec 000 §9: file sizes are shown in MB. */
export function sizeInMb(bytes: number): string {
  const mb = bytes / 1_048_576;
  return mb > 0 && mb < 0.01 ? '< 0.01 MB' : `${mb.toFixed(2)} MB`;
}

/** The resume's title and a View button that opens the file (fetched with the token) in a new tab. */
export function ResumeLink({ resume }: { resume: StoredFile | null }) {
  const openFile = useOpenFile();
  if (!resume) return <>{NOT_AVAILABLE}</>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">
        {resume.title} <span className="font-normal text-muted">({sizeInMb(resume.size)})</span>
      </span>
      <Button
        variant="secondary"
        className="min-h-11 px-3"
        busyLabel="Opening…"
        aria-label={`View resume ${resume.title}`}
        onClick={() =>
          openFile(resume.url).catch((error: unknown) =>
            toast(error instanceof Error ? error.message : String(error)),
          )
        }
      >
        View
      </Button>
    </span>
  );
}
