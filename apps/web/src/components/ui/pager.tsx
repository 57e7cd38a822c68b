import { pageLabel } from '@tvet/contract';
import { Button } from '@/components/ui/button';

/** Previous / "Page x of y" / Next under a server-paged list; hidden when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers: "Job pages". */
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-center text-sm font-medium" aria-live="polite">
        {pageLabel(page, totalPages)}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
