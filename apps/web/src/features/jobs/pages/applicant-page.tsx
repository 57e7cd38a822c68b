import { useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { useApplicant, useMyApplicant } from '../api/get-applicant';
import { useJob } from '../api/get-job';
import { ApplicantProfile } from '../components/applicant-profile';
import { RelativeTimeLabel } from '../components/relative-time-label';

/**
 * /job-post/applicant/{applicant_id}?job={jobId}: one applicant of one of the employer's jobs. Without ?job=
 * (the spec's own path, issue 22.10) the applicant is looked up among all the employer's jobs.
 */
export function ApplicantPage() {
  const { applicant_id: applicantId = '' } = useParams();
  const jobId = useQueryParam(JOB_PARAM) ?? '';
  const back = jobId ? href(paths.jobPost, {}, { [JOB_PARAM]: jobId }) : paths.jobPost;
  return (
    <div className="flex flex-col gap-4">
      <BackButton fallback={back} />
      {jobId ? (
        <ApplicantOfJob jobId={jobId} applicantId={applicantId} />
      ) : (
        <ApplicantOfAnyJob applicantId={applicantId} />
      )}
    </div>
  );
}

function ApplicantOfJob({ jobId, applicantId }: { jobId: string; applicantId: string }) {
  return <ApplicantContent applicant={useApplicant(jobId, applicantId)} />;
}

function ApplicantOfAnyJob({ applicantId }: { applicantId: string }) {
  const session = useSession()!;
  return <ApplicantContent applicant={useMyApplicant(session.user_id, applicantId)} />;
}

function ApplicantContent({ applicant }: { applicant: ReturnType<typeof useApplicant> }) {
  const job = useJob(applicant.data?.job_posting_id ?? '');
  if (applicant.isPending) return <LoadingPanel label={t('Loading the applicant…')} />;
  if (applicant.isError) {
    return (
      <>
        <title>{pageTitle(t('Applicant'))}</title>
        <h1 className="text-2xl font-bold">{t('Applicant')}</h1>
        <ErrorPanel message={applicant.error.message} onRetry={() => applicant.refetch()} />
      </>
    );
  }
  const name = applicant.data.graduate_id.user_id.name;
  return (
    <>
      <title>{pageTitle(t('{name}, applicant', { name }))}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <p className="text-muted">
          {job.data ? t('Applied for {title},', { title: job.data.title }) : t('Applied')}{' '}
          <RelativeTimeLabel date={applicant.data.createdAt} />
        </p>
      </header>
      <ApplicantProfile applicant={applicant.data} />
    </>
  );
}
