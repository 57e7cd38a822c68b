import type { SurveyState } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useUpdateSurvey } from '../../api/update-survey';

interface Step {
  to: SurveyState;
  label: string;
  busyLabel: string;
  title: string;
  explain: string;
}

/** The one state change on offer from each state (the server allows draft → published ⇄ closed). */
const NEXT_STEP: Record<SurveyState, Step> = {
  draft: {
    to: 'published',
    get label() {
      return t('Publish');
    },
    get busyLabel() {
      return t('Publishing…');
    },
    get title() {
      return t('Publish this survey?');
    },
    get explain() {
      return t(
        'It opens to its respondents at once. Its sections and questions can no longer change after that.',
      );
    },
  },
  published: {
    to: 'closed',
    get label() {
      return t('Close survey');
    },
    get busyLabel() {
      return t('Closing…');
    },
    get title() {
      return t('Close this survey?');
    },
    get explain() {
      return t(
        'Nobody can answer it any more. The answers already given stay, and you can publish it again later.',
      );
    },
  },
  closed: {
    to: 'published',
    get label() {
      return t('Publish again');
    },
    get busyLabel() {
      return t('Publishing…');
    },
    get title() {
      return t('Publish this survey again?');
    },
    get explain() {
      return t('It opens to its respondents again, with the answers given so far.');
    },
  },
};

/**
 * Publish / close, after a confirmation; the server's refusals (empty survey, locked) go to `onError`, and
 * `onChanged` follows a change that went through (the page then drops an earlier refusal).
 */
export function PublishControls({
  surveyId,
  state,
  onError,
  onChanged,
}: {
  surveyId: string;
  state: SurveyState;
  onError: (error: unknown) => void;
  onChanged?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSurvey();
  const step = NEXT_STEP[state];
  return (
    <>
      <Button
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
        variant={state === 'published' ? 'secondary' : 'primary'}
      >
        {step.label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={step.title}
        confirmLabel={step.label}
        busyLabel={step.busyLabel}
        onConfirm={async () => {
          try {
            const { msg } = await update.mutateAsync({ surveyId, state: step.to });
            toast(msg);
            onChanged?.();
          } catch (error) {
            onError(error);
          }
        }}
      >
        <p>{step.explain}</p>
      </ConfirmDialog>
    </>
  );
}
