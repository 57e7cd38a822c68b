import type { Profile, UserType } from '@tvet/contract';

/** Roles with a /get-started wizard (mentors and admins have none). */
export type OnboardingRole = Extract<UserType, 'graduate' | 'staff' | 'institution' | 'employer'>;

export type Fields = Record<string, unknown>;
/** The profile's own fields with the account's address, picture and phone, as the wizard's rules read them. */
export const fieldsOf = (profile: Profile): Fields => ({
  ...(profile as unknown as Fields),
  address: profile.user_id.address,
  avatar: profile.user_id.avatar,
  phone: profile.user_id.phone,
});
export const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';
const allSet =
  (...names: string[]) =>
  (f: Fields) =>
    names.every((name) => isSet(f[name]));

export type SubStepId =
  | 'picture'
  | 'person'
  | 'contact'
  | 'graduate-institution'
  | 'o-level'
  | 'nin'
  | 'employment'
  | 'staff-institution'
  | 'staff-employment'
  | 'staff-identification'
  | 'institution-overview'
  | 'principal'
  | 'institution-contact'
  | 'employer-contact'
  | 'business'
  | 'organisation'
  | 'uploads';

export interface SubStep {
  id: SubStepId;
  title: string;
  /** Already filled in: the wizard resumes at the first sub-step that is not. */
  done: (fields: Fields) => boolean;
}

export interface Section {
  id: string;
  title: string;
  summary: string;
  /** The section counts as finished (spec 000 §2, spec 001 §4). */
  done: (fields: Fields) => boolean;
  steps: SubStep[];
}

const personal: Section = {
  id: 'personal',
  title: 'Personal information',
  summary: 'Profile picture, personal details and where you live.',
  done: allSet('address'),
  steps: [
    { id: 'picture', title: 'Profile picture', done: allSet('avatar') },
    {
      id: 'person',
      title: 'Profile info',
      done: allSet('gender', 'date_of_birth', 'nationality', 'state', 'lga', 'phone'),
    },
    { id: 'contact', title: 'Contact', done: allSet('address') },
  ],
};

export const countsPresent = allSet(
  'total_number_of_students',
  'number_of_graduates',
  'number_of_staff',
  'number_of_accredited_courses',
);

/** The wizard of each role: sections in order, each with its sub-steps (spec 000 §2, spec 001 §2). */
export const WIZARDS: Record<OnboardingRole, Section[]> = {
  graduate: [
    personal,
    {
      id: 'education',
      title: 'Education details',
      summary: 'Your institution and matric number or school ID, O’ level and NIN.',
      done: allSet('nin'),
      steps: [
        {
          id: 'graduate-institution',
          title: 'Institution',
          done: (f) => isSet(f.matric_number) || isSet(f.school_id),
        },
        { id: 'o-level', title: "O' level", done: allSet('o_level_certifications') },
        { id: 'nin', title: 'Identity (NIN)', done: allSet('nin') },
      ],
    },
    {
      id: 'employment',
      title: 'Employment details',
      summary: 'Whether you work, your occupation and the skills you acquired.',
      done: allSet('is_employed'),
      steps: [{ id: 'employment', title: 'Employment', done: allSet('is_employed') }],
    },
  ],
  staff: [
    personal,
    {
      id: 'institution-employment',
      title: 'Institution and Employment Information',
      summary: 'Your institution, staff category and appointment.',
      done: allSet('type_of_appointment'),
      steps: [
        {
          id: 'staff-institution',
          title: 'Institution and staff category',
          done: allSet('institution_id', 'staff_category'),
        },
        {
          id: 'staff-employment',
          title: 'Employment information',
          done: allSet(
            'current_grade_level',
            'employer_category',
            'mode_of_appointment',
            'type_of_appointment',
          ),
        },
      ],
    },
    {
      id: 'education-identification',
      title: 'Education and Identification',
      summary: 'Your highest qualification, NIN and staff ID card.',
      done: allSet('nin'),
      steps: [{ id: 'staff-identification', title: 'Education and identification', done: allSet('nin') }],
    },
  ],
  institution: [
    {
      id: 'overview',
      title: 'Institution overview',
      summary: 'Your institution in figures, its principal administrator and how to reach it.',
      done: allSet('name_of_owner'),
      steps: [
        { id: 'institution-overview', title: 'Institution overview', done: countsPresent },
        {
          id: 'principal',
          title: 'Principal administrator information',
          done: allSet('principal_administrator'),
        },
        { id: 'institution-contact', title: 'Contact information', done: allSet('name_of_owner') },
      ],
    },
  ],
  employer: [
    {
      id: 'contact',
      title: 'Contact information',
      summary: 'Your address, phone number and company website.',
      done: allSet('address', 'phone', 'website_url'),
      steps: [
        {
          id: 'employer-contact',
          title: 'Contact information',
          done: allSet('address', 'phone', 'website_url'),
        },
      ],
    },
    {
      id: 'business',
      title: 'Business information',
      summary: 'Organisation size and ownership type.',
      done: allSet('organization_size', 'ownership_type'),
      steps: [
        {
          id: 'business',
          title: 'Business information',
          done: allSet('organization_size', 'ownership_type'),
        },
      ],
    },
    {
      id: 'organisation',
      title: 'Organization information',
      summary: 'Principal officer, date of establishment, branches and NYSC corps members.',
      done: allSet(
        'name_of_principal_official',
        'date_of_establishment',
        'number_of_branches',
        'accepts_corp_members',
      ),
      steps: [
        {
          id: 'organisation',
          title: 'Organization information',
          done: allSet(
            'name_of_principal_official',
            'date_of_establishment',
            'number_of_branches',
            'accepts_corp_members',
          ),
        },
      ],
    },
    {
      id: 'uploads',
      title: 'Uploads',
      summary: 'Your company logo and CAC registration document.',
      done: allSet('cac_document'),
      steps: [{ id: 'uploads', title: 'Logo and CAC document', done: allSet('cac_document') }],
    },
  ],
};
