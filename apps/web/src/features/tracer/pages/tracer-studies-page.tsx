import { RR_FORMULAS, type TracerWave } from '@tvet/contract';
import { useState } from 'react';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { DataTable } from '@/components/ui/data-table';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { useTracerStudies } from '../api/studies';
import { percent, WAVE_LABEL } from '../components/rates';

const STATE_LABEL = {
  not_yet_due: () => t('Not yet due'),
  open: () => t('Open'),
  closed: () => t('Closed'),
} as const;

/** /admin/tracer: every tracer study, each wave with its frame, contacts, answers and response rates. */
export function TracerStudiesPage() {
  const [page, setPage] = useState(1);
  const studies = useTracerStudies(page);
  return (
    <ConsolePage
      title={t('Tracer studies')}
      intro={`${t('Each graduate on the rolls is one case per wave.')} ${tx(RR_FORMULAS.rr1)}; ${tx(RR_FORMULAS.rr2)}.`}
    >
      {studies.isPending ? (
        <LoadingPanel label={t('Loading tracer studies…')} />
      ) : studies.isError ? (
        <ErrorPanel message={studies.error.message} onRetry={() => studies.refetch()} />
      ) : studies.data.docs.length === 0 ? (
        <p>{t('No tracer study yet.')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {t('{count, plural, one {# study} other {# studies}}', { count: studies.data.totalDocs })}
          </p>
          {studies.data.docs.map((study) => (
            <RecordCard key={study._id}>
              <h2 className="text-lg font-bold">
                <Link className="text-link" to={href(paths.adminTracerStudy, { id: study._id })}>
                  {study.title}
                </Link>
              </h2>
              <DataTable<TracerWave>
                caption={t('Waves of {title}', { title: study.title })}
                dense
                rows={study.waves}
                rowKey={(wave) => wave._id}
                columns={[
                  {
                    key: 'wave',
                    header: t('Wave'),
                    primary: true,
                    cell: (wave) =>
                      t('Cohort {cohort}, {wave}', {
                        cohort: wave.cohort,
                        wave: WAVE_LABEL(wave.offset_months).toLowerCase(),
                      }),
                  },
                  { key: 'state', header: t('State'), cell: (wave) => STATE_LABEL[wave.state]() },
                  { key: 'frame', header: t('Frame'), cell: (wave) => wave.frame },
                  { key: 'contacted', header: t('Contacted'), cell: (wave) => wave.contacted },
                  { key: 'complete', header: t('Complete'), cell: (wave) => wave.complete },
                  { key: 'rr1', header: t('RR1'), cell: (wave) => percent(wave.rr1) },
                  { key: 'rr2', header: t('RR2'), cell: (wave) => percent(wave.rr2) },
                  { key: 'opted', header: t('Opted out'), cell: (wave) => wave.opted_out },
                  { key: 'undeliverable', header: t('Undeliverable'), cell: (wave) => wave.undeliverable },
                ]}
              />
            </RecordCard>
          ))}
          <Pager
            label={t('Tracer study pages')}
            page={studies.data.page}
            totalPages={studies.data.totalPages}
            onPage={setPage}
            hideSinglePage
          />
        </>
      )}
    </ConsolePage>
  );
}
