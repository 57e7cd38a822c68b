import type {
  AdminAccount,
  AdminEmployer,
  AdminInstitution,
  AdminJob,
  AdminJobReport,
  AdminUser,
  AuditEntry,
  Invitation,
  UserType,
} from '@tvet/contract';
import { fileOut } from '../../db/profiles.serialize';
import type { AccountView, EmployerView, InstitutionView } from './admin.repository';
import type { AdminView, InvitationView } from './administrators/administrators.repository';
import type { AuditRow } from './audit/audit.repository';
import type { AdminJobView, ReportView } from './jobs/jobs.repository';

/** Rows -> the contract's console shapes. Never a password hash, a token or a TOTP secret. */

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function accountOut(row: AccountView): AdminAccount {
  const userType = row.userType as UserType;
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    user_type: userType,
    phone: row.phone,
    is_email_verified: row.isEmailVerified,
    is_active: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    profile_id: row.profileId,
    ...(userType === 'institution'
      ? {
          verification_status: row.institutionVerified
            ? 'verified'
            : row.institutionStatus === 'rejected'
              ? 'rejected'
              : 'pending',
        }
      : {}),
    ...(userType === 'employer' ? { vetting_status: (row.vettingStatus ?? 'pending') as never } : {}),
    ...(userType === 'admin' ? { two_factor_enabled: Boolean(row.totpConfirmedAt) } : {}),
  };
}

const reviewedAccount = (user: InstitutionView['user']) => ({
  _id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  phone: user.phone,
  address: user.address,
  is_active: user.isActive,
});

export function institutionOut({ institution, user, status }: InstitutionView): AdminInstitution {
  return {
    _id: institution.id,
    user_id: reviewedAccount(user),
    institution_type: institution.institutionType,
    ownership_type: institution.ownershipType,
    year_of_establishment: institution.yearOfEstablishment,
    name_of_owner: institution.nameOfOwner,
    website_url: institution.websiteUrl,
    mailbox: institution.mailbox,
    profile_complete: Boolean(institution.nameOfOwner),
    is_verified: institution.isVerified,
    verification_status: status,
    verification_reason: status === 'rejected' ? institution.verificationReason : null,
    reviewedAt: iso(institution.verificationReviewedAt),
    createdAt: institution.createdAt.toISOString(),
  };
}

export function employerOut({ employer, user, jobCount, status }: EmployerView): AdminEmployer {
  return {
    _id: employer.id,
    user_id: reviewedAccount(user),
    industry_type: employer.industryType,
    ownership_type: employer.ownershipType,
    organization_size: employer.organizationSize,
    website_url: employer.websiteUrl,
    name_of_principal_official: employer.nameOfPrincipalOfficial,
    date_of_establishment: employer.dateOfEstablishment,
    cac_document: fileOut(employer.cacDocument),
    vetting_status: status,
    // Kept while it is back in the queue after a new CAC document, so the reviewer sees why it was rejected.
    vetting_reason: employer.vettingStatus === 'rejected' ? employer.vettingReason : null,
    vettedAt: iso(employer.vettedAt),
    job_count: jobCount,
    createdAt: employer.createdAt.toISOString(),
  };
}

export function jobOut({ job, vettingStatus, applicants, openReports }: AdminJobView): AdminJob {
  return {
    _id: job.id,
    title: job.title,
    company_name: job.companyName,
    created_by: job.employerId,
    state: job.state,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    employer_vetting_status: vettingStatus as AdminJob['employer_vetting_status'],
    suspended: job.suspendedAt !== null,
    suspension_reason: job.suspensionReason,
    suspendedAt: iso(job.suspendedAt),
    applicant_count: applicants,
    open_report_count: openReports,
  };
}

export function reportOut(row: ReportView): AdminJobReport {
  return {
    _id: row.report.id,
    reason: row.report.reason,
    status: row.report.status as AdminJobReport['status'],
    createdAt: row.report.createdAt.toISOString(),
    handledAt: iso(row.report.handledAt),
    reported_by: { _id: row.reporter.id, name: row.reporter.name, email: row.reporter.email },
    job: jobOut(row),
  };
}

export function adminOut({ admin, user }: AdminView): AdminUser {
  return {
    _id: admin.id,
    user_id: { _id: user.id, name: user.name, username: user.username, email: user.email },
    is_active: user.isActive,
    two_factor_enabled: Boolean(admin.totpConfirmedAt),
    createdAt: admin.createdAt.toISOString(),
  };
}

export function invitationOut({ invitation, inviterName }: InvitationView): Invitation {
  return {
    _id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    user_type: invitation.userType as UserType,
    invited_by: invitation.invitedBy ? { _id: invitation.invitedBy, name: inviterName ?? '' } : null,
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: iso(invitation.acceptedAt),
    revokedAt: iso(invitation.revokedAt),
    createdAt: invitation.createdAt.toISOString(),
  };
}

export function auditOut(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
    action: row.action as AuditEntry['action'],
    target_type: row.targetType as AuditEntry['target_type'],
    target_id: row.targetId,
    target_label: row.targetLabel,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
