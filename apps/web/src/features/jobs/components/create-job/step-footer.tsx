import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';

const HINT_ID = 'job-step-hint';

/**
 * Back (from step 2), and Next or the final button. Next and the final button stay disabled until the step's
 * required fields are filled (spec 001 §5); a line of text says why, so the disabled state is not a riddle.
 */
export function StepFooter({
  step,
  stepCount,
  canContinue,
  busy,
  onBack,
  onNext,
  finishLabel,
}: {
  step: number;
  stepCount: number;
  canContinue: boolean;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
  finishLabel: string;
}) {
  const last = step === stepCount - 1;
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 p-4">
      {!canContinue && (
        <p id={HINT_ID} className="text-sm text-muted">
          {t('Fill in the fields marked * to continue.')}
        </p>
      )}
      <div className="flex gap-3">
        {step > 0 && (
          <Button variant="secondary" onClick={onBack} disabled={busy} className="flex-1 sm:flex-none">
            {t('Back')}
          </Button>
        )}
        {last ? (
          <Button
            type="submit"
            disabled={!canContinue}
            busy={busy}
            busyLabel={t('Creating job…')}
            aria-describedby={canContinue ? undefined : HINT_ID}
            className="flex-1 sm:ml-auto sm:flex-none"
          >
            {finishLabel}
          </Button>
        ) : (
          <Button
            onClick={onNext}
            disabled={!canContinue}
            aria-describedby={canContinue ? undefined : HINT_ID}
            className="flex-1 sm:ml-auto sm:flex-none"
          >
            {t('Next')}
          </Button>
        )}
      </div>
    </div>
  );
}
