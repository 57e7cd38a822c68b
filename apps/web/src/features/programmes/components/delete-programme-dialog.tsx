import { PROGRAMME_MESSAGES } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/lib/i18n/i18n';

/** Spec 001 §4: delete asks "Are you sure?" with Yes and No. */
export function DeleteProgrammeDialog({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The programme to delete; null when the dialog is closed. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={PROGRAMME_MESSAGES.areYouSure}
      description={`"${name ?? ''}" will be deleted with its accreditation dates. This cannot be undone.`}
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
