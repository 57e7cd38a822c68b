import type {
  AdminMentor,
  AssignmentPreview,
  GraduateMentor,
  LinkedInstitution,
  Mentee,
  MenteeDetail,
} from '@tvet/contract';
import { aGraduateProfile, storedFile as file } from '@/test/graduate-profile';

const NOW = '2025-05-02T09:00:00.000Z';

export { file };

/** A cohort entry (spec 001 §3 Mentee/graduate); graduate-{index}, account account-g{index}. */
export function aMentee(index = 1, overrides: Partial<Mentee> = {}): Mentee {
  return {
    _id: `graduate-${index}`,
    user_id: {
      _id: `account-g${index}`,
      name: `Graduate${index} Surname${index}`,
      username: `graduate${index}`,
      email: `graduate${index}@example.ng`,
      phone: null,
      address: null,
      avatar: null,
    },
    gender: 'female',
    lga: 'Nsukka',
    state: 'Enugu',
    nationality: 'Nigeria',
    nin: null,
    is_employed: index % 2 === 1,
    current_occupation: null,
    skills_acquired: [],
    resume_id: null,
    school_id: null,
    o_level_certifications: null,
    institution_id: {
      _id: 'institution-1',
      user_id: { _id: 'account-i1', name: 'Federal Polytechnic Ilaro' },
    },
    assignedAt: NOW,
    ...overrides,
  };
}

export function aMenteeDetail(overrides: Partial<MenteeDetail> = {}): MenteeDetail {
  return {
    ...aGraduateProfile(),
    highest_academic_qualification: 'OND',
    skills_acquired: ['Electrical installation', ' Solar PV maintenance'],
    school_id: file('school-id.jpg', '0b7c9a1e-0000-4000-8000-000000000002', 1_572_864),
    assignedAt: NOW,
    ...overrides,
  };
}

export function anInstitution(name: string, id: string): LinkedInstitution {
  return {
    _id: id,
    user_id: { _id: `account-${id}`, name, email: `${id}@example.ng`, phone: null, address: null },
    institution_type: 'federal-polytechnics',
    ownership_type: 'federal',
    state: 'Ogun',
    is_verified: true,
    institution_id: { _id: id, user_id: { _id: `account-${id}`, name } },
    link: {
      matric_number: null,
      programme_id: null,
      graduation_year: null,
      claim_status: 'confirmed',
      decided_at: null,
      decision_reason: null,
    },
  };
}

export function aGraduateMentor(index = 1, overrides: Partial<GraduateMentor> = {}): GraduateMentor {
  return {
    _id: `assignment-${index}`,
    mentor_id: {
      _id: `mentor-${index}`,
      mentor_type: 'individual',
      user_id: {
        _id: `account-m${index}`,
        name: `Mentor ${index}`,
        username: `mentor${index}`,
        avatar: null,
      },
    },
    area_of_specialization: 'Solar installation',
    industry_type: 'Energy & Power',
    assignedAt: NOW,
    ...overrides,
  };
}

export function anAdminMentor(overrides: Partial<AdminMentor> = {}): AdminMentor {
  return {
    _id: 'mentor-1',
    user_id: {
      _id: 'account-m1',
      name: 'Ngozi Eze',
      username: 'ngozi_eze',
      email: 'ngozi.eze@example.ng',
      is_active: true,
    },
    mentor_type: 'individual',
    area_of_specialization: 'Solar installation',
    industry_type: 'Energy & Power',
    status: 'active',
    joinedAt: NOW,
    invitationExpiresAt: null,
    cohort_size: 3,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function aPreview(overrides: Partial<AssignmentPreview> = {}): AssignmentPreview {
  return {
    matching: 3,
    already_assigned: 0,
    to_assign: 3,
    cohort_size: 0,
    cohort_max: 499,
    can_assign: true,
    reason: null,
    ...overrides,
  };
}
