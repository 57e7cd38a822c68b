import { surveyProgress } from '@tvet/contract';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import type { SurveyDetail } from '../../api/get-survey';
import { useHeldAnswers } from '../../lib/use-queued-answers';
import { useSurveyAnswering } from '../../lib/use-survey-answering';
import { ProgressBar } from '../progress-bar';
import { SavedOfflineNotice } from '../saved-offline-notice';
import { CompletedDialog } from './completed-dialog';
import { QuestionStep } from './question-step';
import { StepControls } from './step-controls';

const WAIT_HINT_ID = 'answer-wait-hint';

/** The answering card of /surveys/{id}: progress, the waiting-answers notice, one question, its controls. */
export function SurveyAnswering({
  survey,
  accountId,
  fromStart,
}: {
  survey: SurveyDetail;
  accountId: string;
  fromStart?: boolean;
}) {
  const navigate = useNavigate();
  const flow = useSurveyAnswering(survey, accountId, { fromStart });
  const held = useHeldAnswers(accountId, survey._id);
  if (!flow.question) return null;
  return (
    <div className="flex flex-col gap-4">
      {/* The introduction before the first question only: on a small screen it would push every question down. */}
      {flow.index === 0 && <p className="text-muted">{survey.text}</p>}
      <ProgressBar value={surveyProgress(flow.answeredCount, flow.total)} label={t('Your progress')} />
      <SavedOfflineNotice held={held} />
      <FormError error={flow.formError} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void flow.next();
        }}
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
      >
        <QuestionStep
          key={flow.question._id}
          question={flow.question}
          index={flow.index}
          total={flow.total}
          value={flow.value}
          onChange={flow.change}
          headingRef={flow.headingRef}
          describedBy={flow.canProceed ? undefined : WAIT_HINT_ID}
          disabled={flow.busy}
        />
        <StepControls
          isFirst={flow.index === 0}
          isLast={flow.isLast}
          canProceed={flow.canProceed}
          busy={flow.busy}
          onPrevious={flow.previous}
          waitHintId={WAIT_HINT_ID}
        />
      </form>
      {flow.awaitingSync && (
        <p className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          {t(
            'Your survey will be completed as soon as your answers reach us. You can close this page: they stay on this phone until then.',
          )}
        </p>
      )}
      <CompletedDialog open={flow.completed} onDismiss={() => navigate(paths.surveys)} />
    </div>
  );
}
