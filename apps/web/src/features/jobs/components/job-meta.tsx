import type { Job } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n/i18n';

export function applicantCountLabel(count: number): string {
  return `${count} applicant${count === 1 ? '' : 's'}`;
}

/** What an employer sees on each of its jobs in the list: open or closed, and how many applied. */
export function EmployerJobMeta({ job }: { job: Job }) {
  return (
    <>
      {job.status === 'closed' ? (
        <Badge tone="amber">{t('Closed')}</Badge>
      ) : (
        <Badge tone="green">{t('Open')}</Badge>
      )}
      <Badge>{applicantCountLabel(job.applicant_count ?? 0)}</Badge>
    </>
  );
}
