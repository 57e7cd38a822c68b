import type { Job } from '@tvet/contract';
import { TRUNCATE, truncate } from '@tvet/contract';
import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { JOB_PARAM } from '@/config/paths';
import { tx } from '@/lib/i18n/i18n';
import { formatSalary, JOB_TYPE_LABELS, jobLocation } from '../lib/format';
import { RelativeTimeLabel } from './relative-time-label';
import { UnverifiedEmployerBadge } from './unverified-employer-badge';

export const jobItemId = (jobId: string) => `job-item-${jobId}`;

function hrefFor(search: string, jobId: string): string {
  const params = new URLSearchParams(search);
  params.set(JOB_PARAM, jobId);
  return `?${params}`;
}

/**
 * The jobs as a list of links (each opens the job in the detail panel, and can be opened in a new tab).
 * The description is cut at 100 characters (spec 000 §9); `meta` adds what a role needs to see per job.
 * The list's name is also a level-2 heading (hidden, the page's h1 says it already), so the job titles' h3 sit
 * under an h2 and the headings stay in order for screen readers and search engines (issue 23).
 */
export function JobList({
  jobs,
  selectedId,
  shownId = selectedId,
  label,
  meta,
}: {
  jobs: Job[];
  /** The job named in the address. */
  selectedId: string | null;
  /** The job in the detail panel: without a selection, the first one, beside the list from 768 px only. */
  shownId?: string | null;
  label: string;
  meta?: (job: Job) => ReactNode;
}) {
  const { search } = useLocation();
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {jobs.map((job) => {
          const selected = job._id === selectedId;
          const ring = selected
            ? 'ring-2 ring-brand-700'
            : job._id === shownId
              ? 'ring-gray-200 md:ring-2 md:ring-brand-700'
              : 'ring-gray-200';
          return (
            <li key={job._id}>
              <Link
                id={jobItemId(job._id)}
                to={hrefFor(search, job._id)}
                aria-current={selected ? 'true' : undefined}
                className={`flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 transition-colors hover:ring-brand-600 ${ring}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg leading-snug font-semibold text-brand-900">{job.title}</h3>
                  <span className="shrink-0 pt-1 text-sm text-muted">
                    <RelativeTimeLabel date={job.createdAt} />
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {job.company_name} · {jobLocation(job)}
                </p>
                <p className="font-semibold">{formatSalary(job.salary, job.currency)}</p>
                <p className="text-sm break-words">{truncate(job.text, TRUNCATE.jobDescription)}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-full bg-gray-100 px-2.5 py-0.5 font-medium text-gray-800">
                    {tx(JOB_TYPE_LABELS[job.job_type])}
                  </span>
                  <UnverifiedEmployerBadge job={job} />
                  {meta?.(job)}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
