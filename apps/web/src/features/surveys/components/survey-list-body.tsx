import type { UserType } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { useMySurveys } from '../api/get-my-surveys';
import type { SurveyTab } from '../lib/tabs';
import { NoConnection } from './no-connection';
import { Pager } from './pager';
import { SurveyCard } from './survey-card';
import { SurveyGrid, SurveyGridSkeleton } from './survey-grid';

interface SurveyListBodyProps {
  userType: UserType;
  tab: SurveyTab;
  query: ReturnType<typeof useMySurveys>;
  onPage: (page: number) => void;
}

/** One tab's content: skeleton, failure with a retry, honest empty state, or the cards and the pager. */
export function SurveyListBody({ userType, tab, query, onPage }: SurveyListBodyProps) {
  if (query.isPending) {
    if (query.fetchStatus === 'paused') return <NoConnection what="Your surveys" />;
    return <SurveyGridSkeleton userType={userType} count={6} />;
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl bg-white p-5 ring-1 ring-red-200"
      >
        <p className="font-semibold">We could not load your surveys.</p>
        <p className="text-muted">{query.error.message}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = query.data;
  if (list.docs.length === 0) {
    return (
      <EmptyState title={tab.empty}>
        <p>New surveys for you will appear here.</p>
      </EmptyState>
    );
  }
  return (
    <div className={`flex flex-col gap-5 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      <SurveyGrid userType={userType}>
        {list.docs.map((survey) => (
          <li key={survey._id}>
            <SurveyCard survey={survey} />
          </li>
        ))}
      </SurveyGrid>
      <Pager
        label="Survey pages"
        page={list.page}
        totalPages={list.totalPages}
        hasPrevPage={list.hasPrevPage && !query.isPlaceholderData}
        hasNextPage={list.hasNextPage && !query.isPlaceholderData}
        onPage={onPage}
      />
    </div>
  );
}
