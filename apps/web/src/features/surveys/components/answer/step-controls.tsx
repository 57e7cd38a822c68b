import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';

interface StepControlsProps {
  isFirst: boolean;
  isLast: boolean;
  /** Spec 000 §5: Next and Submit stay disabled until the answer is non-blank. */
  canProceed: boolean;
  busy: boolean;
  onPrevious: () => void;
  waitHintId: string;
}

/** Previous (disabled on the first question) and Next, or Submit on the last (spec 000 §4). */
export function StepControls({
  isFirst,
  isLast,
  canProceed,
  busy,
  onPrevious,
  waitHintId,
}: StepControlsProps) {
  return (
    <div className="flex flex-col gap-2">
      {!canProceed && (
        <p id={waitHintId} className="text-sm text-muted">
          {t('Answer this question to continue.')}
        </p>
      )}
      <div className="flex gap-3">
        <Button
          variant="secondary"
          disabled={isFirst || busy}
          onClick={onPrevious}
          className="flex-1 sm:flex-none"
        >
          <span aria-hidden="true">←</span> {t('Previous')}
        </Button>
        <Button
          type="submit"
          disabled={!canProceed}
          busy={busy}
          busyLabel={isLast ? t('Submitting…') : t('Sending…')}
          className="flex-1 sm:ml-auto sm:flex-none sm:min-w-40"
        >
          {isLast ? t('Submit') : t('Next')}
          {!isLast && <span aria-hidden="true">→</span>}
        </Button>
      </div>
    </div>
  );
}
