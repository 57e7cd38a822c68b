import { JOB_MESSAGES } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Spec 001 §2: "Job Created Successfully!" with its text; Dismiss closes this dialog and the modal. */
export function JobCreatedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={JOB_MESSAGES.created}
      description={JOB_MESSAGES.createdText}
    >
      <div className="flex justify-center" aria-hidden="true">
        <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-3xl text-brand-800">
          ✓
        </span>
      </div>
      <Button block onClick={onDismiss}>
        Dismiss
      </Button>
    </Dialog>
  );
}
