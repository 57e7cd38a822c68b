import {
  GENDERS,
  type GroupFigures,
  INSTITUTION_TYPE_LABELS,
  INSTITUTION_TYPES,
  NIGERIAN_STATES,
  OUTCOME_WAVES,
} from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { asOptions, type Option, SelectField } from '@/components/ui/select-field';
import { t } from '@/lib/i18n/i18n';
import { useFiguresView, type ViewSource } from '../api/use-figures-view';
import { type FilterKey, type Filters, hasFilters, waveLabel } from '../lib/view-params';

const NO_FILTERS: Filters = {};
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The choices of a filter from the groups the roll has (every programme, cohort, institution, survey round). */
function useGroupOptions(
  source: ViewSource,
  dimension: 'programme' | 'cohort' | 'institution' | 'survey_round',
  enabled = true,
) {
  const query = useFiguresView(source, NO_FILTERS, [dimension], { enabled });
  const groups: GroupFigures[] = enabled ? (query.data?.main.groups ?? []) : [];
  return groups
    .filter((group) => group.keys[0]?.value)
    .map((group) => {
      const key = group.keys[0]!;
      // A programme is filtered by its name (compared case-insensitively across institutions).
      return { value: dimension === 'programme' ? key.label : key.value, label: key.label };
    });
}

/** The current value stays choosable even when the list does not have it (a shared link, a list still loading). */
function withCurrent(options: Option[], current: string | undefined): Option[] {
  return current && !options.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

/**
 * The view's filters, each a select whose choice goes into the address at once (so the view can be shared and
 * survives sign-in). Administrators filter by institution, its type and state too; an institution's view is
 * its own graduates already.
 */
export function FilterBar({
  source,
  filters,
  onChange,
}: {
  source: ViewSource;
  filters: Filters;
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const admin = source.kind === 'national';
  const cohorts = useGroupOptions(source, 'cohort');
  const programmes = useGroupOptions(source, 'programme');
  const rounds = useGroupOptions(source, 'survey_round');
  const institutions = useGroupOptions(source, 'institution', admin);
  const select = (key: FilterKey, label: string, options: Option[], placeholder: string) => (
    <SelectField
      key={key}
      label={label}
      placeholder={placeholder}
      options={withCurrent(options, filters[key])}
      value={filters[key] ?? ''}
      onChange={(event) => onChange({ [key]: event.target.value || null })}
    />
  );
  return (
    <section aria-labelledby="outcome-filters" className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="outcome-filters" className="text-lg font-semibold">
          {t('Filters')}
        </h2>
        {hasFilters(filters) && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange(
                Object.fromEntries(Object.keys(filters).map((key) => [key, null])) as Record<FilterKey, null>,
              )
            }
          >
            {t('Clear filters')}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {select('cohort', t('Graduation cohort'), cohorts, t('All cohorts'))}
        {select('programme', t('Programme'), programmes, t('All programmes'))}
        {admin && select('institution_id', t('Institution'), institutions, t('All institutions'))}
        {admin &&
          select(
            'institution_type',
            t('Institution type'),
            INSTITUTION_TYPES.map((type) => ({ value: type, label: INSTITUTION_TYPE_LABELS[type] })),
            t('All types'),
          )}
        {admin &&
          select(
            'institution_state',
            t('State of the institution'),
            asOptions(NIGERIAN_STATES),
            t('All states'),
          )}
        {select('residence_state', t('State of residence'), asOptions(NIGERIAN_STATES), t('All states'))}
        {select(
          'sex',
          t('Sex'),
          GENDERS.map((sex) => ({ value: sex, label: capitalise(sex) })),
          t('Everyone'),
        )}
        {select('survey_id', t('Survey round'), rounds, t('Latest answer of each graduate'))}
        {select(
          'wave',
          t('Tracer wave'),
          OUTCOME_WAVES.map((wave) => ({ value: String(wave), label: waveLabel(wave) ?? String(wave) })),
          t('Every wave (latest of each graduate)'),
        )}
      </div>
    </section>
  );
}
