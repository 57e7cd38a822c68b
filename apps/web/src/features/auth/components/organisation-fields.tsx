import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
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
          label="Institution type"
          required
          placeholder="Choose the institution type"
          options={INSTITUTION_TYPE_OPTIONS}
          {...bind(form, 'institution_type')}
        />
      ) : (
        <SelectField
          label="Industry"
          required
          placeholder="Choose the industry"
          options={INDUSTRY_OPTIONS}
          {...bind(form, 'industry_type')}
        />
      )}
      <SelectField
        label="Ownership type"
        required
        placeholder="Choose the ownership type"
        options={isInstitution ? INSTITUTION_OWNERSHIP_OPTIONS : EMPLOYER_OWNERSHIP_OPTIONS}
        {...bind(form, 'ownership_type')}
      />
    </>
  );
}
