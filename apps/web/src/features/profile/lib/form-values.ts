import { decodeWebsite, joinAddress, PHONE_PREFIX, type Profile, splitAddress } from '@tvet/contract';

/**
 * Every input of every profile form (wizard steps and settings tabs), as the text the inputs hold. One shape
 * for all of them lets the field groups be shared; each form validates and sends only its own fields.
 */
export const EMPTY_VALUES = {
  name: '',
  gender: '',
  date_of_birth: '',
  nationality: '',
  state: '',
  lga: '',
  /** The ten digits after +234. */
  phone: '',
  street: '',
  address_state: '',
  address_country: '',
  nin: '',
  highest_academic_qualification: '',
  matric_number: '',
  o_level_type: '',
  o_level_sittings: '',
  /** 'yes' | 'no' | '' */
  is_employed: '',
  current_occupation: '',
  /** Comma-separated, as typed (spec 000 §5). */
  skills: '',
  institution_id: '',
  staff_category: '',
  current_grade_level: '',
  employer_category: '',
  mode_of_appointment: '',
  type_of_appointment: '',
  institution_type: '',
  ownership_type: '',
  year_of_establishment: '',
  year_of_first_visit: '',
  area_of_specialization: '',
  total_number_of_students: '',
  number_of_graduates: '',
  staff_academic: '',
  staff_non_academic: '',
  number_of_accredited_courses: '',
  principal_name: '',
  principal_qualification: '',
  principal_grade_level: '',
  name_of_owner: '',
  /** Decoded, as people read it; sent URL-encoded by the contract's websiteField. */
  website: '',
  industry_type: '',
  organization_size: '',
  name_of_principal_official: '',
  date_of_establishment: '',
  number_of_branches: '',
  /** 'yes' | 'no' | '' */
  accepts_corp_members: '',
};
export type ProfileFormValues = typeof EMPTY_VALUES;
export type FormField = keyof ProfileFormValues;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');

/** The national number without +234, as the phone input shows it next to its fixed prefix. */
export function localPhone(stored: string | null | undefined): string {
  const value = stored ?? '';
  return value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value;
}

/** The form's starting values: what is stored, in the inputs' text form. */
export function valuesFromProfile(profile: Profile): ProfileFormValues {
  const p = profile as unknown as Record<string, unknown>;
  const account = profile.user_id;
  const address = splitAddress(account.address);
  const oLevel = p.o_level_certifications as {
    certification_type?: string;
    number_of_sittings?: number;
  } | null;
  const staffCount = p.number_of_staff as { academic?: number; non_academic?: number } | null;
  const principal = p.principal_administrator as Record<string, string> | null;
  return {
    ...EMPTY_VALUES,
    name: account.name,
    gender: text(p.gender),
    date_of_birth: text(p.date_of_birth),
    nationality: text(p.nationality),
    state: text(p.state),
    lga: text(p.lga),
    phone: localPhone(account.phone ?? text(p.phone)),
    street: address.street,
    address_state: address.state,
    address_country: address.country,
    nin: text(p.nin),
    highest_academic_qualification: text(p.highest_academic_qualification),
    matric_number: text(p.matric_number),
    o_level_type: text(oLevel?.certification_type),
    o_level_sittings: text(oLevel?.number_of_sittings),
    is_employed: yesNo(p.is_employed),
    current_occupation: text(p.current_occupation),
    skills: Array.isArray(p.skills_acquired) ? p.skills_acquired.join(', ') : '',
    institution_id: text(p.institution_id),
    staff_category: text(p.staff_category),
    current_grade_level: text(p.current_grade_level),
    employer_category: text(p.employer_category),
    mode_of_appointment: text(p.mode_of_appointment),
    type_of_appointment: text(p.type_of_appointment),
    institution_type: text(p.institution_type),
    ownership_type: text(p.ownership_type),
    year_of_establishment: text(p.year_of_establishment),
    year_of_first_visit: text(p.year_of_first_visit),
    area_of_specialization: text(p.area_of_specialization),
    total_number_of_students: text(p.total_number_of_students),
    number_of_graduates: text(p.number_of_graduates),
    staff_academic: text(staffCount?.academic),
    staff_non_academic: text(staffCount?.non_academic),
    number_of_accredited_courses: text(p.number_of_accredited_courses),
    principal_name: text(principal?.name),
    principal_qualification: text(principal?.heighest_academic_qualifications),
    principal_grade_level: text(principal?.grade_level),
    name_of_owner: text(p.name_of_owner),
    website: decodeWebsite(text(p.website_url)),
    industry_type: text(p.industry_type),
    organization_size: text(p.organization_size),
    name_of_principal_official: text(p.name_of_principal_official),
    date_of_establishment: text(p.date_of_establishment),
    number_of_branches: text(p.number_of_branches),
    accepts_corp_members: yesNo(p.accepts_corp_members),
  };
}

/** Form fields that are typed as one thing but sent as another body field. */
const GROUPS: Record<string, readonly FormField[]> = {
  address: ['street', 'address_state', 'address_country'],
  o_level_certifications: ['o_level_type', 'o_level_sittings'],
  number_of_staff: ['staff_academic', 'staff_non_academic'],
  principal_administrator: ['principal_name', 'principal_qualification', 'principal_grade_level'],
  skills_acquired: ['skills'],
  website_url: ['website'],
};
const NUMBERS: readonly FormField[] = [
  'year_of_establishment',
  'year_of_first_visit',
  'total_number_of_students',
  'number_of_graduates',
  'number_of_accredited_courses',
  'number_of_branches',
];
const BOOLEANS: readonly FormField[] = ['is_employed', 'accepts_corp_members'];
const GROUPED = new Set(Object.values(GROUPS).flat());

/** The form fields behind one body field (e.g. address: street, state and country). */
export function formFieldsOf(bodyField: string): readonly FormField[] {
  return GROUPS[bodyField] ?? (bodyField in EMPTY_VALUES ? [bodyField as FormField] : []);
}

/**
 * The PATCH body for `fields` of a valid form, before the contract's schema normalises it (phone to +234…,
 * website encoded). Blank optional fields are left out: the API has no way to clear them.
 */
export function bodyFrom(values: ProfileFormValues, fields: readonly FormField[]): Record<string, unknown> {
  const has = (field: FormField) => fields.includes(field) && values[field].trim() !== '';
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (GROUPED.has(field) || !has(field)) continue;
    const value = values[field].trim();
    if (NUMBERS.includes(field)) body[field] = Number(value);
    else if (BOOLEANS.includes(field)) body[field] = value === 'yes';
    else body[field] = value;
  }
  if (fields.includes('current_occupation') && values.is_employed === 'no') body.current_occupation = null;
  if (has('street') && has('address_state') && has('address_country')) {
    body.address = joinAddress({
      street: values.street.trim(),
      state: values.address_state.trim(),
      country: values.address_country.trim(),
    });
  }
  if (has('o_level_type') && has('o_level_sittings')) {
    body.o_level_certifications = {
      certification_type: values.o_level_type,
      number_of_sittings: Number(values.o_level_sittings),
    };
  }
  if (has('staff_academic') && has('staff_non_academic')) {
    body.number_of_staff = {
      academic: Number(values.staff_academic),
      non_academic: Number(values.staff_non_academic),
    };
  }
  if (has('principal_name') && has('principal_qualification') && has('principal_grade_level')) {
    body.principal_administrator = {
      name: values.principal_name.trim(),
      heighest_academic_qualifications: values.principal_qualification,
      grade_level: values.principal_grade_level,
    };
  }
  if (has('skills')) body.skills_acquired = splitSkills(values.skills);
  if (has('website')) body.website_url = values.website.trim();
  return body;
}

/** "Welding, solar PV ,  wiring" -> ["Welding", "solar PV", "wiring"]. */
export function splitSkills(typed: string): string[] {
  return typed
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}
