import { isProfileComplete, missingProfileFields, type Profile, type UserType } from '@tvet/contract';
import type { ProfileRow, UserRow } from './profiles';
import type { FileRef } from './schema';

/*
 * Rows of the shared account and role-profile tables in the API's snake_case shapes. Shared for the same reason
 * as db/profiles.ts: several features answer with a profile, an account or a stored file.
 */

const iso = (value: Date) => value.toISOString();
/** The storage key never leaves the server. */
export const fileOut = (file: FileRef | null | undefined) =>
  file ? { url: file.url, title: file.title, size: file.size, mimetype: file.mimetype } : null;

export function accountOut(user: UserRow) {
  return {
    _id: user.id,
    user_type: user.userType as UserType,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    avatar: fileOut(user.avatar),
    address: user.address,
    is_email_verified: user.isEmailVerified,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

/** Turns a role's row into the API's snake_case shape, with the account expanded under `user_id`. */
export function profileOut(userType: UserType, row: ProfileRow, user: UserRow): Profile {
  const fields = roleFields(userType, row);
  return {
    _id: row.id,
    user_type: userType,
    user_id: accountOut(user),
    ...fields,
    is_profile_complete: isProfileComplete(userType, { ...fields, address: user.address }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  } as Profile;
}

/**
 * The completeness fields this profile still lacks (empty when complete), by the contract's rule that the web
 * app's /get-started gate also reads through `is_profile_complete`.
 */
export function profileGaps(userType: UserType, row: ProfileRow, user: UserRow): string[] {
  return missingProfileFields(userType, { ...roleFields(userType, row), address: user.address });
}

type Row = Record<string, unknown>;

function person(row: Row) {
  return {
    gender: row.gender ?? null,
    date_of_birth: row.dateOfBirth ?? null,
    nationality: row.nationality ?? null,
    state: row.state ?? null,
    lga: row.lga ?? null,
    nin: row.nin ?? null,
    phone: row.phone ?? null,
    highest_academic_qualification: row.highestAcademicQualification ?? null,
  };
}

function roleFields(userType: UserType, profile: ProfileRow): Record<string, unknown> {
  const row = profile as unknown as Row;
  switch (userType) {
    case 'graduate':
      return {
        ...person(row),
        matric_number: row.matricNumber ?? null,
        o_level_certifications: row.oLevelCertifications ?? null,
        is_employed: row.isEmployed ?? null,
        current_occupation: row.currentOccupation ?? null,
        skills_acquired: row.skillsAcquired ?? [],
        resume_id: fileOut(row.resume as FileRef | null),
        school_id: fileOut(row.schoolId as FileRef | null),
      };
    case 'staff':
      return {
        ...person(row),
        institution_id: row.institutionId ?? null,
        staff_category: row.staffCategory ?? null,
        current_grade_level: row.currentGradeLevel ?? null,
        employer_category: row.employerCategory ?? null,
        mode_of_appointment: row.modeOfAppointment ?? null,
        type_of_appointment: row.typeOfAppointment ?? null,
        id_card: fileOut(row.idCard as FileRef | null),
      };
    case 'institution':
      return {
        institution_type: row.institutionType ?? null,
        ownership_type: row.ownershipType ?? null,
        year_of_establishment: row.yearOfEstablishment ?? null,
        year_of_first_visit: row.yearOfFirstVisit ?? null,
        area_of_specialization: row.areaOfSpecialization ?? null,
        total_number_of_students: row.totalNumberOfStudents ?? null,
        number_of_graduates: row.numberOfGraduates ?? null,
        number_of_staff: row.numberOfStaff ?? null,
        number_of_accredited_courses: row.numberOfAccreditedCourses ?? null,
        principal_administrator: row.principalAdministrator ?? null,
        name_of_owner: row.nameOfOwner ?? null,
        mailbox: row.mailbox ?? null,
        website_url: row.websiteUrl ?? null,
        is_verified: row.isVerified ?? false,
      };
    case 'employer':
      return {
        industry_type: row.industryType ?? null,
        website_url: row.websiteUrl ?? null,
        organization_size: row.organizationSize ?? null,
        ownership_type: row.ownershipType ?? null,
        name_of_principal_official: row.nameOfPrincipalOfficial ?? null,
        date_of_establishment: row.dateOfEstablishment ?? null,
        accepts_corp_members: row.acceptsCorpMembers ?? null,
        number_of_branches: row.numberOfBranches ?? null,
        cac_document: fileOut(row.cacDocument as FileRef | null),
        logo: fileOut(row.logo as FileRef | null),
      };
    case 'mentor':
      return {
        mentor_type: row.mentorType ?? null,
        area_of_specialization: row.areaOfSpecialization ?? null,
        industry_type: row.industryType ?? null,
      };
    case 'admin':
      return {};
  }
}
