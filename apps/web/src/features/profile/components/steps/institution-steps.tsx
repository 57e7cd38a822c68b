import { MESSAGES } from '@tvet/contract';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import { AddressFields } from '../fields/address-fields';
import {
  InstitutionCounts,
  InstitutionFacts,
  PrincipalFields,
  WebsiteField,
} from '../fields/organisation-groups';
import { PhoneField } from '../fields/phone-field';
import { ProfileForm } from '../profile-form';
import { formPropsOf, type StepProps } from './step-shell';

/** Institution wizard: every field required, "Invalid feilds: all feilds are required" (spec 001 §5). */
const wizard = { variant: 'wizard', requiredMessage: MESSAGES.invalidFeilds } as const;

/** Type, ownership, years, specialisation and the counts (which make the profile half complete). */
export function InstitutionOverviewStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={[
        'institution_type',
        'ownership_type',
        'year_of_establishment',
        'year_of_first_visit',
        'area_of_specialization',
        'total_number_of_students',
        'number_of_graduates',
        'staff_academic',
        'staff_non_academic',
        'number_of_accredited_courses',
      ]}
    >
      {(f) => (
        <>
          <InstitutionFacts f={f} />
          <InstitutionCounts f={f} />
        </>
      )}
    </ProfileForm>
  );
}

export function PrincipalStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={['principal_name', 'principal_qualification', 'principal_grade_level']}
    >
      {(f) => <PrincipalFields f={f} />}
    </ProfileForm>
  );
}

/** Contact information (the website is optional here, spec 001 §5) and the owner's name, which completes it. */
export function InstitutionContactStep(step: StepProps) {
  return (
    <ProfileForm
      {...wizard}
      {...formPropsOf(step)}
      fields={['address_country', 'address_state', 'street', 'phone', 'website', 'name_of_owner']}
      optional={['website']}
      fallback={{ address_country: 'Nigeria' }}
      submitLabel={t('Save and finish')}
    >
      {(f) => (
        <>
          <AddressFields f={f} />
          <PhoneField
            {...f.bind('phone')}
            hint={t("The institution's Nigerian phone number, e.g. 803 123 4567.")}
          />
          <WebsiteField f={f} />
          <TextField
            hint={t('The government, body or person that owns the institution.')}
            {...f.bind('name_of_owner')}
          />
        </>
      )}
    </ProfileForm>
  );
}
