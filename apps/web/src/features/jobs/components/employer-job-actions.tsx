import type { Job } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useDeleteJob } from '../api/delete-job';
import { useUpdateJobStatus } from '../api/update-job-status';
import { DeleteJobDialog } from './delete-job-dialog';

/**
 * The employer's own controls on a job: close it to applications or reopen it (PATCH status), and delete it
 * after an "Are you sure?" confirmation. `onDeleted` moves the page away from the job that is gone.
 */
export function EmployerJobActions({ job, onDeleted }: { job: Job; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const updateStatus = useUpdateJobStatus();
  const deleteJob = useDeleteJob();
  const open = job.status === 'open';

  async function toggleStatus() {
    try {
      const answer = await updateStatus.mutateAsync({ jobId: job._id, status: open ? 'closed' : 'open' });
      toast(answer.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  async function confirmDelete() {
    try {
      const answer = await deleteJob.mutateAsync(job._id);
      setConfirming(false);
      toast(answer.msg);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={toggleStatus}
        busy={updateStatus.isPending}
        busyLabel={open ? 'Closing…' : 'Reopening…'}
      >
        {open ? t('Close job') : t('Reopen job')}
      </Button>
      <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
        {t('Delete')}
      </Button>
      <DeleteJobDialog
        open={confirming}
        jobTitle={job.title}
        busy={deleteJob.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
