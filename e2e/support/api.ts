import { inject } from 'vitest';
import { DEMO_PASSWORD, newPerson } from './accounts';
import { demoAdminSession } from './admin';
import { latestCode } from './outbox';

/**
 * What a journey needs before its browser part starts, made through the real server's API: every test creates
 * its own accounts and records, so no test depends on what another one did or left behind, and any one of them
 * can run alone (`vitest run --project e2e -t '…'`). Mentors and administrators cannot sign up (spec 000 §3):
 * journeys use the seeded demo mentor and administrator for them and only read or add, never change the account.
 */

interface Envelope<T> {
  status: string;
  msg: string;
  payload: T;
}

/** One call to the API; a refusal fails the journey with the server's answer. */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return (JSON.parse(text) as Envelope<T>).payload;
}

const SEGMENTS = {
  graduate: 'graduates',
  staff: 'staff',
  institution: 'institutions',
  employer: 'employers',
  mentor: 'mentors',
  admin: 'admins',
} as const;
export type Role = keyof typeof SEGMENTS;

export interface Session {
  token: string;
  /** The role profile's id (graduate id, employer id…), as the web app's session names it. */
  profileId: string;
  accountId: string;
}

export async function signInApi(role: Role, email: string, password: string): Promise<Session> {
  const payload = await api<{ key: string; user: { _id: string; user_id: { _id: string } } }>(
    'POST',
    `/auth/${SEGMENTS[role]}/login`,
    { email, password },
  );
  return { token: payload.key, profileId: payload.user._id, accountId: payload.user.user_id._id };
}

/**
 * The seeded demo mentor or administrator, signed in through the API (the administrator with its second factor,
 * support/admin.ts).
 */
export function demoSession(role: 'mentor' | 'admin'): Promise<Session> {
  if (role === 'admin') return demoAdminSession();
  return signInApi(role, `${role}@demo.tvet.ng`, DEMO_PASSWORD);
}

export interface Account extends Session {
  role: Role;
  email: string;
  password: string;
  username: string;
  name: string;
}

/** The smallest file the server accepts as a PDF (checked by content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

export const pdfUpload = (title: string) => ({
  data: PDF.toString('base64'),
  title,
  mimetype: 'application/pdf',
  size: PDF.length,
});

let nins = 0;
/** An 11-digit NIN no other account of this run has (the server allows one graduate per NIN). */
export function uniqueNin(): string {
  nins += 1;
  return `${(Date.now() % 1e8).toString().padStart(8, '0')}${String(nins % 100).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;
}

const REGISTRATION: Record<'graduate' | 'staff' | 'institution' | 'employer', (name: string) => object> = {
  graduate: (name) => ({
    user_type: 'graduate',
    name,
    nationality: 'Nigeria',
    gender: 'female',
    state: 'Enugu',
    lga: 'Nsukka',
  }),
  staff: (name) => ({
    user_type: 'staff',
    name,
    nationality: 'Nigeria',
    gender: 'male',
    state: 'Lagos',
    lga: 'Ikeja',
  }),
  institution: (name) => ({
    user_type: 'institution',
    name,
    institution_type: 'federal-polytechnics',
    ownership_type: 'federal',
  }),
  employer: (name) => ({
    user_type: 'employer',
    name,
    industry_type: 'Manufacturing',
    ownership_type: 'private',
  }),
};

const DEFAULT_NAMES = {
  graduate: 'Chiamaka Okafor',
  staff: 'Tunde Bakare',
  institution: 'Yaba College of Technology',
  employer: 'Acme Fabrication Ltd',
};

export interface NewAccountOptions {
  name?: string;
  /** Fill what the profile needs to count as complete (no /get-started in the way); default true. */
  complete?: boolean;
}

/**
 * A new account of a self-registering role: registered, e-mail verified with the mailed code, signed in, and
 * (unless `complete: false`) its profile finished through the API the way the onboarding wizard would.
 */
export async function newAccount(
  role: 'graduate' | 'staff' | 'institution' | 'employer',
  prefix: string,
  options: NewAccountOptions = {},
): Promise<Account> {
  const person = newPerson(prefix);
  const name = options.name ?? DEFAULT_NAMES[role];
  const since = new Date(Date.now() - 1000).toISOString();
  await api('POST', `/${SEGMENTS[role]}`, {
    ...REGISTRATION[role](name),
    email: person.email,
    username: person.username,
    password: person.password,
  });
  const otp = await latestCode(person.email, since);
  await api('POST', `/verification/verify/${encodeURIComponent(person.email)}`, { otp });
  const session = await signInApi(role, person.email, person.password);
  const account: Account = {
    ...session,
    role,
    email: person.email,
    password: person.password,
    username: person.username,
    name,
  };
  if (options.complete !== false) await completeProfile(account);
  return account;
}

/** The fields spec 000 §3 counts for completeness, with values a Nigerian user would give. */
async function completeProfile(account: Account): Promise<void> {
  const url = `/${SEGMENTS[account.role]}/${account.profileId}`;
  switch (account.role) {
    case 'graduate':
      await api(
        'PATCH',
        url,
        { address: '4 Marina Road|Lagos|Nigeria', nin: uniqueNin(), is_employed: false },
        account.token,
      );
      return;
    case 'staff':
      await api(
        'PATCH',
        url,
        {
          address: '12 Herbert Macaulay Way|Lagos|Nigeria',
          nin: uniqueNin(),
          type_of_appointment: 'pensionable',
        },
        account.token,
      );
      return;
    case 'institution':
      await api('PATCH', url, { name_of_owner: 'Federal Government of Nigeria' }, account.token);
      return;
    case 'employer':
      await api(
        'PATCH',
        `${url}/documents/`,
        { document_type: 'cac_document', document: pdfUpload('CAC certificate.pdf') },
        account.token,
      );
      return;
    default:
      return;
  }
}

/** A graduate's resume, so an employer has one to open. */
export function uploadResume(graduate: Session, title = 'cv.pdf') {
  return api(
    'PATCH',
    `/graduates/${graduate.profileId}/documents/`,
    { document_type: 'resume', document: pdfUpload(title) },
    graduate.token,
  );
}

/** A complete job posting as the four-step wizard sends it. */
export function jobBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    salary: 90000,
    currency: 'NGN',
    experience_years_required: 1,
    field_required: 'Welding',
    job_type: 'full-time',
    text: 'Weld frames for buses in our Ikeja workshop.',
    state: 'Lagos',
    address: 'Ikeja',
    responsibility: 'Weld and finish frames',
    company_overview: 'A fleet maintenance company serving Lagos transport operators.',
    ...overrides,
  };
}

export async function postJob(employer: Session, title: string, overrides: Record<string, unknown> = {}) {
  return api<{ _id: string; title: string }>('POST', '/jobs', jobBody(title, overrides), employer.token);
}

/** A word no other journey of the run uses, for titles the lists must find exactly once. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}
