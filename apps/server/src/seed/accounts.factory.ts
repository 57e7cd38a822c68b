import { joinAddress, type UserType } from '@tvet/contract';
import { insertAccount } from '../db/accounts';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/secrets';
import { PLACEHOLDER_CAC_DOCUMENT } from './rows';

export const DEMO_PASSWORD = 'Demo-Pass-2023';

export interface AccountInput {
  userType: UserType;
  email: string;
  username?: string;
  name?: string;
  password?: string;
  verified?: boolean;
  /** Fill the fields the profile needs to count as complete (spec 000 §3). */
  complete?: boolean;
  profile?: Record<string, unknown>;
}

const DEFAULT_NAMES: Record<UserType, string> = {
  graduate: 'Amina Bello',
  staff: 'Chinedu Okafor',
  institution: 'Federal Polytechnic Ilaro',
  employer: 'Dangote Cement Plc',
  mentor: 'Ngozi Adeyemi',
  admin: 'Platform Administrator',
};

let sequence = 0;
const nextNin = () => String(10_000_000_000 + (Date.now() % 1_000_000_000) + sequence++).slice(0, 11);

/** Profile fields that make each role complete, with values a Nigerian user would have. */
function completeFields(userType: UserType): Record<string, unknown> {
  switch (userType) {
    case 'graduate':
      return {
        gender: 'female',
        nationality: 'Nigeria',
        state: 'Ogun',
        lga: 'Yewa South',
        dateOfBirth: '2000-04-12',
        phone: '+2348031234567',
        nin: nextNin(),
        isEmployed: true,
        currentOccupation: 'Electrical technician',
        skillsAcquired: ['Electrical installation', 'Solar PV maintenance'],
        highestAcademicQualification: 'OND',
        matricNumber: 'FPI/ND/EE/19/001',
        oLevelCertifications: { certification_type: 'waec', number_of_sittings: 1 },
      };
    case 'staff':
      return {
        gender: 'male',
        nationality: 'Nigeria',
        state: 'Ogun',
        lga: 'Yewa South',
        dateOfBirth: '1985-09-30',
        phone: '+2348059876543',
        nin: nextNin(),
        staffCategory: 'academic',
        currentGradeLevel: 'GL-12',
        employerCategory: 'federal',
        modeOfAppointment: 'permanent',
        typeOfAppointment: 'pensionable',
        highestAcademicQualification: 'Masters-Degree',
      };
    case 'institution':
      return {
        institutionType: 'federal-polytechnics',
        ownershipType: 'federal',
        yearOfEstablishment: 1979,
        totalNumberOfStudents: 12000,
        numberOfGraduates: 3000,
        numberOfStaff: { academic: 450, non_academic: 600 },
        numberOfAccreditedCourses: 38,
        nameOfOwner: 'Federal Government of Nigeria',
        isVerified: true,
      };
    case 'employer':
      return {
        industryType: 'Manufacturing',
        ownershipType: 'private',
        websiteUrl: 'https%3A%2F%2Fdangotecement.com',
        organizationSize: '1000',
        nameOfPrincipalOfficial: 'Arvind Pathak',
        dateOfEstablishment: '1992-11-04',
        acceptsCorpMembers: true,
        numberOfBranches: 3,
        cacDocument: PLACEHOLDER_CAC_DOCUMENT,
      };
    case 'mentor':
      return {
        mentorType: 'individual',
        areaOfSpecialization: 'Renewable energy',
        industryType: 'Energy & Power',
      };
    case 'admin':
      return {};
  }
}

/** One factory for the demo seed, the API tests and the end-to-end tests. */
export async function createAccount(db: Database, input: AccountInput) {
  const password = input.password ?? DEMO_PASSWORD;
  const username =
    input.username ??
    input.email
      .split('@')[0]
      .replace(/[^a-z0-9_.]/gi, '')
      .toLowerCase();
  const complete = input.complete ?? false;
  const { user, profile } = await insertAccount(db, {
    userType: input.userType,
    name: input.name ?? DEFAULT_NAMES[input.userType],
    username,
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(password),
    isEmailVerified: input.verified ?? true,
    address: complete
      ? joinAddress({ street: '12 Harmony Road, Ilaro', state: 'Ogun', country: 'Nigeria' })
      : null,
    phone: complete ? '+2348031234567' : null,
    profile: { ...(complete ? completeFields(input.userType) : {}), ...input.profile },
  });
  return { user, profile, password };
}
