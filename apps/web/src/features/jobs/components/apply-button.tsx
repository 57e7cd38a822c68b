import type { Job } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useApplyForJob } from '../api/apply-for-job';
import { ApplicationSubmittedDialog } from './application-submitted-dialog';

/** Apply (graduates only, spec 000 §6); once applied the job says so instead. */
export function ApplyButton({ job, graduateId }: { job: Job; graduateId: string }) {
  const [submitted, setSubmitted] = useState(false);
  const apply = useApplyForJob();

  async function onApply() {
    try {
      await apply.mutateAsync({ jobId: job._id, graduateId });
      setSubmitted(true);
    } catch (error) {
      // E.g. already applied from another tab, or the job closed meanwhile: the server's sentence says which.
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      {job.has_applied && !submitted ? (
        <p className="flex min-h-12 items-center gap-2 rounded-lg bg-brand-50 px-4 font-semibold text-brand-900">
          <span aria-hidden="true">✓</span> {t('You applied for this job')}
        </p>
      ) : (
        <Button onClick={onApply} busy={apply.isPending} busyLabel={t('Applying…')} className="min-w-32">
          {t('Apply')}
        </Button>
      )}
      <ApplicationSubmittedDialog open={submitted} onDismiss={() => setSubmitted(false)} />
    </>
  );
}
