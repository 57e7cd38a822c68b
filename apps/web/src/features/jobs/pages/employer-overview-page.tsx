import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { SummaryCards } from '@/components/ui/summary-cards';
import { TextLink } from '@/components/ui/text-link';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { isFirstVisit } from '@/lib/first-visit';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';
import { useEmployerJobs } from '../api/get-employer-jobs';
import { CompactJobList } from '../components/compact-job-list';
import { CreateJobButton, useCreateJobModal } from '../components/create-job-button';
import { EmployerJobMeta } from '../components/job-meta';
import { JOB_TEXTS } from '../lib/texts';

/** How many jobs the overview lists before "View all". */
const OVERVIEW_JOBS = 5;

/** The employer's /overview (spec 001 §2 "Employer overview"): greeting, summary cards, a panel, the job list. */
export function EmployerOverviewPage() {
  const session = useSession()!;
  const navigate = useNavigate();
  const profile = useProfile('employer', session.user_id);
  const jobs = useEmployerJobs(session.user_id);
  const list = jobs.data ?? [];
  const applicants = jobs.data?.reduce((sum, job) => sum + (job.applicant_count ?? 0), 0);
  const openJobs = jobs.data?.filter((job) => job.status === 'open').length;
  const username = profile.data?.user_id.username ?? '';
  const createJob = useCreateJobModal((job) => navigate(href(paths.jobPost, {}, { [JOB_PARAM]: job._id })));

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Overview'))}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{JOB_TEXTS.helloUser(username)}</h1>
        <p className="text-muted">
          {isFirstVisit(profile.data?.user_id._id, profile.data?.user_id.createdAt)
            ? JOB_TEXTS.welcomeFirst
            : JOB_TEXTS.welcomeBack}
        </p>
      </header>
      <SummaryCards
        cards={[
          { label: t('Jobs posted'), value: jobs.data?.length, icon: 'briefcase' },
          { label: t('Applicants'), value: applicants, icon: 'people' },
          { label: t('Open jobs'), value: openJobs, icon: 'applied' },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="overview-jobs"
          className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="overview-jobs" className="text-lg font-semibold">
              {t('Your jobs')}
            </h2>
            {list.length > OVERVIEW_JOBS && <TextLink to={paths.jobPost}>{t('View all')}</TextLink>}
          </div>
          {jobs.isPending ? (
            <ListSkeleton label={t('Loading your jobs…')} rows={2} />
          ) : jobs.isError ? (
            <ErrorPanel message={jobs.error.message} onRetry={() => jobs.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={JOB_TEXTS.employerEmptyTitle}>{JOB_TEXTS.employerEmptyText}</EmptyState>
          ) : (
            <CompactJobList
              jobs={list.slice(0, OVERVIEW_JOBS)}
              label={t('Your latest jobs')}
              meta={(job) => <EmployerJobMeta job={job} />}
            />
          )}
        </section>
        <section
          aria-labelledby="overview-post"
          className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
        >
          <h2 id="overview-post" className="text-lg font-semibold">
            {t('Hire a graduate')}
          </h2>
          <p className="text-muted">
            {t(
              'Post a job in four short steps. Graduates of technical and vocational institutions see it in their job feed and can apply at once.',
            )}
          </p>
          <CreateJobButton onOpen={createJob.open} className="self-start" />
          {createJob.modal}
        </section>
      </div>
    </div>
  );
}
