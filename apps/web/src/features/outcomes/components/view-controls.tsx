import { GROUP_DIMENSIONS, type GroupDimension } from '@tvet/contract';
import { SelectField } from '@/components/ui/select-field';
import { t } from '@/lib/i18n/i18n';
import { MEASURE_KEYS, MEASURES, type MeasureKey } from '../lib/measures';
import { allowedForInstitution, dimensionLabel, type MapDimension } from '../lib/view-params';

/** The figure every chart shows, and whether it is weighted to the roll. */
export function IndicatorPicker({
  measure,
  weighted,
  onMeasure,
  onWeighted,
}: {
  measure: MeasureKey;
  weighted: boolean;
  onMeasure: (measure: MeasureKey) => void;
  onWeighted: (weighted: boolean) => void;
}) {
  const weightable = MEASURES[measure].weighted;
  return (
    <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-2">
      <SelectField
        label={t('Indicator shown in the charts')}
        options={MEASURE_KEYS.map((key) => ({ value: key, label: MEASURES[key].label }))}
        value={measure}
        onChange={(event) => onMeasure(event.target.value as MeasureKey)}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t('Figures')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {[
            { value: true, label: t('Weighted to the roll') },
            { value: false, label: t('As answered') },
          ].map((option) => (
            <label key={option.label} className="flex min-h-12 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="weighting"
                className="size-5 accent-brand-700"
                checked={weightable ? weighted === option.value : !option.value}
                disabled={!weightable}
                onChange={() => onWeighted(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {!weightable && (
          <p className="text-sm text-muted">{t('The response rate is a count against the roll.')}</p>
        )}
      </fieldset>
    </div>
  );
}

/** Administrators colour the states by where the institution is, or where its graduates now live. */
export function MapPicker({
  value,
  onChange,
}: {
  value: MapDimension;
  onChange: (value: MapDimension) => void;
}) {
  return (
    <SelectField
      label={t('Colour the states by')}
      options={[
        { value: 'institution_state', label: dimensionLabel('institution_state') },
        { value: 'residence_state', label: dimensionLabel('residence_state') },
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value as MapDimension)}
    />
  );
}

/** The breakdown's one or two groupings (any two at once; institutions not by institution). */
export function BreakdownPicker({
  value,
  institution,
  onChange,
}: {
  value: GroupDimension[];
  institution: boolean;
  onChange: (value: GroupDimension[]) => void;
}) {
  const dimensions = GROUP_DIMENSIONS.filter((dimension) => !institution || allowedForInstitution(dimension));
  const [first = dimensions[0] as GroupDimension, second] = value;
  const options = (skip?: GroupDimension) =>
    dimensions
      .filter((dimension) => dimension !== skip)
      .map((dimension) => ({ value: dimension, label: dimensionLabel(dimension) }));
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
      <SelectField
        label={t('Group by')}
        options={options()}
        value={first}
        onChange={(event) => {
          const next = event.target.value as GroupDimension;
          onChange(second && second !== next ? [next, second] : [next]);
        }}
      />
      <SelectField
        label={t('And by')}
        placeholder={t('Nothing more')}
        options={options(first)}
        value={second ?? ''}
        onChange={(event) =>
          onChange(event.target.value ? [first, event.target.value as GroupDimension] : [first])
        }
      />
    </div>
  );
}
