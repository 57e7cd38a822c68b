import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/lib/i18n/i18n';
import { JOB_TEXTS } from '../lib/texts';

/** "Are you sure?" with Yes and No before a job is deleted (the confirmation style of spec 001 §2, §4). */
export function DeleteJobDialog({
  open,
  jobTitle,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  jobTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={JOB_TEXTS.areYouSure}
      description={`"${jobTitle}" will be deleted. Its applicants will see it as removed. This cannot be undone.`}
    >
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy} className="flex-1">
          {t('No')}
        </Button>
        <Button
          onClick={onConfirm}
          busy={busy}
          busyLabel={t('Deleting…')}
          className="flex-1 bg-red-700 hover:bg-red-800"
        >
          {t('Yes')}
        </Button>
      </div>
    </Dialog>
  );
}
