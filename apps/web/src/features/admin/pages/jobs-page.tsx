import { type AdminJob, JOB_MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { PagedList } from '@/components/ui/paged-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { SelectField } from '@/components/ui/select-field';
import { t } from '@/lib/i18n/i18n';
import { useAdminJobs } from '../api/get-admin-jobs';
import { useJobReports } from '../api/get-job-reports';
import { useDismissReport, useSuspendJob, useUnsuspendJob } from '../api/moderate-job';
import { SearchBox } from '../components/search-box';
import { StatusTabs } from '../components/status-tabs';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate, formatDateTime } from '../lib/format';

function JobSummary({ job }: { job: AdminJob }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{job.title}</h2>
        <p className="text-sm text-muted">
          {job.company_name} · {job.state ?? JOB_MESSAGES.stateNotGiven} {t('· posted')}{' '}
          {formatDate(job.createdAt)} ·{' '}
          {t('{count, plural, one {# applicant} other {# applicants}}', { count: job.applicant_count })}
        </p>
      </div>
      <span className="flex flex-wrap gap-1">
        {job.suspended && <Badge tone="amber">{t('Suspended')}</Badge>}
        {job.employer_vetting_status !== 'approved' && <Badge>{t('Unverified employer')}</Badge>}
        {job.open_report_count > 0 && (
          <Badge tone="amber">
            {t('{count, plural, one {# open report} other {# open reports}}', {
              count: job.open_report_count,
            })}
          </Badge>
        )}
      </span>
    </div>
  );
}

function JobActions({ job, onSuspend }: { job: AdminJob; onSuspend: () => void }) {
  const unsuspend = useUnsuspendJob();
  return job.suspended ? (
    <div className="flex flex-col gap-2">
      {job.suspension_reason && (
        <p className="text-sm">
          <span className="font-semibold">{t('Suspended:')}</span> {job.suspension_reason}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        busyLabel={t('Restoring…')}
        aria-label={t('Restore job {title}', { title: job.title })}
        onClick={() => runWithToast(() => unsuspend.mutateAsync(job._id))}
      >
        {t('Restore job')}
      </Button>
    </div>
  ) : (
    <Button
      variant="secondary"
      className="self-start"
      onClick={onSuspend}
      aria-label={t('Suspend job {title}', { title: job.title })}
    >
      {t('Suspend job')}
    </Button>
  );
}

type ListParams = ReturnType<typeof useListParams<'view' | 'filter' | 'q'>>;

/** Graduates' reports of suspicious jobs, oldest first: suspend the job, or dismiss the report. */
function ReportsView({ page, setPage, onSuspend }: Pick<ListParams, 'page' | 'setPage'> & Suspender) {
  const reports = useJobReports({ status: 'open', page });
  const dismiss = useDismissReport();
  return (
    <PagedList
      query={reports}
      page={page}
      onPage={setPage}
      label={t('Reports')}
      noun={['open report', 'open reports']}
      empty={t('No report waiting')}
    >
      {(report) => (
        <RecordCard>
          <JobSummary job={report.job} />
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-semibold">
              {t('Reported by {name}', { name: report.reported_by.name })}
            </span>{' '}
            {t('on')} {formatDateTime(report.createdAt)}: {report.reason}
          </p>
          <div className="flex flex-wrap gap-2">
            {!report.job.suspended && (
              <Button
                variant="secondary"
                aria-label={t('Suspend job {title}', { title: report.job.title })}
                onClick={() => onSuspend(report.job)}
              >
                {t('Suspend job')}
              </Button>
            )}
            <Button
              variant="ghost"
              busyLabel={t('Dismissing…')}
              aria-label={t('Dismiss report of {name} on {title}', {
                name: report.reported_by.name,
                title: report.job.title,
              })}
              onClick={() => runWithToast(() => dismiss.mutateAsync(report._id))}
            >
              {t('Dismiss report')}
            </Button>
          </div>
        </RecordCard>
      )}
    </PagedList>
  );
}

/** Every job, newest first: search, filter, suspend or restore. */
function AllJobsView({ values, page, setFilters, setPage, onSuspend }: ListParams & Suspender) {
  const jobs = useAdminJobs({
    q: values.q,
    page,
    ...(values.filter ? { [values.filter]: 'true' } : {}),
  });
  return (
    <>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end">
        <SearchBox
          key={values.q}
          label={t('Title or company')}
          value={values.q}
          onSearch={(q) => setFilters({ q })}
        />
        <SelectField
          label={t('Show')}
          value={values.filter}
          placeholder={t('Every job')}
          onChange={(event) => setFilters({ filter: event.target.value })}
          options={[
            { value: 'reported', label: t('Reported') },
            { value: 'suspended', label: t('Suspended') },
            { value: 'unverified', label: t('Unverified employers') },
          ]}
        />
      </div>
      <PagedList
        query={jobs}
        page={page}
        onPage={setPage}
        label={t('Jobs')}
        noun={['job', 'jobs']}
        empty={t('No job matches')}
      >
        {(job) => (
          <RecordCard>
            <JobSummary job={job} />
            <JobActions job={job} onSuspend={() => onSuspend(job)} />
          </RecordCard>
        )}
      </PagedList>
    </>
  );
}

interface Suspender {
  onSuspend: (job: AdminJob) => void;
}

/** Job moderation: the queue of graduates' reports, and every job with suspend and restore. */
export function JobsPage() {
  const params = useListParams({ view: 'reports', filter: '', q: '' });
  const suspend = useSuspendJob();
  const [suspending, setSuspending] = useState<AdminJob | null>(null);

  return (
    <ConsolePage
      title={t('Jobs')}
      intro={t(
        'Review jobs graduates reported as suspicious and suspend any job: graduates no longer see it and its applicants are told.',
      )}
    >
      <StatusTabs
        label={t('Jobs view')}
        value={params.values.view}
        options={[
          { value: 'reports', label: t('Reported jobs') },
          { value: 'all', label: t('All jobs') },
        ]}
        onChange={(view) => params.setFilters({ view: view || 'all' })}
      >
        {params.values.view === 'reports' ? (
          <ReportsView page={params.page} setPage={params.setPage} onSuspend={setSuspending} />
        ) : (
          <AllJobsView {...params} onSuspend={setSuspending} />
        )}
      </StatusTabs>
      <ReasonDialog
        open={Boolean(suspending)}
        onOpenChange={(open) => !open && setSuspending(null)}
        title={t('Suspend {title}', { title: suspending?.title ?? '' })}
        description={t(
          'Graduates no longer see the job and its applicants are e-mailed. Say why; the reason is kept in the audit log.',
        )}
        confirmLabel={t('Suspend')}
        busyLabel={t('Suspending…')}
        onConfirm={(reason) => toastOnSuccess(() => suspend.mutateAsync({ id: suspending!._id, reason }))}
      />
    </ConsolePage>
  );
}
