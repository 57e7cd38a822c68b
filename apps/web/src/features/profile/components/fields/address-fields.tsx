import { COUNTRIES, NIGERIA, NIGERIAN_STATES } from '@tvet/contract';
import { useWatch } from 'react-hook-form';
import { asOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import type { FieldApi } from '../profile-form';

const COUNTRY_OPTIONS = asOptions(COUNTRIES);
const STATE_OPTIONS = asOptions(NIGERIAN_STATES);

/** Where someone lives or an organisation sits: country, state and street, stored as street|state|country. */
export function AddressFields({ f }: { f: FieldApi }) {
  const country = useWatch({ control: f.form.control, name: 'address_country' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          options={COUNTRY_OPTIONS}
          placeholder={t('Choose the country')}
          autoComplete="country-name"
          {...f.bind('address_country', {
            onChange: () => f.form.setValue('address_state', '', { shouldDirty: true }),
          })}
        />
        {country === NIGERIA ? (
          <SelectField
            placeholder={t('Choose the state')}
            options={STATE_OPTIONS}
            {...f.bind('address_state')}
          />
        ) : (
          <TextField autoComplete="address-level1" {...f.bind('address_state')} />
        )}
      </div>
      <TextField autoComplete="street-address" {...f.bind('street')} />
    </>
  );
}
