import { RR_FORMULAS } from '@tvet/contract';
import { useState } from 'react';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useInstitutionStudies } from '../api/institution';
import { WAVE_LABEL } from '../components/rates';

/** /tracer-studies (institutions): the tracer studies that cover the institution's graduates, each with its waves. */
export function InstitutionTracerPage() {
  const [page, setPage] = useState(1);
  const studies = useInstitutionStudies(page);
  return (
    <ConsolePage
      title={t('Tracer studies')}
      intro={`${t('How your graduates answer the tracer, wave by wave.')} ${RR_FORMULAS.rr1}; ${RR_FORMULAS.rr2}.`}
    >
      {studies.isPending ? (
        <LoadingPanel label={t('Loading tracer studies…')} />
      ) : studies.isError ? (
        <ErrorPanel message={studies.error.message} onRetry={() => studies.refetch()} />
      ) : studies.data.docs.length === 0 ? (
        <p>{t('No tracer study covers your graduates yet.')}</p>
      ) : (
        <>
          {studies.data.docs.map((study) => (
            <RecordCard key={study._id}>
              <h2 className="text-lg font-bold">
                <Link className="text-link" to={href(paths.institutionTracerStudy, { id: study._id })}>
                  {study.title}
                </Link>
              </h2>
              <ul className="text-sm">
                {study.waves.map((wave) => (
                  <li key={wave._id}>
                    {t('Cohort {cohort}, {wave}: {opens} to {closes}', {
                      cohort: wave.cohort,
                      wave: WAVE_LABEL(wave.offset_months).toLowerCase(),
                      opens: wave.opens_at.slice(0, 10),
                      closes: wave.closes_at.slice(0, 10),
                    })}
                  </li>
                ))}
              </ul>
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
