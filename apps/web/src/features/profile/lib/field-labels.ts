import type { UserType } from '@tvet/contract';
import type { FormField } from './form-values';

/** What each input is called on screen; blank-field messages name it the same way. */
export const FIELD_LABELS: Record<FormField, string> = {
  name: 'Full name',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  state: 'State of origin',
  lga: 'Local government area (LGA)',
  phone: 'Phone number',
  street: 'Street address',
  address_state: 'State of residence',
  address_country: 'Country of residence',
  nin: 'National Identification Number (NIN)',
  highest_academic_qualification: 'Highest academic qualification',
  matric_number: 'Matric number',
  o_level_type: "O' level certificate",
  o_level_sittings: 'Number of times attempted',
  is_employed: 'Are you employed?',
  current_occupation: 'Current occupation',
  skills: 'Skills acquired',
  institution_id: 'Institution',
  staff_category: 'Staff category',
  current_grade_level: 'Current grade level',
  employer_category: 'Employer category',
  mode_of_appointment: 'Mode of appointment',
  type_of_appointment: 'Type of appointment',
  institution_type: 'Institution type',
  ownership_type: 'Ownership type',
  year_of_establishment: 'Year of establishment',
  year_of_first_visit: 'Year of first accreditation visit',
  area_of_specialization: 'Area of specialisation',
  total_number_of_students: 'Total number of students',
  number_of_graduates: 'Number of graduates',
  staff_academic: 'Academic staff',
  staff_non_academic: 'Non-academic staff',
  number_of_accredited_courses: 'Number of accredited courses',
  principal_name: 'Name of principal administrator',
  principal_qualification: 'Highest academic qualification',
  principal_grade_level: 'Grade level',
  name_of_owner: 'Name of owner (proprietor)',
  website: 'Website',
  industry_type: 'Industry',
  organization_size: 'Organisation size (employees)',
  name_of_principal_official: 'Name of principal officer',
  date_of_establishment: 'Date of establishment',
  number_of_branches: 'Number of branches',
  accepts_corp_members: 'Do you accept NYSC corps members?',
};

/** An organisation has a name and a seat, not a full name and a residence. */
const ORGANISATION_LABELS: Partial<Record<FormField, string>> = {
  name: 'Organisation name',
  address_country: 'Country',
  address_state: 'State',
};

export function labelOf(field: FormField, role: UserType): string {
  if (role === 'institution' && field === 'name') return 'Institution name';
  const organisation = role === 'institution' || role === 'employer';
  return (organisation && ORGANISATION_LABELS[field]) || FIELD_LABELS[field];
}

/** "Date of birth is required": blank-field messages name the field as its label does. */
export const blankMessage = (field: FormField, role: UserType) =>
  `${labelOf(field, role).replace(/\?$/, '')} is required`;
