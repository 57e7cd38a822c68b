import { useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import {
  APPOINTMENT_TYPE_OPTIONS,
  EMPLOYER_CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  GRADE_LEVEL_OPTIONS,
  MODE_OPTIONS,
  O_LEVEL_OPTIONS,
  QUALIFICATION_OPTIONS,
  SITTING_OPTIONS,
  STAFF_CATEGORY_OPTIONS,
} from '../../lib/options';
import type { FieldApi } from '../profile-form';
import { ChoiceField } from './choice-field';
import { OriginFields } from './origin-fields';
import { PhoneField } from './phone-field';

const today = () => new Date().toISOString().slice(0, 10);

export function NameField({ f }: { f: FieldApi }) {
  const organisation = f.role === 'institution' || f.role === 'employer';
  return <TextField autoComplete={organisation ? 'organization' : 'name'} {...f.bind('name')} />;
}

/** Profile info (spec 000 §5): gender, date of birth, nationality, state, LGA and phone. */
export function PersonFields({ f }: { f: FieldApi }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField options={GENDER_OPTIONS} placeholder={t('Choose your gender')} {...f.bind('gender')} />
        <TextField type="date" max={today()} autoComplete="bday" {...f.bind('date_of_birth')} />
      </div>
      <OriginFields f={f} />
      <PhoneField {...f.bind('phone')} />
    </>
  );
}

export function NinField({ f }: { f: FieldApi }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      maxLength={11}
      hint={t('The 11 digits on your NIN slip or national ID card.')}
      {...f.bind('nin')}
    />
  );
}

export function MatricField({ f, required }: { f: FieldApi; required?: boolean }) {
  const binding = f.bind('matric_number');
  return <TextField autoComplete="off" {...binding} required={required ?? binding.required} />;
}

export function QualificationField({ f }: { f: FieldApi }) {
  return (
    <SelectField
      options={QUALIFICATION_OPTIONS}
      placeholder={t('Choose one')}
      {...f.bind('highest_academic_qualification')}
    />
  );
}

export function OLevelFields({ f }: { f: FieldApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        options={O_LEVEL_OPTIONS}
        placeholder={t('Choose the certificate')}
        {...f.bind('o_level_type')}
      />
      <SelectField
        options={SITTING_OPTIONS}
        placeholder={t('Choose how many')}
        {...f.bind('o_level_sittings')}
      />
    </div>
  );
}

/** Employment (spec 000 §5): employed yes/no, occupation only when employed, skills typed comma-separated. */
export function EmploymentFields({ f }: { f: FieldApi }) {
  const employed = useWatch({ control: f.form.control, name: 'is_employed' });
  return (
    <>
      <ChoiceField {...f.bind('is_employed')} />
      {employed === 'yes' && (
        <TextField autoComplete="organization-title" {...f.bind('current_occupation')} required />
      )}
      <TextField
        hint={t('Separate skills with commas, e.g. Welding, Solar PV installation.')}
        {...f.bind('skills')}
      />
    </>
  );
}

export function StaffCategoryField({ f }: { f: FieldApi }) {
  return (
    <SelectField
      options={STAFF_CATEGORY_OPTIONS}
      placeholder={t('Choose your category')}
      {...f.bind('staff_category')}
    />
  );
}

/** A staff member's appointment (spec 001 §5): grade level, employer category, mode and type of appointment. */
export function StaffEmploymentFields({ f }: { f: FieldApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        options={GRADE_LEVEL_OPTIONS}
        placeholder={t('Choose your grade level')}
        {...f.bind('current_grade_level')}
      />
      <SelectField
        options={EMPLOYER_CATEGORY_OPTIONS}
        placeholder={t('Choose the category')}
        {...f.bind('employer_category')}
      />
      <SelectField
        options={MODE_OPTIONS}
        placeholder={t('Choose the mode')}
        {...f.bind('mode_of_appointment')}
      />
      <SelectField
        options={APPOINTMENT_TYPE_OPTIONS}
        placeholder={t('Choose the type')}
        {...f.bind('type_of_appointment')}
      />
    </div>
  );
}
