import { COUNTRIES, lgasOf, NIGERIA, NIGERIAN_STATES } from '@tvet/contract';
import { useWatch } from 'react-hook-form';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { bind, type RegisterFormApi } from './register-bind';

const COUNTRY_OPTIONS = asOptions(COUNTRIES);
const STATE_OPTIONS = asOptions(NIGERIAN_STATES);

/**
 * Nationality, state and LGA (spec 000 §5): for Nigeria, state and LGA are dependent dropdowns (an LGA needs a
 * state); for any other nationality they are free text, state and district.
 */
export function OriginFields({ form }: { form: RegisterFormApi }) {
  const [nationality, state] = useWatch({ control: form.control, name: ['nationality', 'state'] });
  const clear = (...names: ('state' | 'lga')[]) => {
    for (const name of names) form.setValue(name, '');
  };

  return (
    <>
      <SelectField
        label={t('Nationality')}
        required
        options={COUNTRY_OPTIONS}
        autoComplete="country-name"
        {...bind(form, 'nationality', { onChange: () => clear('state', 'lga') })}
      />
      {nationality === NIGERIA ? (
        <>
          <SelectField
            label={t('State')}
            required
            placeholder={t('Choose your state')}
            options={STATE_OPTIONS}
            {...bind(form, 'state', { onChange: () => clear('lga') })}
          />
          <SelectField
            label={t('Local government area (LGA)')}
            required
            hint={state ? undefined : t('Choose your state first.')}
            placeholder={state ? t('Choose your LGA') : t('Choose a state first')}
            options={asOptions(lgasOf(state))}
            disabled={!state}
            {...bind(form, 'lga')}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('State or region')}
            required
            autoComplete="address-level1"
            {...bind(form, 'state')}
          />
          <TextField label={t('District')} required autoComplete="address-level2" {...bind(form, 'lga')} />
        </>
      )}
    </>
  );
}
