import { useQueryClient } from '@tanstack/react-query';
import { SHARE_BY, type ShareBy } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';
import {
  interviewKeys,
  nameInterviewer,
  removeInterviewer,
  shareCases,
  useFollowUpWaves,
  useInterviewers,
} from '../api/follow-up';
import { FollowUpStatsPanel } from '../components/follow-up-stats';

function shareLabel(by: ShareBy): string {
  if (by === 'programme') return t('By programme');
  if (by === 'cohort') return t('By cohort');
  return t('Evenly');
}

/**
 * /follow-up (issue 28): the institution names interviewers among its staff, shares the cases the reminder ladder
 * handed over to phone follow-up among them, and reads the figures.
 */
export function FollowUpPage() {
  const client = useQueryClient();
  const staff = useInterviewers();
  const waves = useFollowUpWaves();
  const [by, setBy] = useState<ShareBy>('evenly');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: interviewKeys.all });
  const interviewers = (staff.data ?? []).filter((person) => person.is_interviewer);

  async function act(call: () => Promise<{ msg: string }>) {
    setError(null);
    try {
      toast(tx((await call()).msg));
      await refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <ConsolePage
      title={t('Phone follow-up')}
      intro={t(
        'Your staff call the graduates who did not answer the tracer survey. Name interviewers, then share the cases handed over to phone follow-up among them.',
      )}
    >
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      <RecordCard>
        <h2 className="text-lg font-bold">{t('Interviewers')}</h2>
        {staff.isPending ? (
          <LoadingPanel label={t('Loading your staff…')} />
        ) : staff.isError ? (
          <ErrorPanel message={staff.error.message} onRetry={() => staff.refetch()} />
        ) : staff.data.length === 0 ? (
          <p className="text-muted">{t('No staff have joined your institution yet.')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-200">
            {staff.data.map((person) => (
              <li key={person.account_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-semibold">{person.name}</p>
                  <p className="text-sm text-muted">
                    {person.is_interviewer
                      ? t('Interviewer · open cases: {count}', { count: person.open_cases })
                      : person.email}
                  </p>
                </div>
                {person.is_interviewer ? (
                  <Button
                    variant="secondary"
                    aria-label={t('Remove: {name}', { name: person.name })}
                    onClick={() => act(() => removeInterviewer(person.account_id))}
                  >
                    {t('Remove')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t('Name interviewer: {name}', { name: person.name })}
                    onClick={() => act(() => nameInterviewer(person.account_id))}
                  >
                    {t('Name interviewer')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </RecordCard>
      <RecordCard>
        <h2 className="text-lg font-bold">{t('Cases handed over to phone follow-up')}</h2>
        {waves.isPending ? (
          <LoadingPanel label={t('Loading the open waves…')} />
        ) : waves.isError ? (
          <ErrorPanel message={waves.error.message} onRetry={() => waves.refetch()} />
        ) : waves.data.length === 0 ? (
          <EmptyState title={t('No cases to call')}>
            {t('The reminder ladder hands graduates who have not answered over to phone follow-up.')}
          </EmptyState>
        ) : (
          <>
            <label className="flex max-w-xs flex-col gap-1 font-semibold">
              {t('Share the cases')}
              <select
                className="field-input"
                value={by}
                onChange={(event) => setBy(event.target.value as ShareBy)}
              >
                {SHARE_BY.map((key) => (
                  <option key={key} value={key}>
                    {shareLabel(key)}
                  </option>
                ))}
              </select>
            </label>
            <ul className="flex flex-col gap-3">
              {waves.data.map((wave) => (
                <li key={wave.wave_id} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-gray-200">
                  <h3 className="font-semibold">
                    {wave.study_title}: {t('Cohort {cohort}', { cohort: wave.cohort })}
                  </h3>
                  <p className="text-sm">
                    {t(
                      '{handed} handed over, {unassigned} not yet given to an interviewer; the wave closes on {date}',
                      {
                        handed: wave.handed_over,
                        unassigned: wave.unassigned,
                        date: formatDate(wave.closes_at, { dateStyle: 'medium' }),
                      },
                    )}
                  </p>
                  {wave.assigned.length > 0 && (
                    <ul className="text-sm">
                      {wave.assigned.map((row) => (
                        <li key={row.account_id}>
                          {row.name}: {row.cases}
                        </li>
                      ))}
                    </ul>
                  )}
                  <Button
                    onClick={() =>
                      interviewers.length === 0
                        ? setError(t('Name at least one interviewer first'))
                        : act(() =>
                            shareCases({
                              wave_ids: [wave.wave_id],
                              interviewers: interviewers.map((person) => person.account_id),
                              by,
                            }),
                          )
                    }
                  >
                    {t('Share among the interviewers')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </RecordCard>
      <FollowUpStatsPanel scope="institution" />
    </ConsolePage>
  );
}

/** /admin/follow-up: the same figures over every institution. */
export function AdminFollowUpPage() {
  return (
    <ConsolePage
      title={t('Phone follow-up')}
      intro={t('Calls made by the institutions’ interviewers, and the response rate they added.')}
    >
      <FollowUpStatsPanel scope="admin" />
    </ConsolePage>
  );
}
