import type { Profile, UserType } from '@tvet/contract';

const ACCOUNT = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Chiamaka Okafor',
  username: 'chiamaka_o',
  email: 'chiamaka@example.ng',
  phone: null as string | null,
  avatar: null as Profile['user_id']['avatar'],
  address: null as string | null,
  is_email_verified: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

const EMPTY_ROLE_FIELDS: Record<UserType, Record<string, unknown>> = {
  graduate: {
    gender: 'female',
    date_of_birth: null,
    nationality: 'Nigeria',
    state: 'Enugu',
    lga: 'Nsukka',
    nin: null,
    phone: null,
    highest_academic_qualification: null,
    matric_number: null,
    o_level_certifications: null,
    is_employed: null,
    current_occupation: null,
    skills_acquired: [],
    resume_id: null,
    school_id: null,
  },
  staff: {
    gender: 'male',
    date_of_birth: null,
    nationality: 'Nigeria',
    state: 'Ogun',
    lga: 'Yewa South',
    nin: null,
    phone: null,
    highest_academic_qualification: null,
    institution_id: null,
    staff_category: null,
    current_grade_level: null,
    employer_category: null,
    mode_of_appointment: null,
    type_of_appointment: null,
    id_card: null,
  },
  institution: {
    institution_type: 'federal-polytechnics',
    ownership_type: 'federal',
    year_of_establishment: null,
    year_of_first_visit: null,
    area_of_specialization: null,
    total_number_of_students: null,
    number_of_graduates: null,
    number_of_staff: null,
    number_of_accredited_courses: null,
    principal_administrator: null,
    name_of_owner: null,
    mailbox: null,
    website_url: null,
    is_verified: false,
  },
  employer: {
    industry_type: 'Manufacturing',
    website_url: null,
    organization_size: null,
    ownership_type: 'private',
    name_of_principal_official: null,
    date_of_establishment: null,
    accepts_corp_members: null,
    number_of_branches: null,
    cac_document: null,
    logo: null,
  },
  mentor: { mentor_type: 'individual', area_of_specialization: null, industry_type: null },
  admin: {},
};

/** A freshly registered profile of `userType`, with `fields` (role fields) and `account` overriding it. */
export function profileOf(
  userType: UserType,
  fields: Record<string, unknown> = {},
  account: Partial<typeof ACCOUNT> = {},
): Profile {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    user_type: userType,
    user_id: { ...ACCOUNT, user_type: userType, ...account },
    is_profile_complete: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...EMPTY_ROLE_FIELDS[userType],
    ...fields,
  } as Profile;
}

export const FILE = { url: '/api/v1/files/abc', title: 'cac.pdf', size: 48213, mimetype: 'application/pdf' };
export const ADDRESS = '12 Harmony Road|Ogun|Nigeria';
