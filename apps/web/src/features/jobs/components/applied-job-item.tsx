import type { Application } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { formatSalary, jobLocation } from '../lib/format';
import { JOB_TEXTS } from '../lib/texts';
import { RelativeTimeLabel } from './relative-time-label';

/**
 * One application, a link to its job, open or closed (issue 22.18: the server shows a closed job to those who
 * applied). A job the employer deleted keeps its title and company and says it was removed.
 */
export function AppliedJobItem({ application }: { application: Application }) {
  const job = application.job_posting_id;
  const applied = <RelativeTimeLabel date={application.createdAt} prefix="Applied" />;
  if (application.removed || !job) {
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200">
        <h3 className="font-semibold break-words text-gray-700">{application.job_title}</h3>
        <p className="text-sm text-muted">{application.company_name}</p>
        <p className="flex items-start gap-2 font-medium text-gray-800">
          <span aria-hidden="true">⚠</span>
          {JOB_TEXTS.removedByEmployer}
        </p>
        <p className="text-sm text-muted">{applied}</p>
      </div>
    );
  }
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold break-words text-brand-900">{job.title}</h3>
        {job.status === 'closed' ? (
          <Badge tone="amber">{t('Closed')}</Badge>
        ) : (
          <Badge tone="green">{t('Open')}</Badge>
        )}
      </div>
      <p className="text-sm text-muted">
        {job.company_name} · {jobLocation(job)}
      </p>
      <p className="font-semibold">{formatSalary(job.salary, job.currency)}</p>
      <p className="text-sm text-muted">{applied}</p>
    </>
  );
  const box = 'flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-gray-200';
  return (
    <Link to={href(paths.jobPost, {}, { [JOB_PARAM]: job._id })} className={`${box} hover:ring-brand-600`}>
      {body}
    </Link>
  );
}
