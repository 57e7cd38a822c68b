import { pageLabel } from '@tvet/contract';

interface PagerProps {
  page: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  /** Names what is paged, for screen readers: "Survey pages". */
  label: string;
}

/** Previous / next by server pages, labelled 'Page x of y' (spec 000 §2, 001 §9). */
export function Pager({ page, totalPages, hasPrevPage, hasNextPage, onPage, label }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <button
        type="button"
        className="btn btn-secondary px-3"
        disabled={!hasPrevPage}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true" className="hidden sm:inline">
          ←
        </span>{' '}
        Previous<span className="sr-only"> page</span>
      </button>
      <p className="text-center font-medium whitespace-nowrap tabular-nums" aria-live="polite">
        {pageLabel(page, totalPages)}
      </p>
      <button
        type="button"
        className="btn btn-secondary px-3"
        disabled={!hasNextPage}
        onClick={() => onPage(page + 1)}
      >
        Next<span className="sr-only"> page</span>{' '}
        <span aria-hidden="true" className="hidden sm:inline">
          →
        </span>
      </button>
    </nav>
  );
}
