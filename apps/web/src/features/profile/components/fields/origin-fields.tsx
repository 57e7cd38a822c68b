import { COUNTRIES, lgasOf, NIGERIA, NIGERIAN_STATES } from '@tvet/contract';
import { useWatch } from 'react-hook-form';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import type { FieldApi } from '../profile-form';

const COUNTRY_OPTIONS = asOptions(COUNTRIES);
const STATE_OPTIONS = asOptions(NIGERIAN_STATES);

/**
 * Nationality, state and LGA (spec 000 §5): for Nigeria, state and LGA are dependent dropdowns (an LGA needs a
 * state); for any other nationality they are free text, state and district. (The registration form's pattern,
 * adapted to the profile forms.)
 */
export function OriginFields({ f }: { f: FieldApi }) {
  const [nationality, state] = useWatch({ control: f.form.control, name: ['nationality', 'state'] });
  const clear = (...names: ('state' | 'lga')[]) => {
    for (const name of names) f.form.setValue(name, '', { shouldDirty: true });
  };
  return (
    <>
      <SelectField
        options={COUNTRY_OPTIONS}
        placeholder={t('Choose your nationality')}
        autoComplete="country-name"
        {...f.bind('nationality', { onChange: () => clear('state', 'lga') })}
      />
      {nationality === NIGERIA ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            placeholder={t('Choose your state')}
            options={STATE_OPTIONS}
            {...f.bind('state', { onChange: () => clear('lga') })}
          />
          <SelectField
            hint={state ? undefined : t('Choose your state first.')}
            placeholder={state ? t('Choose your LGA') : t('Choose a state first')}
            options={asOptions(lgasOf(state))}
            disabled={!state}
            {...f.bind('lga')}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...f.bind('state')} />
          <TextField {...f.bind('lga')} label={t('LGA or district')} />
        </div>
      )}
    </>
  );
}
