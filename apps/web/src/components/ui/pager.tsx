import { pageLabel } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import { Button } from './button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Names what is paged, for screen readers: "Survey pages". */
  label: string;
  /** The next page is loading (the list shows the previous one dimmed): both buttons wait. */
  busy?: boolean;
  /** Lists that say nothing about paging while everything fits on one page. */
  hideSinglePage?: boolean;
}

/**
 * Previous / "Page x of y" / Next under a server-paged list (spec 000 §2, 001 §9). The buttons are read
 * "Previous page" and "Next page", so they are never confused with a form's or a wizard's Next.
 */
export function Pager({ page, totalPages, onPage, label, busy = false, hideSinglePage = false }: PagerProps) {
  if (hideSinglePage && totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        className="px-3"
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true" className="hidden sm:inline">
          ←
        </span>
        {t('Previous')}
        <span className="sr-only"> {t('page')}</span>
      </Button>
      <p className="text-center font-medium whitespace-nowrap tabular-nums" aria-live="polite">
        {pageLabel(page, totalPages)}
      </p>
      <Button
        variant="secondary"
        className="px-3"
        disabled={busy || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('Next')}
        <span className="sr-only"> {t('page')}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          →
        </span>
      </Button>
    </nav>
  );
}
