import { DASHBOARD_RECENT_SURVEYS, MESSAGES, type UserType } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useMySurveys } from '../api/get-my-surveys';
import { useRefreshOnSync } from '../lib/use-refresh-on-sync';
import { SurveyCard } from './survey-card';
import { SurveyGrid, SurveyGridSkeleton } from './survey-grid';

/**
 * The dashboards' recent surveys (spec 000 §2): the 6 newest surveys for this account type with their
 * progress, followed by a View all link to /surveys. Needs the signed-in shell's QueryClient.
 */
export function RecentSurveys({ userType }: { userType: UserType }) {
  const query = useMySurveys({ userType, page: 1, limit: DASHBOARD_RECENT_SURVEYS });
  useRefreshOnSync();
  return (
    <section aria-labelledby="recent-surveys-heading" className="flex flex-col gap-4">
      <h2 id="recent-surveys-heading" className="text-xl font-semibold">
        {t('Recent surveys')}
      </h2>
      {query.isPending ? (
        <SurveyGridSkeleton userType={userType} count={3} />
      ) : query.isError ? (
        <ErrorPanel
          message={t('We could not load your surveys.')}
          detail={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : query.data.docs.length === 0 ? (
        <EmptyState title={MESSAGES.noSurvey} />
      ) : (
        <SurveyGrid userType={userType}>
          {query.data.docs.map((survey) => (
            <li key={survey._id}>
              <SurveyCard survey={survey} />
            </li>
          ))}
        </SurveyGrid>
      )}
      <TextLink to={paths.surveys} className="inline-flex min-h-12 items-center self-start">
        {t('View all')}
        <span className="sr-only"> {t('surveys')}</span>
      </TextLink>
    </section>
  );
}
