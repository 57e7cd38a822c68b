import type { AdminAccount, AdminEmployer, AdminInstitution } from '@tvet/contract';

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
