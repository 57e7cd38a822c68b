import type { Job } from '@tvet/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { t, tx } from '@/lib/i18n/i18n';
import { experienceLabel, formatSalary, JOB_TYPE_LABELS, jobLocation } from '../lib/format';
import { RelativeTimeLabel } from './relative-time-label';
import { UnverifiedEmployerBadge } from './unverified-employer-badge';

function Section({ title, text }: { title: string; text: string }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      {/* The employer's own line breaks are kept. */}
      <p className="break-words whitespace-pre-line text-ink">{text}</p>
    </section>
  );
}

/**
 * Everything about one job. The heading takes focus when the job was just chosen, so a screen-reader user
 * (and a phone user, for whom the list has just been replaced) starts reading here.
 */
export function JobDetail({
  job,
  focusOnShow,
  focusOnMount = false,
  actions,
  children,
}: {
  job: Job;
  focusOnShow: boolean;
  focusOnMount?: boolean;
  /** Buttons under the heading: Apply, Close job, Copy link... */
  actions?: ReactNode;
  /** More below the job, e.g. the employer's list of applicants. */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the page's first render (a reload or a shared link): the page start is the right place then,
    // unless the job was just created and the modal that had focus is gone.
    if (!mounted.current) {
      mounted.current = true;
      if (!focusOnMount) return;
    }
    if (focusOnShow && job._id) heading.current?.focus();
  }, [focusOnShow, focusOnMount, job._id]);

  return (
    <article
      aria-labelledby={`job-title-${job._id}`}
      className="flex flex-col gap-5 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2
          ref={heading}
          id={`job-title-${job._id}`}
          tabIndex={-1}
          className="text-xl font-bold break-words text-brand-900 focus:outline-none"
        >
          {job.title}
        </h2>
        <p className="text-muted">
          {job.company_name} · <RelativeTimeLabel date={job.createdAt} prefix="Posted" />
        </p>
        {job.employer_verified === false && (
          <p>
            <UnverifiedEmployerBadge job={job} />
          </p>
        )}
      </header>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      <dl className="grid grid-cols-1 gap-3 rounded-lg bg-brand-50 p-4 sm:grid-cols-2">
        <Fact label={t('Salary')} value={formatSalary(job.salary, job.currency)} />
        <Fact label={t('Job type')} value={tx(JOB_TYPE_LABELS[job.job_type])} />
        <Fact label={t('Experience')} value={experienceLabel(job.experience_years_required)} />
        <Fact label={t('Field')} value={job.field_required} />
        <Fact label={t('Location')} value={jobLocation(job)} wide />
      </dl>
      <Section title={t('Job description')} text={job.text} />
      <Section title={t('Responsibilities')} text={job.responsibility} />
      <Section title={t('Company overview')} text={job.company_overview} />
      {children}
    </article>
  );
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold break-words">{value}</dd>
    </div>
  );
}
