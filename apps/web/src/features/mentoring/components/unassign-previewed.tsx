import { type AssignmentFilters, MENTORING_MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t, tx } from '@/lib/i18n/i18n';
import { useMentorAction } from '../api/admin-mentors';
import { unassignInBulk } from '../api/assignment';

/**
 * Bulk unassign from a preview: the mentees of this cohort the previewed filters match (the preview's
 * already_assigned) leave it after a confirmation naming how many. A refusal stays in the dialog; success shows
 * the server's sentence and the cohort figures and list refresh (useMentorAction).
 */
export function UnassignPreviewed({
  mentorId,
  filters,
  count,
  onDone,
}: {
  mentorId: string;
  filters: AssignmentFilters;
  count: number;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const unassign = useMentorAction(unassignInBulk);
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {tx(MENTORING_MESSAGES.bulkUnassignAction(count))}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={MENTORING_MESSAGES.bulkUnassignTitle(count)}
        description={MENTORING_MESSAGES.bulkUnassignWarning}
        confirmLabel={t('Remove')}
        busyLabel={t('Removing…')}
        onConfirm={async () => {
          toast((await unassign.mutateAsync({ id: mentorId, filters })).msg);
          onDone();
        }}
      />
    </>
  );
}
