import type {
  AdminAccount,
  AdminEmployer,
  AdminInstitution,
  AdminJob,
  AdminJobReport,
  AdminUser,
  AuditEntry,
  Invitation,
  Programme,
} from '@tvet/contract';

const reviewed = {
  _id: 'account-9',
  name: 'Yaba College of Technology',
  username: 'yabatech',
  email: 'registrar@yabatech.edu.ng',
  phone: '+2348012345678',
  address: '1 Herbert Macaulay Way|Lagos|Nigeria',
  is_active: true,
};

export function anInstitution(overrides: Partial<AdminInstitution> = {}): AdminInstitution {
  return {
    _id: 'institution-1',
    user_id: reviewed,
    institution_type: 'polytechnic',
    ownership_type: 'federal',
    year_of_establishment: 1947,
    name_of_owner: 'Federal Government',
    website_url: 'https://yabatech.edu.ng',
    mailbox: null,
    profile_complete: true,
    is_verified: false,
    verification_status: 'pending',
    verification_reason: null,
    reviewedAt: null,
    createdAt: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anEmployer(overrides: Partial<AdminEmployer> = {}): AdminEmployer {
  return {
    _id: 'employer-1',
    user_id: { ...reviewed, _id: 'account-8', name: 'Dangote Cement', email: 'hr@dangote.ng' },
    industry_type: 'manufacturing',
    ownership_type: 'private',
    organization_size: '1000',
    website_url: 'https://dangote.com',
    name_of_principal_official: 'A. Dangote',
    date_of_establishment: '1981-01-01',
    cac_document: { _id: 'file-1', url: '/api/v1/files/file-1', title: 'cac.pdf', size: 1000 } as never,
    vetting_status: 'pending',
    vetting_reason: null,
    vettedAt: null,
    job_count: 3,
    createdAt: '2025-09-02T10:00:00.000Z',
    ...overrides,
  };
}

export function anAccount(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    _id: 'account-5',
    name: 'Ada Obi',
    username: 'ada',
    email: 'ada@example.ng',
    user_type: 'graduate',
    phone: null,
    is_email_verified: false,
    is_active: true,
    createdAt: '2025-09-03T10:00:00.000Z',
    updatedAt: '2025-09-03T10:00:00.000Z',
    profile_id: 'graduate-5',
    ...overrides,
  };
}

export function aJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    _id: 'job-1',
    title: 'Solar PV installer',
    company_name: 'Lekki Solar Systems Ltd',
    created_by: 'employer-1',
    state: 'Lagos',
    status: 'open',
    createdAt: '2025-09-04T10:00:00.000Z',
    employer_vetting_status: 'pending',
    suspended: false,
    suspension_reason: null,
    suspendedAt: null,
    applicant_count: 4,
    open_report_count: 1,
    ...overrides,
  };
}

export function aJobReport(overrides: Partial<AdminJobReport> = {}): AdminJobReport {
  return {
    _id: 'report-1',
    reason: 'They asked me to pay a registration fee before the interview.',
    status: 'open',
    createdAt: '2025-09-05T10:00:00.000Z',
    handledAt: null,
    reported_by: { _id: 'graduate-7', name: 'Amina Bello', email: 'amina@example.ng' },
    job: aJob(),
    ...overrides,
  };
}

export function aProgramme(overrides: Partial<Programme> = {}): Programme {
  return {
    _id: 'programme-1',
    name: 'Welding and Fabrication',
    accreditation_type: 'initial',
    granted_date: '2025-09-01',
    expiry_date: '2027-09-01',
    status: 'pending',
    created_by: 'institution-1',
    institution_name: 'Yaba College of Technology',
    expires_in_days: 700,
    denial_reason: null,
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `account-1` is the signed-in administrator of signInAs(). */
export function anAdmin(overrides: Partial<AdminUser> = {}, account = 'account-2'): AdminUser {
  return {
    _id: `admin-${account}`,
    user_id: { _id: account, name: 'Ngozi Adeyemi', username: 'ngozi', email: 'ngozi@regulator.gov.ng' },
    is_active: true,
    two_factor_enabled: true,
    createdAt: '2025-08-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: 'invitation-1',
    email: 'tunde@regulator.gov.ng',
    name: 'Tunde Bakare',
    user_type: 'admin',
    invited_by: { _id: 'account-1', name: 'Platform Administrator' },
    expiresAt: '2025-09-10T10:00:00.000Z',
    acceptedAt: null,
    revokedAt: null,
    createdAt: '2025-09-07T10:00:00.000Z',
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    actor: { _id: 'account-1', name: 'Platform Administrator', email: 'admin@example.ng' },
    action: 'job.suspend',
    target_type: 'job',
    target_id: 'job-1',
    target_label: 'Solar PV installer (Lekki Solar Systems Ltd)',
    detail: { reason: 'Asks applicants for money', reports_settled: 1 },
    createdAt: '2025-09-06T10:00:00.000Z',
    ...overrides,
  };
}
