import { JOB_MESSAGES } from '@tvet/contract';
import { SuccessDialog } from '@/components/ui/success-dialog';

/** Spec 001 §2: "Job Created Successfully!" with its text; Dismiss closes this dialog and the modal. */
export function JobCreatedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <SuccessDialog
      open={open}
      onDismiss={onDismiss}
      title={JOB_MESSAGES.created}
      description={JOB_MESSAGES.createdText}
    />
  );
}
