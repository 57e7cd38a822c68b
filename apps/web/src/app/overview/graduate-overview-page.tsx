import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@tvet/contract';
import { SummaryCards } from '@/components/ui/summary-cards';
import { applicationsQueryOptions } from '@/features/jobs/api/get-applications';
import { LatestJobs } from '@/features/jobs/components/latest-jobs';
import { mySurveysQueryOptions } from '@/features/surveys/api/get-my-surveys';
import { RecentSurveys } from '@/features/surveys/components/recent-surveys';
import { isFirstVisit } from '@/lib/first-visit';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { profileQueryOptions } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';

/**
 * The graduate's dashboard (spec 000 §2 "/overview"): a greeting with the username, figures at a glance, the six
 * most recent surveys and the latest jobs. Composed here because it draws on three features.
 */
export function GraduateOverviewPage() {
  const userId = useSession()?.user_id ?? '';
  const profile = useQuery(profileQueryOptions('graduate', userId));
  const surveys = useQuery(mySurveysQueryOptions({ userType: 'graduate', page: 1, limit: 1 }));
  const applications = useQuery(applicationsQueryOptions(userId, 1));
  const username = profile.data?.user_id.username ?? '';
  const account = profile.data?.user_id;
  const greeting = isFirstVisit(account?._id, account?.createdAt)
    ? MESSAGES.welcomeFirst
    : MESSAGES.welcomeBack;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Overview'))}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">
          {t(greeting)}
          {username ? `, ${username}` : ''}
        </h1>
        <p className="text-muted">
          {t('Your surveys and the newest jobs for technical and vocational graduates.')}
        </p>
      </header>
      <SummaryCards
        cards={[
          { label: 'Surveys in progress', value: surveys.data?.counts.ongoing, icon: 'survey' },
          { label: 'Surveys completed', value: surveys.data?.counts.completed, icon: 'survey' },
          { label: 'Jobs applied for', value: applications.data?.totalDocs, icon: 'applied' },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <RecentSurveys userType="graduate" />
        <LatestJobs />
      </div>
    </div>
  );
}
