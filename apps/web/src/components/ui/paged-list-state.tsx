import { MESSAGES } from '@tvet/contract';
import type { ReactNode } from 'react';
import { countText } from '@/lib/count-text';
import { t } from '@/lib/i18n/i18n';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import { ListSkeleton } from './list-skeleton';
import { Pager } from './pager';

/**
 * What a list is of, in whole sentences the caller writes with t() so each language words (and pluralises) them
 * its own way: never an English noun put into a sentence here (issue 29).
 */
export interface ListWords {
  /** `(count) => t('{count, plural, one {# student} other {# students}}', { count })` */
  count: (count: number) => string;
  /** t('Loading your students…') */
  loading: string;
  /** t('Your students could not be loaded.') */
  failed: string;
  /** t('Student pages'): the pager's name */
  pages: string;
}

interface PageOf {
  docs: readonly unknown[];
  totalDocs: number;
  totalPages: number;
  page: number;
  limit: number;
}

/**
 * The states every paged list of the portal goes through: loading, failed (with Try again), empty, no match
 * for the search, and the rows with "Showing x–y of n" and the pager over the true total.
 */
export function PagedListState({
  query,
  words,
  searching,
  empty,
  page,
  onPage,
  children,
}: {
  query: {
    data: PageOf | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  words: ListWords;
  /** A search or filter is on: an empty answer is "No Match found". */
  searching: boolean;
  /** What to say when there is nobody at all. */
  empty: { title: string; text: ReactNode; action?: ReactNode };
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <ListSkeleton label={words.loading} />;
  if (!data) {
    return (
      <ErrorPanel message={words.failed} detail={query.error?.message} onRetry={() => query.refetch()} />
    );
  }
  if (data.totalDocs === 0 && !query.isPlaceholderData) {
    return searching ? (
      <EmptyState title={MESSAGES.noMatch}>{t('Check the spelling, or search for another name.')}</EmptyState>
    ) : (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {query.isError && (
        <ErrorPanel
          message={t('This page could not be loaded.')}
          detail={query.error?.message}
          onRetry={() => query.refetch()}
        />
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {query.isPlaceholderData
          ? t('Loading…')
          : countText(
              { page: data.page, limit: data.limit, shown: data.docs.length, total: data.totalDocs },
              words.count,
            )}
      </p>
      {children}
      <Pager
        page={page}
        totalPages={data.totalPages}
        onPage={onPage}
        label={words.pages}
        busy={query.isPlaceholderData}
        hideSinglePage
      />
    </div>
  );
}
