import {
  type Claim,
  type ClaimStatus,
  daysUntil,
  type InstitutionGraduate,
  type InstitutionStaff,
  type InstitutionSummary,
  type LinkedInstitution,
  type Programme,
  type ProgrammeStatus,
  programmeStatusOn,
  type RollEntry,
  type RollImport,
  type StaffDetail,
  type StudentDetail,
  splitAddress,
} from '@tvet/contract';
import { fileOut, profileOut } from '../../db/profiles.serialize';
import type { ProgrammeRow } from '../programmes';
import type { LinkWithRefs, StaffRow, SummaryRow, UserRow } from './institutions.repository';
import type { RollEntryWithRefs, RollImportRow } from './institutions.roll.repository';
import type { StudentRow } from './members/members.repository';

const iso = (value: Date) => value.toISOString();

export function institutionSummary({ institution, user }: SummaryRow): InstitutionSummary {
  return {
    _id: institution.id,
    user_id: { _id: user.id, name: user.name, email: user.email, phone: user.phone, address: user.address },
    institution_type: institution.institutionType,
    ownership_type: institution.ownershipType,
    state: splitAddress(user.address).state || null,
    is_verified: institution.isVerified,
  };
}

export function claimOut({ link, programme }: LinkWithRefs): Claim {
  return {
    matric_number: link.matricNumber,
    programme_id: programme?.id ? { _id: programme.id, name: programme.name } : null,
    graduation_year: link.graduationYear,
    claim_status: link.claimStatus as ClaimStatus,
    decided_at: link.decidedAt ? iso(link.decidedAt) : null,
    decision_reason: link.claimStatus === 'rejected' ? (link.decisionReason ?? null) : null,
  };
}

export function linkedInstitutionOut(row: SummaryRow & LinkWithRefs): LinkedInstitution {
  return {
    ...institutionSummary(row),
    link: claimOut(row),
    institution_id: { _id: row.institution.id, user_id: { _id: row.user.id, name: row.user.name } },
  };
}

const listedUser = (user: UserRow) => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  avatar: fileOut(user.avatar),
});

/** Graduate list entry (spec 001 §3): graduate_id wrapped, user_id expanded, plus the claim. */
export function institutionGraduateOut(row: StudentRow): InstitutionGraduate {
  return {
    ...claimOut(row),
    _id: row.link.id,
    graduate_id: {
      _id: row.graduate.id,
      user_id: listedUser(row.user),
      is_employed: row.graduate.isEmployed,
      gender: row.graduate.gender as InstitutionGraduate['graduate_id']['gender'],
      state: row.graduate.state,
    },
    institution_id: row.link.institutionId,
    roll_entry_id: row.link.rollEntryId,
    createdAt: iso(row.link.createdAt),
  };
}

/** Staff record (list), spec 001 §3. */
export function institutionStaffOut({ staff, user }: { staff: StaffRow; user: UserRow }): InstitutionStaff {
  return {
    _id: staff.id,
    user_id: listedUser(user),
    gender: staff.gender as InstitutionStaff['gender'],
    staff_category: staff.staffCategory,
    current_grade_level: staff.currentGradeLevel,
    lga: staff.lga,
    state: staff.state,
    nationality: staff.nationality,
    nin: staff.nin,
    mode_of_appointment: staff.modeOfAppointment,
    type_of_appointment: staff.typeOfAppointment,
    createdAt: iso(staff.createdAt),
  };
}

export function studentDetailOut(row: StudentRow, rollEntry: RollEntryWithRefs | null): StudentDetail {
  return {
    ...(profileOut('graduate', row.graduate, row.user) as Omit<StudentDetail, 'claim' | 'roll_entry'>),
    claim: claimOut(row),
    roll_entry: rollEntry ? rollEntryOut(rollEntry) : null,
  };
}

export function staffDetailOut(
  { staff, user }: { staff: StaffRow; user: UserRow },
  institution: SummaryRow | null,
): StaffDetail {
  return {
    ...(profileOut('staff', staff, user) as Omit<StaffDetail, 'institution'>),
    institution: institution ? { _id: institution.institution.id, name: institution.user.name } : null,
  };
}

export function rollEntryOut({ entry, programme, hasAccount }: RollEntryWithRefs): RollEntry {
  return {
    _id: entry.id,
    name: entry.name,
    matric_number: entry.matricNumber,
    programme_id: { _id: programme.id, name: programme.name },
    graduation_year: entry.graduationYear,
    sex: entry.sex as RollEntry['sex'],
    state: entry.state,
    email: entry.email,
    phone: entry.phone,
    date_of_birth: entry.dateOfBirth,
    claim_status: entry.claimStatus as RollEntry['claim_status'],
    graduate_id: entry.graduateId,
    has_account: Boolean(hasAccount),
    invited_at: entry.invitedAt ? iso(entry.invitedAt) : null,
    invitation_count: entry.invitationCount,
    createdAt: iso(entry.createdAt),
    updatedAt: iso(entry.updatedAt),
  };
}

export function rollImportOut(row: RollImportRow, now: Date = new Date()): RollImport {
  const committed = row.status === 'committed';
  return {
    _id: row.id,
    status: row.status as RollImport['status'],
    file_name: row.fileName,
    format: row.format as RollImport['format'],
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    invalid_rows: row.invalidRows,
    will_create: row.willCreate,
    will_update: row.willUpdate,
    error_count: row.errorCount,
    errors: row.errors,
    errors_truncated: row.errors.length < row.errorCount,
    sample: row.sample,
    can_commit: !committed && row.invalidRows === 0 && row.totalRows > 0 && row.expiresAt > now,
    created: row.created,
    updated: row.updated,
    claims_confirmed: row.claimsConfirmed,
    expires_at: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
    committedAt: row.committedAt ? iso(row.committedAt) : null,
    header_row: row.headerRow,
    columns: row.columns,
    programmes: row.programmes,
    fault_groups: row.faultGroups,
    skipped: row.skipped,
  };
}

/** A programme as the overview lists it: the contract's programme shape, read from the same table. */
export function programmeOverviewOut(
  programme: ProgrammeRow,
  institutionName: string,
  today: string,
): Programme {
  return {
    _id: programme.id,
    name: programme.name,
    accreditation_type: programme.accreditationType as Programme['accreditation_type'],
    granted_date: programme.grantedDate,
    expiry_date: programme.expiryDate,
    status: programmeStatusOn(programme.status as ProgrammeStatus, programme.expiryDate, today),
    created_by: programme.institutionId,
    institution_name: institutionName,
    expires_in_days: daysUntil(programme.expiryDate, today),
    denial_reason: programme.status === 'denied' ? programme.denialReason : null,
    createdAt: programme.createdAt.toISOString(),
    updatedAt: programme.updatedAt.toISOString(),
  };
}
