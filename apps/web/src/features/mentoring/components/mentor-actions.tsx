import type { AdminMentor } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { deactivateMentor, reactivateMentor, reinviteMentor, useMentorAction } from '../api/admin-mentors';
import { MentorFormDialog } from './mentor-form-dialog';

/** Edit, re-invite (until the mentor has set a password), deactivate or reactivate: the server's msg as a toast. */
export function MentorActions({ mentor }: { mentor: AdminMentor }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reinvite = useMentorAction(reinviteMentor);
  const deactivate = useMentorAction(deactivateMentor);
  const reactivate = useMentorAction(reactivateMentor);
  const name = mentor.user_id.name;
  const deactivated = mentor.status === 'deactivated';

  async function run(action: () => Promise<{ msg: string }>) {
    try {
      toast((await action()).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('Edit')} <span className="sr-only">{name}</span>
      </Button>
      {!mentor.joinedAt && !deactivated && (
        <Button
          variant="secondary"
          busyLabel={t('Sending…')}
          onClick={() => run(() => reinvite.mutateAsync(mentor._id))}
        >
          {t('Re-invite')} <span className="sr-only">{name}</span>
        </Button>
      )}
      {deactivated ? (
        <Button
          variant="secondary"
          busyLabel={t('Reactivating…')}
          onClick={() => run(() => reactivate.mutateAsync(mentor._id))}
        >
          {t('Reactivate')} <span className="sr-only">{name}</span>
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('Deactivate')} <span className="sr-only">{name}</span>
        </Button>
      )}
      <MentorFormDialog open={editing} onOpenChange={setEditing} mentor={mentor} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Deactivate {name}?', { name })}
        description={t(
          'They are signed out everywhere at once and cannot sign in. Graduates no longer see them; their cohort is kept for when you reactivate them.',
        )}
        confirmLabel={t('Deactivate')}
        busyLabel={t('Deactivating…')}
        onConfirm={async () => toast((await deactivate.mutateAsync({ id: mentor._id })).msg)}
      />
    </div>
  );
}
