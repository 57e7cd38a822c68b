import { useQueryClient } from '@tanstack/react-query';
import type { CallOutcome, CallOutcomeInput, Language } from '@tvet/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { makeClientId } from '@/lib/client-id';
import { t, tx } from '@/lib/i18n/i18n';
import { interviewKeys, recordOutcome, useCallCase } from '../api/follow-up';
import { Attempts, CallLink, outcomeLabel } from '../components/attempts';
import { InterviewForm } from '../components/interview-form';

const QUICK: CallOutcome[] = ['no_answer', 'busy', 'wrong_number', 'refused'];

/** The local date and time an hour from now, as a datetime-local input wants it. */
function inAnHour(): string {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
  return at.toISOString().slice(0, 16);
}

/**
 * /calls/{id} (issue 28): one graduate to call. Tap to call, then record what happened: answered opens the
 * questionnaire to read aloud; a call-back takes its date and time; not eligible takes the reason. An answered
 * call's key is kept in the address (`?call=`), so a reload mid-interview reopens the interview and sends the same
 * key again, which the server answers with the call already recorded instead of recording a second one.
 */
export function CallPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const answeredKey = search.get('call');
  /** The key the page was opened with: an interview under way when the page (re)loaded. */
  const [keptAtLoad] = useState(answeredKey);
  const resumed = useRef(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [language, setLanguage] = useState<Language>('en');
  const detail = useCallCase(id, language);
  const [interviewing, setInterviewing] = useState(false);
  const [callbackAt, setCallbackAt] = useState(inAnHour);
  const [bestTime, setBestTime] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const backToList = async () => {
    await client.invalidateQueries({ queryKey: interviewKeys.all });
    navigate(paths.calls);
  };

  async function record(outcome: CallOutcome) {
    if (!detail.data) return;
    setError(null);
    const body: CallOutcomeInput = { outcome, attempt: detail.data.attempts };
    if (bestTime.trim()) body.best_time = bestTime.trim();
    if (outcome === 'call_back') body.callback_at = new Date(callbackAt);
    if (outcome === 'ineligible') body.reason = reason.trim();
    if (outcome === 'answered') {
      // Kept in the address before it is sent: a reload while it travels sends the same key again.
      body.client_id = answeredKey ?? makeClientId();
      if (!answeredKey) setSearch({ call: body.client_id }, { replace: true });
    }
    try {
      const result = await recordOutcome(id, body);
      toast(tx(result.msg));
      if (outcome === 'answered') {
        await detail.refetch();
        setInterviewing(true);
      } else await backToList();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      void detail.refetch();
    }
  }

  // A reload in the middle of an interview: the answered call is sent again with its key and the interview reopens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the case first loads with a kept key
  useEffect(() => {
    if (!keptAtLoad || !detail.data || resumed.current) return;
    resumed.current = true;
    void record('answered');
  }, [keptAtLoad, detail.data]);

  if (detail.isPending) return <LoadingPanel label={t('Opening the case…')} />;
  if (detail.isError) return <ErrorPanel message={detail.error.message} onRetry={() => detail.refetch()} />;
  const item = detail.data;

  return (
    <ConsolePage
      title={item.name}
      intro={`${item.programme} · ${t('Cohort {cohort}', { cohort: item.cohort })}`}
    >
      <RecordCard>
        <CallLink phone={item.phone} name={item.name} />
        <Attempts item={item} />
      </RecordCard>
      {interviewing ? (
        <RecordCard>
          <InterviewForm detail={item} language={language} onLanguage={setLanguage} onDone={backToList} />
        </RecordCard>
      ) : (
        <RecordCard>
          <h2 className="text-lg font-bold">{t('What happened on the call?')}</h2>
          <label className="flex flex-col gap-1 font-semibold">
            {t('Best time to call (if the graduate said)')}
            <input
              className="field-input"
              value={bestTime}
              maxLength={120}
              onChange={(event) => setBestTime(event.target.value)}
            />
          </label>
          <Button block onClick={() => record('answered')}>
            {t('Answered: start the interview')}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            {QUICK.map((outcome) => (
              <Button key={outcome} variant="secondary" onClick={() => record(outcome)}>
                {outcomeLabel(outcome)}
              </Button>
            ))}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex flex-1 flex-col gap-1 font-semibold">
              {t('Call back at')}
              <input
                type="datetime-local"
                className="field-input"
                value={callbackAt}
                onChange={(event) => setCallbackAt(event.target.value)}
              />
            </label>
            <Button variant="secondary" onClick={() => record('call_back')}>
              {t('Save the call-back')}
            </Button>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex flex-1 flex-col gap-1 font-semibold">
              {t('Why the graduate is not eligible')}
              <input
                className="field-input"
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
            <Button variant="secondary" onClick={() => record('ineligible')}>
              {outcomeLabel('ineligible')}
            </Button>
          </div>
          {error && (
            <p role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
        </RecordCard>
      )}
    </ConsolePage>
  );
}
