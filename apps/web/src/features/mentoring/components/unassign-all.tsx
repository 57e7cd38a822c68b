import { MENTORING_MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t, tx } from '@/lib/i18n/i18n';
import { useMentorAction } from '../api/admin-mentors';
import { unassignInBulk } from '../api/assignment';

/**
 * Empties the cohort (bulk-unassign with `all: true`): offered only while the cohort has someone, after a
 * confirmation naming the whole cohort's size as it was when the admin asked. A refusal stays in the dialog;
 * success shows the server's sentence and the cohort figures, list and audit log refresh (useMentorAction).
 */
export function UnassignAll({
  mentorId,
  total,
  onDone,
}: {
  mentorId: string;
  total: number;
  onDone: () => void;
}) {
  // The size the admin saw when opening, so the dialog does not change under them while they read it.
  const [asked, setAsked] = useState<number | null>(null);
  const unassign = useMentorAction(unassignInBulk);
  const count = asked ?? total;
  return (
    <>
      {total > 0 && (
        <Button variant="secondary" className="self-start" onClick={() => setAsked(total)}>
          {tx(MENTORING_MESSAGES.unassignAllAction(total))}
        </Button>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={MENTORING_MESSAGES.unassignAllTitle(count)}
        description={MENTORING_MESSAGES.unassignAllWarning(count)}
        confirmLabel={MENTORING_MESSAGES.unassignAllConfirm(count)}
        busyLabel={t('Removing…')}
        onConfirm={async () => {
          toast((await unassign.mutateAsync({ id: mentorId, filters: { all: true } })).msg);
          onDone();
        }}
      />
    </>
  );
}
