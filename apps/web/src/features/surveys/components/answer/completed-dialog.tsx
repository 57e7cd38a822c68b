import { SURVEY_MESSAGES } from '@tvet/contract';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { t } from '@/lib/i18n/i18n';

/** Spec 000 §4: 'Survey Completed!' after Submit on the last question; Dismiss returns to /surveys. */
export function CompletedDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <SuccessDialog
      open={open}
      onDismiss={onDismiss}
      title={SURVEY_MESSAGES.completed}
      description={t(
        'Thank you. Your answers have reached us and help improve technical and vocational training.',
      )}
    />
  );
}
