import { MESSAGES } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckMark } from '../check-mark';

/** Spec 000 §4: 'Survey Completed!' after Submit on the last question; Dismiss returns to /surveys. */
export function CompletedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={MESSAGES.surveyCompleted}
      description="Thank you. Your answers have reached us and help improve technical and vocational training."
    >
      <CheckMark className="size-14 self-center" />
      <Button onClick={onDismiss} block>
        Dismiss
      </Button>
    </Dialog>
  );
}
