import { INSTITUTION_TYPE_LABELS, type OutcomeWave } from '@tvet/contract';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';
import { useFiguresView, type ViewSource } from '../api/use-figures-view';
import { MEASURES } from '../lib/measures';
import { dimensionLabel, type FilterKey, readViewParams, waveLabel } from '../lib/view-params';

const FILTER_LABELS: Record<Exclude<FilterKey, 'wave'>, () => string> = {
  cohort: () => t('Graduation cohort'),
  cohort_from: () => t('Cohorts from'),
  cohort_to: () => t('Cohorts to'),
  programme: () => t('Programme'),
  institution_id: () => t('Institution'),
  institution_type: () => t('Institution type'),
  institution_state: () => dimensionLabel('institution_state'),
  residence_state: () => dimensionLabel('residence_state'),
  sex: () => t('Sex'),
  survey_id: () => t('Survey round'),
};

/** The dashboard's title with the link to the printable report of the same view. */
export function DashboardHeader({
  title,
  intro,
  reportPath,
}: {
  title: string;
  intro: string;
  reportPath: string;
}) {
  const { search } = useLocation();
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold" tabIndex={-1}>
          {title}
        </h1>
        <Link to={`${reportPath}${search}`} className="btn btn-secondary">
          {t('Printable report')}
        </Link>
      </div>
      <p className="max-w-prose text-muted">{intro}</p>
    </header>
  );
}

/** Names for the filter values the address holds by id (institutions, survey rounds). */
function useNames(source: ViewSource, dimension: 'institution' | 'survey_round', enabled: boolean) {
  const query = useFiguresView(source, {}, [dimension], { enabled });
  return new Map(
    (query.data?.main.groups ?? []).map((group) => [group.keys[0]?.value, group.keys[0]?.label]),
  );
}

/** The printed report's title, what the view is (filters, indicator, weighting), Print and the way back. */
export function ReportHeader({
  source,
  title,
  backPath,
}: {
  source: ViewSource;
  title: string;
  backPath: string;
}) {
  const { search } = useLocation();
  const institution = source.kind === 'institution';
  const view = readViewParams(new URLSearchParams(search), { institution, defaultBreakdown: [] });
  const entries = Object.entries(view.filters) as [FilterKey, string][];
  const institutions = useNames(source, 'institution', Boolean(view.filters.institution_id) && !institution);
  const rounds = useNames(source, 'survey_round', Boolean(view.filters.survey_id));
  const shownValue = (key: FilterKey, value: string) => {
    if (key === 'institution_id') return institutions.get(value) ?? value;
    if (key === 'survey_id') return rounds.get(value) ?? value;
    if (key === 'wave') return waveLabel(Number(value) as OutcomeWave) ?? value;
    if (key === 'institution_type')
      return INSTITUTION_TYPE_LABELS[value as keyof typeof INSTITUTION_TYPE_LABELS] ?? value;
    return value;
  };
  const measure = MEASURES[view.measure];
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('Print this report')}</Button>
        <Link to={`${backPath}${search}`} className="btn btn-ghost">
          {t('Back to the dashboard')}
        </Link>
      </div>
      <h1 className="text-2xl font-bold" tabIndex={-1}>
        {title}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('Indicator')}</dt>
        <dd>
          {measure.label}
          {measure.weighted ? `, ${view.weighted ? t('weighted to the roll') : t('as answered')}` : ''}
        </dd>
        <dt className="font-semibold">{t('Filters')}</dt>
        <dd>
          {entries.length === 0
            ? t('None: every graduate on the rolls')
            : entries
                .map(
                  ([key, value]) =>
                    `${key === 'wave' ? t('Tracer wave') : FILTER_LABELS[key]()}: ${shownValue(key, value)}`,
                )
                .join('; ')}
        </dd>
        <dt className="font-semibold">{t('Printed')}</dt>
        <dd>{formatDate(new Date(), { dateStyle: 'long', timeStyle: 'short' })}</dd>
      </dl>
    </header>
  );
}
