import { t } from '@/lib/i18n/i18n';

/**
 * "Showing 21–40 of 134 students" (or "3 students" when they all fit). `count` words the total in the active
 * language, plural included (PagedListState's ListWords).
 */
export function countText(
  page: { page: number; limit: number; shown: number; total: number },
  count: (total: number) => string,
): string {
  if (page.total === 0) return '';
  if (page.shown === page.total) return count(page.total);
  const first = (page.page - 1) * page.limit + 1;
  return t('Showing {first}–{last} of {count}', {
    first,
    last: first + page.shown - 1,
    count: count(page.total),
  });
}
