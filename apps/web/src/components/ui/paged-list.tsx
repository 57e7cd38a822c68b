import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@tvet/contract';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import { ListSkeleton } from './list-skeleton';
import { Pager } from './pager';

/**
 * A console list: progress while it loads, the server's msg with Try again when it fails, an empty state, the
 * true total, the rows, and the pager through every page.
 */
export function PagedList<T extends { _id: string }>({
  query,
  page,
  onPage,
  label,
  noun,
  empty,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  /** What is listed, for screen readers: "Accounts". */
  label: string;
  /** One item, for the total: ['account', 'accounts']. */
  noun: [string, string];
  empty: string;
  children: (row: T) => ReactNode;
}) {
  if (query.isPending)
    return <ListSkeleton label={t('Loading {list}…', { list: tx(label).toLowerCase() })} />;
  if (query.isError) return <ErrorPanel message={query.error.message} onRetry={() => query.refetch()} />;
  const { docs, totalDocs, totalPages } = query.data;
  if (docs.length === 0) return <EmptyState title={empty} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {formatNumber(totalDocs)} {tx(totalDocs === 1 ? noun[0] : noun[1])}
      </p>
      <ul aria-label={label} className={`flex flex-col gap-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {docs.map((row) => (
          <li key={row._id}>{children(row)}</li>
        ))}
      </ul>
      <Pager
        hideSinglePage
        page={page}
        totalPages={totalPages}
        busy={query.isPlaceholderData}
        onPage={onPage}
        label={t('{list} pages', { list: tx(label) })}
      />
    </div>
  );
}
