import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import {
  EMPLOYER_OWNERSHIP_OPTIONS,
  INDUSTRY_OPTIONS,
  INSTITUTION_OWNERSHIP_OPTIONS,
  INSTITUTION_TYPE_OPTIONS,
} from '../lib/option-labels';
import { bind, type RegisterFormApi } from './register-bind';

/** Institution and employer sign-up: the organisation's name, kind and ownership. */
export function OrganisationFields({
  form,
  type,
}: {
  form: RegisterFormApi;
  type: 'institution' | 'employer';
}) {
  const isInstitution = type === 'institution';
  return (
    <>
      <TextField
        label={isInstitution ? 'Institution name' : 'Organisation name'}
        required
        autoComplete="organization"
        {...bind(form, 'name')}
      />
      {isInstitution ? (
        <SelectField
          label={t('Institution type')}
          required
          placeholder={t('Choose the institution type')}
          options={INSTITUTION_TYPE_OPTIONS}
          {...bind(form, 'institution_type')}
        />
      ) : (
        <SelectField
          label={t('Industry')}
          required
          placeholder={t('Choose the industry')}
          options={INDUSTRY_OPTIONS}
          {...bind(form, 'industry_type')}
        />
      )}
      <SelectField
        label={t('Ownership type')}
        required
        placeholder={t('Choose the ownership type')}
        options={isInstitution ? INSTITUTION_OWNERSHIP_OPTIONS : EMPLOYER_OWNERSHIP_OPTIONS}
        {...bind(form, 'ownership_type')}
      />
    </>
  );
}
