import type { Applicant, Application, Job } from '@tvet/contract';

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    title: 'Auto electrician',
    text: 'We repair the electrical systems of buses and trucks. '.repeat(4).trim(),
    address: '14 Kudirat Abiola Way, Ikeja',
    state: 'Lagos',
    salary: 150000,
    currency: 'NGN',
    experience_years_required: 2,
    field_required: 'Electrical installation',
    job_type: 'full-time',
    responsibility: 'Diagnose faults',
    company_overview: 'A fleet maintenance company.',
    created_by: 'employer-1',
    company_name: 'Demo Motors',
    status: 'open',
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function anApplicant(overrides: Partial<Applicant['graduate_id']['user_id']> = {}): Applicant {
  return {
    _id: 'application-1',
    job_posting_id: 'job-1',
    createdAt: new Date().toISOString(),
    graduate_id: {
      _id: 'graduate-1',
      user_id: {
        _id: 'account-2',
        name: 'Amina Bello',
        email: 'amina.bello.graduate@example.ng',
        phone: null,
        address: '12 Harmony Road|Ogun|Nigeria',
        avatar: null,
        ...overrides,
      },
      gender: 'female',
      state: 'Ogun',
      skills_acquired: ['Electrical installation', 'Solar PV maintenance'],
      resume_id: {
        url: '/api/v1/files/0b7c9a1e-0000-4000-8000-000000000001',
        title: 'cv.pdf',
        size: 2048,
        mimetype: 'application/pdf',
      },
    },
  };
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    _id: 'application-1',
    createdAt: new Date().toISOString(),
    graduate_id: 'profile-1',
    job_posting_id: aJob(),
    removed: false,
    job_title: 'Auto electrician',
    company_name: 'Demo Motors',
    ...overrides,
  };
}
