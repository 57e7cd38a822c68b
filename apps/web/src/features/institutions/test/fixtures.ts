import type {
  InstitutionGraduate,
  InstitutionOverview,
  InstitutionStaff,
  RollEntry,
  RollImport,
  StaffDetail,
  StudentDetail,
} from '@tvet/contract';
import { aGraduateProfile, storedFile as file } from '@/test/graduate-profile';

const NOW = '2025-05-02T09:00:00.000Z';

export function aGraduate(index = 1, overrides: Partial<InstitutionGraduate> = {}): InstitutionGraduate {
  return {
    _id: `link-${index}`,
    matric_number: `FPI/ND/EE/19/00${index}`,
    programme_id: { _id: 'programme-1', name: 'Electrical Engineering Technology' },
    graduation_year: 2021,
    claim_status: 'confirmed',
    decided_at: null,
    decision_reason: null,
    graduate_id: {
      _id: `graduate-${index}`,
      user_id: {
        _id: `account-g${index}`,
        name: `Graduate ${index}`,
        email: `graduate${index}@example.ng`,
        phone: null,
        address: null,
        avatar: null,
      },
      is_employed: true,
      gender: 'female',
      state: 'Ogun',
    },
    institution_id: 'institution-1',
    roll_entry_id: `roll-${index}`,
    createdAt: NOW,
    ...overrides,
  };
}

export function aStaffMember(index = 1, overrides: Partial<InstitutionStaff> = {}): InstitutionStaff {
  return {
    _id: `staff-${index}`,
    user_id: {
      _id: `account-s${index}`,
      name: `Staff ${index}`,
      email: `staff${index}@example.ng`,
      phone: '+2348031234567',
      address: null,
      avatar: null,
    },
    gender: 'male',
    staff_category: 'academic',
    current_grade_level: 'GL-08',
    lga: 'Yewa South',
    state: 'Ogun',
    nationality: 'Nigeria',
    nin: '12345678901',
    mode_of_appointment: 'permanent',
    type_of_appointment: 'pensionable',
    createdAt: NOW,
    ...overrides,
  };
}

export function aStudent(overrides: Partial<StudentDetail> = {}): StudentDetail {
  return {
    ...aGraduateProfile(),
    claim: {
      matric_number: 'FPI/ND/EE/19/001',
      programme_id: { _id: 'programme-1', name: 'Electrical Engineering Technology' },
      graduation_year: 2021,
      claim_status: 'claimed',
      decided_at: null,
      decision_reason: null,
    },
    roll_entry: null,
    ...overrides,
  };
}

export function aStaffDetail(overrides: Partial<StaffDetail> = {}): StaffDetail {
  return {
    _id: 'staff-1',
    user_type: 'staff',
    user_id: {
      _id: 'account-s1',
      user_type: 'staff',
      name: 'Tunde Ade',
      username: 'tunde',
      email: 'tunde.ade@example.ng',
      phone: '+2348031234500',
      avatar: null,
      address: '3 College Road|Ogun|Nigeria',
      is_email_verified: true,
      createdAt: NOW,
      updatedAt: NOW,
    },
    is_profile_complete: true,
    createdAt: NOW,
    updatedAt: NOW,
    gender: 'male',
    date_of_birth: '1985-01-09',
    nationality: 'Nigeria',
    state: 'Ogun',
    lga: 'Yewa South',
    nin: '12345678901',
    phone: '+2348031234500',
    highest_academic_qualification: 'MSc',
    institution_id: 'institution-1',
    staff_category: 'academic',
    current_grade_level: 'GL-08',
    employer_category: 'federal',
    mode_of_appointment: 'permanent',
    type_of_appointment: 'pensionable',
    id_card: file('id-card.jpg', '0b7c9a1e-0000-4000-8000-000000000003'),
    institution: { _id: 'institution-1', name: 'Federal Polytechnic Ilaro' },
    ...overrides,
  };
}

export function anOverview(overrides: Partial<InstitutionOverview> = {}): InstitutionOverview {
  return {
    roll: { total: 1250, signed_up: 310, confirmed: 280, invited: 600 },
    graduates: { total: 330, confirmed: 280, claimed: 7, disputed: 2, rejected: 41 },
    staff: 54,
    programmes: { total: 9, by_status: { approved: 6, pending: 2, expired: 1, denied: 0 }, expiring_soon: 1 },
    expiring_programmes: [],
    ...overrides,
  };
}

export function aRollEntry(index = 1, overrides: Partial<RollEntry> = {}): RollEntry {
  return {
    _id: `roll-${index}`,
    name: `Roll Graduate ${index}`,
    matric_number: `FPI/ND/EE/19/10${index}`,
    programme_id: { _id: 'programme-1', name: 'Electrical Engineering Technology' },
    graduation_year: 2021,
    sex: 'female',
    state: 'Ogun',
    email: `roll${index}@example.ng`,
    phone: null,
    date_of_birth: null,
    claim_status: 'unclaimed',
    graduate_id: null,
    has_account: false,
    invited_at: null,
    invitation_count: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function aRollImport(overrides: Partial<RollImport> = {}): RollImport {
  return {
    _id: 'import-1',
    status: 'previewed',
    file_name: 'roll-2021.csv',
    format: 'csv',
    total_rows: 3,
    valid_rows: 3,
    invalid_rows: 0,
    will_create: 2,
    will_update: 1,
    error_count: 0,
    errors: [],
    errors_truncated: false,
    sample: [
      {
        name: 'Amina Bello',
        matric_number: 'FPI/ND/EE/19/001',
        programme: 'Electrical Engineering Technology',
        graduation_year: 2021,
        sex: 'female',
        state: 'Ogun',
        email: 'amina.bello@example.ng',
        date_of_birth: '2001-03-09',
        phone: '08031234567',
      },
    ],
    can_commit: true,
    created: null,
    updated: null,
    claims_confirmed: null,
    expires_at: '2025-05-03T09:00:00.000Z',
    createdAt: NOW,
    committedAt: null,
    header_row: 1,
    columns: [
      { index: 0, header: 'name', samples: ['Amina Bello'], field: 'name' },
      { index: 1, header: 'matric_number', samples: ['FPI/ND/EE/19/001'], field: 'matric_number' },
      { index: 2, header: 'programme', samples: ['Electrical Engineering Technology'], field: 'programme' },
      { index: 3, header: 'graduation_year', samples: ['2021'], field: 'graduation_year' },
      { index: 4, header: 'sex', samples: ['female'], field: 'sex' },
      { index: 5, header: 'state', samples: ['Ogun'], field: 'state' },
      { index: 6, header: 'email', samples: ['amina.bello@example.ng'], field: 'email' },
    ],
    programmes: [
      {
        name: 'Electrical Engineering Technology',
        rows: 3,
        programme_id: 'programme-1',
        programme_name: 'Electrical Engineering Technology',
      },
    ],
    fault_groups: [],
    skipped: null,
    ...overrides,
  };
}
