import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { t } from '@/lib/i18n/i18n';
import type { FiguresView } from '../api/use-figures-view';

/**
 * A section's figures: a skeleton while they load, the failure with Try again, a sentence when there is nothing
 * to show under the filters, else the section itself. A new filter keeps the old figures, dimmed, until the new
 * ones arrive (TanStack Query's placeholder), so the page does not jump.
 *
 * The figures are drawn in a deferred render (issue 23): TanStack Query's update is synchronous, so a section's
 * charts and tables drawn in it held the phone's main thread for half a second on the outcomes pages; React
 * draws a deferred value in small slices between the browser's other work, the skeleton staying meanwhile.
 */
export function ViewState({
  query,
  what,
  children,
}: {
  query: UseQueryResult<FiguresView>;
  /** "the map", "the figures by sex"… */
  what: string;
  children: (view: FiguresView) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && !query.isError))
    return <ListSkeleton label={t('Loading {what}…', { what })} rows={2} />;
  if (query.isError)
    return (
      <ErrorPanel
        message={t('We could not load {what}.', { what })}
        detail={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  if (data === undefined) return null;
  const { total } = data.main;
  if (total.frame === 0 && !total.suppressed)
    return (
      <EmptyState title={t('No graduates under these filters')}>
        {t('No graduation roll has graduates that match these filters. Clear or change a filter.')}
      </EmptyState>
    );
  if (total.respondents === 0)
    return (
      <EmptyState title={t('No answers yet')}>
        {t(
          'None of the {value} graduates on the roll under these filters has completed a tracer survey with outcome questions yet.',
          { value: total.frame ?? 0 },
        )}
      </EmptyState>
    );
  return <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>{children(data)}</div>;
}
