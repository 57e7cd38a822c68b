import type { GroupFigures } from '@tvet/contract';
import { OUTCOME_SUPPRESSED_LABEL } from '@tvet/contract';
import { t, tx } from '@/lib/i18n/i18n';
import { formatCount, formatShare, formatValue, MEASURES, type MeasureKey, readGroup } from '../lib/measures';

const HEADLINE: MeasureKey[] = [
  'employment_rate',
  'months_to_first_job',
  'income_minimum_wage',
  'relevance',
  'job_satisfaction',
];

function Card({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-gray-200 break-inside-avoid">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="text-2xl leading-tight font-bold">{value}</p>
      <p className="text-sm text-muted">{detail}</p>
    </li>
  );
}

/**
 * The view's headline figures: the roll, who answered, and each indicator with the count behind it; beside an
 * institution's own figure the national one for the same programmes. A suppressed total reads 'fewer than 5'.
 */
export function Headline({
  total,
  comparison,
  weighted,
  comparisonLabel,
}: {
  total: GroupFigures;
  comparison?: GroupFigures;
  weighted: boolean;
  comparisonLabel?: string;
}) {
  const versus = (key: MeasureKey) => {
    if (!comparison || !comparisonLabel) return '';
    const reading = readGroup(comparison, MEASURES[key], weighted);
    const text =
      reading.kind === 'value'
        ? formatValue(MEASURES[key].kind, reading.value)
        : reading.kind === 'suppressed'
          ? OUTCOME_SUPPRESSED_LABEL
          : t('no answers');
    return ` · ${comparisonLabel}: ${text}`;
  };
  return (
    <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
      <Card
        label={t('Graduates on the roll')}
        value={formatCount(total.frame)}
        detail={t('the frame every response rate is counted against')}
      />
      <Card
        label={t('Respondents')}
        value={total.suppressed ? OUTCOME_SUPPRESSED_LABEL : formatCount(total.respondents)}
        detail={`${t('response rate {rate}', { rate: total.suppressed ? tx(OUTCOME_SUPPRESSED_LABEL) : formatShare(total.response_rate) })}${versus('response_rate')}`}
      />
      {HEADLINE.map((key) => {
        const measure = MEASURES[key];
        const reading = readGroup(total, measure, weighted);
        return (
          <Card
            key={key}
            label={measure.label}
            value={
              reading.kind === 'suppressed'
                ? OUTCOME_SUPPRESSED_LABEL
                : reading.kind === 'empty'
                  ? t('no answers')
                  : formatValue(measure.kind, reading.value)
            }
            detail={`${reading.kind === 'suppressed' ? '' : `n = ${formatCount(reading.count)}: `}${measure.base}${versus(key)}`}
          />
        );
      })}
    </ul>
  );
}
