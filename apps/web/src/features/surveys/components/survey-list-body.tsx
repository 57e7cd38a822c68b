import type { UserType } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pager } from '@/components/ui/pager';
import { t } from '@/lib/i18n/i18n';
import type { useMySurveys } from '../api/get-my-surveys';
import type { SurveyTab } from '../lib/tabs';
import { NoConnection } from './no-connection';
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
      <ErrorPanel
        message={t('We could not load your surveys.')}
        detail={query.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const list = query.data;
  if (list.docs.length === 0) {
    return (
      <EmptyState title={tab.empty}>
        <p>{t('New surveys for you will appear here.')}</p>
      </EmptyState>
    );
  }
  return (
    <div className={`flex flex-col gap-5 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      {/* The cards' titles are h3: this h2 (the tab's name, shown on the tab itself) keeps headings in order. */}
      <h2 className="sr-only">{tab.label}</h2>
      <SurveyGrid userType={userType}>
        {list.docs.map((survey) => (
          <li key={survey._id}>
            <SurveyCard survey={survey} />
          </li>
        ))}
      </SurveyGrid>
      <Pager
        label={t('Survey pages')}
        page={list.page}
        totalPages={list.totalPages}
        busy={query.isPlaceholderData}
        onPage={onPage}
      />
    </div>
  );
}
