import { RR_FORMULAS, TRACER_EARLY_DAYS, TRACER_GROUPS, type TracerCounts } from '@tvet/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { DataTable } from '@/components/ui/data-table';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { useInstitutionStudies } from '../api/institution';
import { useTracerStats, useTracerStudy } from '../api/studies';
import { AnswersByMode } from '../components/answers-by-mode';
import { BouncedList } from '../components/bounced-list';
import { percent, WAVE_LABEL } from '../components/rates';
import { ResponseCurve } from '../components/response-curve';

type Group = TracerCounts & { key: string; label: string };
const BY_LABEL: Record<(typeof TRACER_GROUPS)[number], () => string> = {
  institution: () => t('Institution'),
  programme: () => t('Programme'),
  sex: () => t('Sex'),
  state: () => t('State of origin'),
};

/**
 * One tracer study's console (issue 26): per wave and group the frame, contacts, answers and AAPOR rates with their
 * formulas, contacts by channel and status, answers by channel (issue 27), responses per day since the wave opened, and the bounced contacts to
 * correct on the roll. Administrators see every institution (`scope` admin); an institution its own graduates.
 */
export function TracerStudyPage({ scope = 'admin' }: { scope?: 'admin' | 'institution' }) {
  const { id = '' } = useParams();
  const [by, setBy] = useState<(typeof TRACER_GROUPS)[number]>(
    scope === 'admin' ? 'institution' : 'programme',
  );
  const study = useTracerStudy(scope === 'admin' ? id : '');
  const own = useInstitutionStudies(1, scope === 'institution');
  const stats = useTracerStats(id, by, scope);
  const meta = scope === 'admin' ? study.data : own.data?.docs.find((candidate) => candidate._id === id);
  const stateOf = (wave: { opens_at: string; closes_at: string }) =>
    Date.parse(wave.opens_at) > Date.now()
      ? t('not yet due')
      : Date.parse(wave.closes_at) <= Date.now()
        ? t('closed')
        : t('open');
  const waves = new Map((meta?.waves ?? []).map((wave) => [wave._id, wave]));
  const groups = TRACER_GROUPS.filter((group) => scope === 'admin' || group !== 'institution');

  return (
    <ConsolePage
      title={meta?.title ?? t('Tracer study')}
      intro={`${tx(RR_FORMULAS.rr1)}. ${tx(RR_FORMULAS.rr2)}.`}
    >
      <label className="flex max-w-xs flex-col gap-1 font-semibold">
        {t('Group by')}
        <select
          className="field-input"
          value={by}
          onChange={(event) => setBy(event.target.value as (typeof TRACER_GROUPS)[number])}
        >
          {groups.map((group) => (
            <option key={group} value={group}>
              {BY_LABEL[group]()}
            </option>
          ))}
        </select>
      </label>
      {stats.isPending ? (
        <LoadingPanel label={t('Counting…')} />
      ) : stats.isError ? (
        <ErrorPanel message={stats.error.message} onRetry={() => stats.refetch()} />
      ) : (
        <>
          {stats.data.waves.map((wave) => {
            const meta = waves.get(wave.wave_id);
            const opensAt = meta?.opens_at;
            const title = meta
              ? t('Cohort {cohort}, {wave} ({state})', {
                  cohort: meta.cohort,
                  wave: WAVE_LABEL(meta.offset_months).toLowerCase(),
                  state: stateOf(meta),
                })
              : t('Wave');
            return (
              <RecordCard key={wave.wave_id}>
                <h2 className="text-lg font-bold">{title}</h2>
                {wave.groups.length === 0 ? (
                  <p className="text-muted">{t('No case yet: the wave has not opened.')}</p>
                ) : (
                  <DataTable<Group>
                    caption={t('{title} by {grouping}', { title, grouping: BY_LABEL[by]().toLowerCase() })}
                    dense
                    rows={wave.groups}
                    rowKey={(group) => group.key}
                    columns={[
                      { key: 'label', header: BY_LABEL[by](), primary: true, cell: (group) => group.label },
                      { key: 'frame', header: t('Frame'), cell: (group) => group.frame },
                      { key: 'contacted', header: t('Contacted'), cell: (group) => group.contacted },
                      { key: 'reached', header: t('Reached'), cell: (group) => group.reached },
                      { key: 'responded', header: t('Responded'), cell: (group) => group.responded },
                      { key: 'complete', header: t('Complete'), cell: (group) => group.complete },
                      { key: 'rr1', header: t('RR1'), cell: (group) => percent(group.rr1) },
                      { key: 'rr2', header: t('RR2'), cell: (group) => percent(group.rr2) },
                      { key: 'opted', header: t('Opted out'), cell: (group) => group.opted_out },
                      {
                        key: 'undeliverable',
                        header: t('Undeliverable'),
                        cell: (group) => group.undeliverable,
                      },
                    ]}
                  />
                )}
                {wave.channels.length > 0 && (
                  <div>
                    <h3 className="font-semibold">{t('Contacts by channel')}</h3>
                    <ul className="text-sm">
                      {wave.channels.map((row) => (
                        <li key={`${row.channel}-${row.status}`}>
                          {row.channel}, {row.status.replaceAll('_', ' ')}: {row.count}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <AnswersByMode modes={wave.modes} />
                {wave.early_late.length > 0 && (
                  <div>
                    <h3 className="font-semibold">
                      {t(
                        'Early and late respondents (answered within {TRACER_EARLY_DAYS} days of the invitation, or later)',
                        { TRACER_EARLY_DAYS },
                      )}
                    </h3>
                    <ul className="text-sm">
                      {wave.early_late.map((row) => (
                        <li key={`${row.indicator}-${row.code}`}>
                          {t('{indicator}, {code}: early {early}, late {late}', {
                            indicator: row.indicator.replaceAll('_', ' '),
                            code: row.code.replaceAll('_', ' '),
                            early: row.early,
                            late: row.late,
                          })}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <ResponseCurve
                  perDay={wave.per_day}
                  opensAt={opensAt}
                  title={t('Responses per day since the wave opened: {title}', { title })}
                />
              </RecordCard>
            );
          })}
          <RecordCard>
            <h2 className="text-lg font-bold">{t('Bounced contacts to correct on the roll')}</h2>
            {scope === 'institution' ? (
              <BouncedList studyId={id} />
            ) : stats.data.bounced.length === 0 ? (
              <p className="text-muted">{t('None.')}</p>
            ) : (
              <ul>
                {stats.data.bounced.map((row) => (
                  <li key={row.roll_entry_id}>
                    {row.name} ({row.matric_number})
                  </li>
                ))}
              </ul>
            )}
          </RecordCard>
        </>
      )}
    </ConsolePage>
  );
}
