import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { GENDER_OPTIONS } from '../lib/option-labels';
import { OriginFields } from './origin-fields';
import { bind, type RegisterFormApi } from './register-bind';

/** Graduate and staff sign-up: a person's names, gender and origin. */
export function PersonFields({ form }: { form: RegisterFormApi }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('First name')} required autoComplete="given-name" {...bind(form, 'first_name')} />
        <TextField label={t('Last name')} required autoComplete="family-name" {...bind(form, 'last_name')} />
      </div>
      <SelectField
        label={t('Gender')}
        required
        placeholder={t('Choose your gender')}
        options={GENDER_OPTIONS}
        {...bind(form, 'gender')}
      />
      <OriginFields form={form} />
    </>
  );
}
