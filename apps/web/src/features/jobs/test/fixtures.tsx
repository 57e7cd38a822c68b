import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { setSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { Applicant, Application, Job } from '../api/types';

/** One element inside a router and a fresh query cache (no retries: a failure shows at once). */
export function renderWithData(element: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...renderWithRouter(<QueryClientProvider client={client}>{element}</QueryClientProvider>, path),
  };
}

export function signInAs(userType: string, profileId = 'profile-1') {
  setSession({
    user_id: profileId,
    _id: 'account-1',
    token: 'token',
    refresh_token: 'refresh',
    user_type: userType,
    email: `${userType}@example.ng`,
  });
}

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

export function paged<T>(docs: T[], page = 1, totalPages = 1) {
  return {
    docs,
    totalDocs: docs.length,
    totalPages,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit: 20,
    pagingCounter: 1,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers picked by "METHOD /path" (path without /api/v1 and the query, trailing slash
 * ignored); an unexpected call fails the test loudly. Returns the mock to inspect calls.
 */
export async function serve(handlers: Record<string, Handler>) {
  const { vi } = await import('vitest');
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
