import { MESSAGES, type Profile } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import type { EditableRole } from '../../lib/changes';
import { AddressFields } from '../fields/address-fields';
import {
  EmploymentFields,
  MatricField,
  NameField,
  NinField,
  OLevelFields,
  PersonFields,
  QualificationField,
  StaffCategoryField,
  StaffEmploymentFields,
} from '../fields/person-groups';
import { LinkedInstitutions } from '../institutions/linked-institutions';
import { StaffInstitutionField } from '../institutions/staff-institution-field';
import { ProfileForm } from '../profile-form';
import { DocumentUpload } from './document-upload';
import { PictureUpload } from './picture-upload';
import { SettingsSection } from './section';

interface TabProps {
  role: EditableRole;
  profile: Profile;
}
/** Settings forms: 'Update info' appears after a change; blank fields say 'all fields must be filled'. */
const settings = { variant: 'settings', requiredMessage: MESSAGES.allFieldsMustBeFilled } as const;

/**
 * Personal information (graduate and staff): street, gender, phone, date of birth, NIN, state, residence
 * state, country, nationality and LGA all required (spec 000 §5, spec 001 §5), plus the name and picture.
 */
export function PersonalTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <PictureUpload role={role} profile={profile} />
      <SettingsSection id="settings-personal-heading" title={t('Personal details and contact')}>
        <ProfileForm
          {...settings}
          role={role}
          profile={profile}
          idPrefix="settings-personal"
          fields={[
            'name',
            'gender',
            'date_of_birth',
            'nationality',
            'state',
            'lga',
            'phone',
            'nin',
            'address_country',
            'address_state',
            'street',
          ]}
        >
          {(f) => (
            <>
              <NameField f={f} />
              <PersonFields f={f} />
              <NinField f={f} />
              <AddressFields f={f} />
            </>
          )}
        </ProfileForm>
      </SettingsSection>
    </div>
  );
}

/** The graduate's institutions (added and removed at once) and employment ('all fields must be filled'). */
export function GraduateInstitutionEmploymentTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <LinkedInstitutions graduateId={profile._id} id="settings-institutions" />
      <SettingsSection id="settings-employment-heading" title={t('Employment')}>
        <ProfileForm
          {...settings}
          role={role}
          profile={profile}
          idPrefix="settings-employment"
          fields={['is_employed', 'current_occupation', 'skills']}
        >
          {(f) => <EmploymentFields f={f} />}
        </ProfileForm>
      </SettingsSection>
      <DocumentUpload role={role} profile={profile} type="resume" />
    </div>
  );
}

/** Education and identification: qualification and NIN required (spec 000 §5); matric, O level, school ID. */
export function GraduateEducationTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <ProfileForm
        {...settings}
        role={role}
        profile={profile}
        idPrefix="settings-education"
        fields={[
          'highest_academic_qualification',
          'nin',
          'matric_number',
          'o_level_type',
          'o_level_sittings',
        ]}
        optional={['matric_number', 'o_level_type', 'o_level_sittings']}
      >
        {(f) => (
          <>
            <QualificationField f={f} />
            <NinField f={f} />
            <MatricField f={f} />
            <OLevelFields f={f} />
          </>
        )}
      </ProfileForm>
      <DocumentUpload role={role} profile={profile} type="school_id" />
    </div>
  );
}

/** The staff member's institution and appointment, all required (spec 001 §5). */
export function StaffInstitutionEmploymentTab({ role, profile }: TabProps) {
  return (
    <ProfileForm
      {...settings}
      role={role}
      profile={profile}
      idPrefix="settings-staff-employment"
      fields={[
        'institution_id',
        'staff_category',
        'current_grade_level',
        'employer_category',
        'mode_of_appointment',
        'type_of_appointment',
      ]}
    >
      {(f) => (
        <>
          <StaffInstitutionField f={f} />
          <StaffCategoryField f={f} />
          <StaffEmploymentFields f={f} />
        </>
      )}
    </ProfileForm>
  );
}

/** Qualification and NIN required (spec 001 §5), and the ID card. */
export function StaffEducationTab({ role, profile }: TabProps) {
  return (
    <div className="flex flex-col gap-8">
      <ProfileForm
        {...settings}
        role={role}
        profile={profile}
        idPrefix="settings-staff-education"
        fields={['highest_academic_qualification', 'nin']}
      >
        {(f) => (
          <>
            <QualificationField f={f} />
            <NinField f={f} />
          </>
        )}
      </ProfileForm>
      <DocumentUpload role={role} profile={profile} type="id_card" />
    </div>
  );
}
