import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/i18n/i18n';
import {
  EMPLOYER_OWNERSHIP_OPTIONS,
  GRADE_LEVEL_OPTIONS,
  INDUSTRY_OPTIONS,
  INSTITUTION_OWNERSHIP_OPTIONS,
  INSTITUTION_TYPE_OPTIONS,
  QUALIFICATION_OPTIONS,
  SIZE_OPTIONS,
} from '../../lib/options';
import type { FieldApi } from '../profile-form';
import { AddressFields } from './address-fields';
import { ChoiceField } from './choice-field';
import { PhoneField } from './phone-field';

const today = () => new Date().toISOString().slice(0, 10);
const year = new Date().getFullYear();
const count = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/** Institution type, ownership, years and specialisation (the first part of the institution overview). */
export function InstitutionFacts({ f }: { f: FieldApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        options={INSTITUTION_TYPE_OPTIONS}
        placeholder={t('Choose the type')}
        {...f.bind('institution_type')}
      />
      <SelectField
        options={INSTITUTION_OWNERSHIP_OPTIONS}
        placeholder={t('Choose the ownership')}
        {...f.bind('ownership_type')}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={1800}
        max={year}
        {...f.bind('year_of_establishment')}
      />
      <TextField type="number" inputMode="numeric" min={1800} max={year} {...f.bind('year_of_first_visit')} />
      <div className="sm:col-span-2">
        <TextField {...f.bind('area_of_specialization')} />
      </div>
    </div>
  );
}

/** The counts that make an institution's profile half complete (spec 001 §4). */
export function InstitutionCounts({ f }: { f: FieldApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...count} {...f.bind('total_number_of_students')} />
      <TextField {...count} {...f.bind('number_of_graduates')} />
      <TextField {...count} {...f.bind('staff_academic')} />
      <TextField {...count} {...f.bind('staff_non_academic')} />
      <TextField {...count} {...f.bind('number_of_accredited_courses')} />
    </div>
  );
}

export function PrincipalFields({ f }: { f: FieldApi }) {
  return (
    <>
      <TextField autoComplete="off" {...f.bind('principal_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          options={QUALIFICATION_OPTIONS}
          placeholder={t('Choose the qualification')}
          {...f.bind('principal_qualification')}
        />
        <SelectField
          options={GRADE_LEVEL_OPTIONS}
          placeholder={t('Choose the grade level')}
          {...f.bind('principal_grade_level')}
        />
      </div>
    </>
  );
}

export function WebsiteField({ f }: { f: FieldApi }) {
  return (
    <TextField
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder={t('https://')}
      hint={t('For example https://www.example.com.ng')}
      {...f.bind('website')}
    />
  );
}

/** Address, phone and website of an organisation. */
export function OrganisationContactFields({ f }: { f: FieldApi }) {
  return (
    <>
      <AddressFields f={f} />
      <PhoneField
        {...f.bind('phone')}
        hint={t("The organisation's Nigerian phone number, e.g. 803 123 4567.")}
      />
      <WebsiteField f={f} />
    </>
  );
}

/** The institution's mailbox is assigned by the platform and only shown (spec 001 §2). */
export function MailboxField({ value }: { value: string | null }) {
  return (
    <TextField
      id="institution-mailbox"
      label={t('Mailbox')}
      value={value ?? 'Not assigned yet'}
      readOnly
      hint={t('Assigned by the platform; it cannot be changed here.')}
      className="bg-gray-100"
    />
  );
}

export function BusinessFields({ f }: { f: FieldApi }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        options={SIZE_OPTIONS}
        placeholder={t('Choose the size')}
        {...f.bind('organization_size')}
      />
      <SelectField
        options={EMPLOYER_OWNERSHIP_OPTIONS}
        placeholder={t('Choose the ownership')}
        {...f.bind('ownership_type')}
      />
    </div>
  );
}

export function IndustryField({ f }: { f: FieldApi }) {
  return (
    <SelectField
      options={INDUSTRY_OPTIONS}
      placeholder={t('Choose the industry')}
      {...f.bind('industry_type')}
    />
  );
}

/** Principal officer, establishment date, branches (default 1) and NYSC corps members (spec 001 §5). */
export function OrganisationFacts({ f }: { f: FieldApi }) {
  return (
    <>
      <TextField autoComplete="off" {...f.bind('name_of_principal_official')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" max={today()} {...f.bind('date_of_establishment')} />
        <TextField type="number" inputMode="numeric" min={1} step={1} {...f.bind('number_of_branches')} />
      </div>
      <ChoiceField {...f.bind('accepts_corp_members')} />
    </>
  );
}
