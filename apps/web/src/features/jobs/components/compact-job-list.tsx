import type { Job } from '@tvet/contract';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { formatSalary } from '../lib/format';
import { RelativeTimeLabel } from './relative-time-label';
import { UnverifiedEmployerBadge } from './unverified-employer-badge';

/** Jobs as short rows that open /job-post?job={id}: for dashboards, where the full list would be too much. */
export function CompactJobList({
  jobs,
  label,
  meta,
}: {
  jobs: Job[];
  label: string;
  meta?: (job: Job) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-gray-200">
      {jobs.map((job) => (
        <li key={job._id}>
          <Link
            to={href(paths.jobPost, {}, { [JOB_PARAM]: job._id })}
            className="flex flex-col gap-1 rounded-lg px-2 py-3 hover:bg-brand-50 sm:flex-row sm:items-center sm:gap-4"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-brand-900">{job.title}</span>
              <span className="block text-sm text-muted">
                {job.company_name} · {formatSalary(job.salary, job.currency)}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <UnverifiedEmployerBadge job={job} />
              {meta?.(job)}
              <RelativeTimeLabel date={job.createdAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
