import type { Job, UserType } from '@tvet/contract';
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { applications, jobs } from '../features/jobs/jobs.table';
import { signedIn } from './accounts.fixtures';
import { pdf, upload } from './files.fixtures';
import { type Answer, client, type TestApp } from './harness';

/** A complete job posting as the employer's four-step wizard sends it (spec 001 §3). */
export const JOB = {
  title: 'Solar PV Installer',
  salary: 150000,
  currency: 'NGN',
  experience_years_required: 2,
  field_required: 'Electrical installation',
  job_type: 'full-time',
  text: 'Install and maintain solar systems for homes and small businesses.',
  address: 'Ikeja, Lagos',
  state: 'Lagos',
  responsibility: 'Site surveys, installation, maintenance visits.',
  company_overview: 'A renewable energy installer serving Lagos.',
} as const;

export const jobBody = (overrides: Record<string, unknown> = {}) =>
  ({ ...JOB, ...overrides }) as Record<string, unknown>;

/** A signed-in account with a complete profile: `id` is its profile id (employer id, graduate id ...). */
export interface Member {
  userType: UserType;
  id: string;
  accountId: string;
  email: string;
  name: string;
  phone: string | null;
  address: string | null;
  token: string;
}

export async function member(t: TestApp, userType: UserType, name?: string): Promise<Member> {
  const account = await signedIn(t, userType, { complete: true, ...(name ? { name } : {}) });
  expect(account.session.user._id).toBe(account.profile.id);
  return {
    userType,
    id: account.profile.id,
    accountId: account.user.id,
    email: account.user.email,
    name: account.user.name,
    phone: account.user.phone,
    address: account.user.address,
    token: account.token,
  };
}

/** Posts a job as this employer; fails the test unless it is created. */
export async function postJob(t: TestApp, employer: Member, overrides: Record<string, unknown> = {}) {
  const res = await client(t.app).post<Job>('/api/v1/jobs/', jobBody(overrides), employer.token);
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload;
}

export async function closeJob(t: TestApp, employer: Member, jobId: string) {
  const res = await client(t.app).patch(`/api/v1/jobs/${jobId}`, { status: 'closed' }, employer.token);
  expect(res.statusCode, res.body.msg).toBe(200);
  expect(res.body.payload.status).toBe('closed');
}

/** Applies for a job as this graduate, for themselves (or for `graduateId`); returns the raw answer. */
export const applyFor = (t: TestApp, graduate: Member, jobId: string, graduateId = graduate.id) =>
  client(t.app).post(`/api/v1/jobs/${jobId}/apply/`, { graduate_id: graduateId }, graduate.token);

export async function applied(t: TestApp, graduate: Member, jobId: string) {
  const res = await applyFor(t, graduate, jobId);
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload as { _id: string; job_posting_id: string; graduate_id: string };
}

/** Uploads a one-page PDF resume for the graduate; returns its URL and bytes. */
export async function uploadResume(t: TestApp, graduate: Member, text = 'Curriculum vitae') {
  const bytes = pdf(text);
  const res = await client(t.app).patch(
    `/api/v1/graduates/${graduate.id}/documents/`,
    { document_type: 'resume', document: upload(bytes, 'cv.pdf', 'application/pdf') },
    graduate.token,
  );
  expect(res.statusCode, res.body.msg).toBe(200);
  const url = res.body.payload.resume_id.url as string;
  expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
  return { url, bytes };
}

export async function countJobs(db: Database, employerId?: string) {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(employerId ? eq(jobs.employerId, employerId) : undefined);
  return row.total;
}

export async function countApplications(db: Database, graduateId?: string) {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(graduateId ? eq(applications.graduateId, graduateId) : undefined);
  return row.total;
}

/**
 * PostgreSQL only: deletes the job in a transaction left open, starts `request`, waits until the request is
 * blocked on the deleted row's lock (it read the job before the delete), then commits and returns its answer.
 * This replays "the employer deletes the job while a graduate applies" in a fixed order.
 */
export async function whileJobIsBeingDeleted(t: TestApp, jobId: string, request: () => Promise<Answer>) {
  let pending: Promise<Answer> | undefined;
  await t.database.db.transaction(async (tx) => {
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    pending = request();
    for (let tries = 0; ; tries++) {
      const result = (await t.database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (result.rows[0].waiting > 0) break;
      if (tries > 200) throw new Error('the request never waited for the deleted job');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  if (!pending) throw new Error('no request was started');
  return pending;
}

export const ids = (docs: { _id: string }[]) => docs.map((doc) => doc._id);

/** A well-formed id nothing in the database has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
