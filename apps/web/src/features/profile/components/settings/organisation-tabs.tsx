import { MESSAGES, type Profile } from '@tvet/contract';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import type { EditableRole } from '../../lib/changes';
import {
  BusinessFields,
  IndustryField,
  InstitutionCounts,
  InstitutionFacts,
  MailboxField,
  OrganisationContactFields,
  OrganisationFacts,
  PrincipalFields,
} from '../fields/organisation-groups';
import { NameField } from '../fields/person-groups';
import { ProfileForm } from '../profile-form';
import { DocumentUpload } from './document-upload';
import { PictureUpload } from './picture-upload';
import { SettingsSection } from './section';

interface TabProps {
  role: EditableRole;
  profile: Profile;
}
/** Institution and company settings: every field required, else 'all fields must be filled' (spec 001 §5). */
const settings = { variant: 'settings', requiredMessage: MESSAGES.allFieldsMustBeFilled } as const;

/** Institution Information: the institution, its principal administrator and contact; the mailbox read-only. */
export function InstitutionInfoTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <PictureUpload role={role} profile={profile} />
      <ProfileForm
        {...settings}
        role={role}
        profile={profile}
        idPrefix="settings-institution"
        fields={[
          'name',
          'institution_type',
          'ownership_type',
          'year_of_establishment',
          'year_of_first_visit',
          'area_of_specialization',
          'name_of_owner',
          'principal_name',
          'principal_qualification',
          'principal_grade_level',
          'address_country',
          'address_state',
          'street',
          'phone',
          'website',
        ]}
        // As in the wizard's contact step (spec 001 §5): a save is not refused for a website never given (issue 22.21).
        optional={['website']}
      >
        {(f) => (
          <>
            <SettingsSection id="settings-institution-heading" title={t('Institution')}>
              <NameField f={f} />
              <InstitutionFacts f={f} />
              <TextField {...f.bind('name_of_owner')} />
            </SettingsSection>
            <SettingsSection id="settings-principal-heading" title={t('Principal administrator')}>
              <PrincipalFields f={f} />
            </SettingsSection>
            <SettingsSection id="settings-contact-heading" title={t('Contact')}>
              <OrganisationContactFields f={f} />
              <MailboxField value={'mailbox' in profile ? profile.mailbox : null} />
            </SettingsSection>
          </>
        )}
      </ProfileForm>
    </div>
  );
}

/** Graduates Information: students, graduates, staff and accredited courses in figures. */
export function InstitutionGraduatesTab({ role, profile }: TabProps) {
  return (
    <ProfileForm
      {...settings}
      role={role}
      profile={profile}
      idPrefix="settings-figures"
      fields={[
        'total_number_of_students',
        'number_of_graduates',
        'staff_academic',
        'staff_non_academic',
        'number_of_accredited_courses',
      ]}
    >
      {(f) => <InstitutionCounts f={f} />}
    </ProfileForm>
  );
}

/**
 * Company Information: address, phone, website, principal official, date of establishment, industry, branches,
 * corps members, size and ownership all required (spec 001 §5); the logo and CAC document upload apart.
 */
export function CompanyTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <PictureUpload role={role} profile={profile} />
      <ProfileForm
        {...settings}
        role={role}
        profile={profile}
        idPrefix="settings-company"
        fields={[
          'name',
          'industry_type',
          'organization_size',
          'ownership_type',
          'address_country',
          'address_state',
          'street',
          'phone',
          'website',
          'name_of_principal_official',
          'date_of_establishment',
          'number_of_branches',
          'accepts_corp_members',
        ]}
      >
        {(f) => (
          <>
            <SettingsSection id="settings-company-heading" title={t('Company')}>
              <NameField f={f} />
              <IndustryField f={f} />
              <BusinessFields f={f} />
            </SettingsSection>
            <SettingsSection id="settings-company-contact-heading" title={t('Contact')}>
              <OrganisationContactFields f={f} />
            </SettingsSection>
            <SettingsSection id="settings-organisation-heading" title={t('Organization')}>
              <OrganisationFacts f={f} />
            </SettingsSection>
          </>
        )}
      </ProfileForm>
      <DocumentUpload role={role} profile={profile} type="cac_document" />
    </div>
  );
}
