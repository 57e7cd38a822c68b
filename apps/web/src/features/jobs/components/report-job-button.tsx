import type { Job } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/components/ui/toast';
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
        Report this job
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Report this job"
        description={`Tell the administrators what looks wrong with ${job.title} at ${job.company_name}: for example a fee asked of applicants, or a job that does not exist.`}
        confirmLabel="Send report"
        busyLabel="Sending…"
        onConfirm={async (reason) => toast(await reportJob(job._id, reason))}
      />
    </>
  );
}
