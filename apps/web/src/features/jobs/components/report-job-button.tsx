import type { Job } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { reportJob } from '../api/report-job';

/**
 * "Report this job" (graduates, issue 22.13): a job that looks like a scam or is not what it says goes, with the
 * graduate's reason, to the administrators' queue of reported jobs (the console's Jobs page).
 */
export function ReportJobButton({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('Report this job')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Report this job')}
        description={`Tell the administrators what looks wrong with ${job.title} at ${job.company_name}: for example a fee asked of applicants, or a job that does not exist.`}
        confirmLabel={t('Send report')}
        busyLabel={t('Sending…')}
        onConfirm={async (reason) => toast(await reportJob(job._id, reason))}
      />
    </>
  );
}
