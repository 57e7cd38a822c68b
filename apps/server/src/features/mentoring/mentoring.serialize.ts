import type {
  AdminMentor,
  GraduateMentor,
  Mentee,
  MenteeDetail,
  MentorStatus,
  MentorType,
} from '@tvet/contract';
import { fileOut, profileOut } from '../../db/profiles.serialize';
import { maskNin } from '../privacy';
import type { GraduateMentorRow, MenteeRow } from './cohort/cohort.repository';
import type { GraduateRow, MentorView, UserRow } from './mentoring.repository';

/** Raw SQL subqueries answer timestamps as text on some drivers; both read the same. */
const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function statusOf(view: Pick<MentorView, 'user' | 'invitationExpiresAt'>): MentorStatus {
  if (!view.user.isActive) return 'deactivated';
  if (view.user.isEmailVerified) return 'active';
  return view.invitationExpiresAt ? 'invited' : 'invitation_expired';
}

export function adminMentorOut(view: MentorView): AdminMentor {
  const { mentor, user } = view;
  const status = statusOf(view);
  return {
    _id: mentor.id,
    user_id: {
      _id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      is_active: user.isActive,
    },
    mentor_type: (mentor.mentorType as MentorType | null) ?? null,
    area_of_specialization: mentor.areaOfSpecialization,
    industry_type: mentor.industryType,
    status,
    // Accounts made before invitations (the demo) count as joined when they were made.
    joinedAt: isoOf(view.joinedAt) ?? (user.isEmailVerified ? user.createdAt.toISOString() : null),
    invitationExpiresAt: status === 'invited' ? isoOf(view.invitationExpiresAt) : null,
    cohort_size: Number(view.cohortSize),
    createdAt: mentor.createdAt.toISOString(),
    updatedAt: (user.updatedAt > mentor.updatedAt ? user.updatedAt : mentor.updatedAt).toISOString(),
  };
}

export function menteeOut(row: MenteeRow): Mentee {
  const { graduate, user } = row;
  return {
    _id: graduate.id,
    user_id: {
      _id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      phone: user.phone,
      address: user.address,
      avatar: fileOut(user.avatar),
    },
    gender: graduate.gender as Mentee['gender'],
    lga: graduate.lga,
    state: graduate.state,
    nationality: graduate.nationality,
    // A mentor tells mentees apart by the NIN's last four characters; the whole number is not their work (issue 25).
    nin: maskNin(graduate.nin),
    is_employed: graduate.isEmployed,
    current_occupation: graduate.currentOccupation,
    skills_acquired: graduate.skillsAcquired ?? [],
    resume_id: fileOut(graduate.resume),
    school_id: fileOut(graduate.schoolId),
    o_level_certifications: (graduate.oLevelCertifications as Mentee['o_level_certifications']) ?? null,
    institution_id: row.institution
      ? { _id: row.institution.id, user_id: { _id: row.institution.userId, name: row.institution.name } }
      : null,
    assignedAt: new Date(row.assignedAt).toISOString(),
  };
}

export function menteeDetailOut(row: {
  graduate: GraduateRow;
  user: UserRow;
  assignedAt: Date;
}): MenteeDetail {
  const profile = profileOut('graduate', row.graduate, row.user) as Omit<MenteeDetail, 'assignedAt'>;
  return { ...profile, nin: maskNin(row.graduate.nin), assignedAt: new Date(row.assignedAt).toISOString() };
}

export function graduateMentorOut(row: GraduateMentorRow): GraduateMentor {
  return {
    _id: row.assignment.id,
    mentor_id: {
      _id: row.mentor.id,
      mentor_type: (row.mentor.mentorType as MentorType | null) ?? null,
      user_id: {
        _id: row.user.id,
        name: row.user.name,
        username: row.user.username,
        avatar: fileOut(row.user.avatar),
      },
    },
    area_of_specialization: row.mentor.areaOfSpecialization,
    industry_type: row.mentor.industryType,
    assignedAt: row.assignment.createdAt.toISOString(),
  };
}
