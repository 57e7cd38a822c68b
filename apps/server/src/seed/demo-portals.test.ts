import path from 'node:path';
import type { InstitutionFigures, Mentee, Paged } from '@tvet/contract';
import { MENTORING_ROUTES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../platform/storage';
import { login } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD } from './accounts.factory';
import { seedDemoWithCountry } from './demo';
import { DEMO_ROLL_YEAR } from './demo-institution';
import { DEMO_EMPLOYER_JOB_TITLES, DEMO_PENDING_CLAIMS, DEMO_STAFF_NAMES } from './demo-portals';

/*
 * Issue 22 point 24: each demo account opens onto a living portal. Read through the API as each demo account
 * sees it: the institution's overview, students, staff and outcome figures (groups of 5 and more, not hidden),
 * the employer's jobs with applicants, the mentor's cohort of distinct people, the staff member's survey.
 */

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedDemoWithCountry>>;
const api = () => client(t.app);
type Row = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoWithCountry(t.database.db, diskStorage(path.join(t.dataDir, 'uploads')));
}, 120_000);
afterAll(() => t.close());

describe('the demo accounts open onto living portals', () => {
  it('the administrator finds a living tracer panel: waves closed, open and not yet due (issue 26)', async () => {
    const admin = await login(t, 'admin', 'admin@demo.tvet.ng', DEMO_PASSWORD);
    const list = await api().get<Paged<Row>>('/api/v1/admin/tracer-studies', admin.key);
    expect(list.statusCode, list.body.msg).toBe(200);
    const [study] = list.body.payload.docs;
    expect(study?._id).toBe(seeded.tracer.studyId);
    const waves = study?.waves as Row[];
    expect(waves.map((wave) => wave.state).sort()).toEqual(['closed', 'not_yet_due', 'open']);
    const closed = waves.find((wave) => wave.state === 'closed') as Row;
    const open = waves.find((wave) => wave.state === 'open') as Row;
    for (const wave of [closed, open]) {
      expect(wave.frame).toBeGreaterThan(300);
      expect(wave.complete).toBeGreaterThan(0);
      expect(wave.opted_out).toBeGreaterThan(0);
      expect(wave.undeliverable).toBeGreaterThan(0);
    }
    expect(closed.rr1).toBeGreaterThan(0.5);
    expect(open.rr1).toBeLessThan(closed.rr1);
    const stats = await api().get<Row>(`/api/v1/admin/tracer-studies/${study?._id}/stats?by=sex`, admin.key);
    const channels = (stats.body.payload.waves as Row[]).flatMap((wave) => wave.channels as Row[]);
    expect(channels.map((row) => `${row.channel} ${row.status}`)).toEqual(
      expect.arrayContaining(['email sent', 'email bounced', 'sms not_sent']),
    );
    expect(stats.body.payload.bounced.length).toBeGreaterThan(0);
  });

  it('the demo staff member has a call list and the institution its phone follow-up figures (issue 28)', async () => {
    expect(seeded.followUp).toMatchObject({ interviewers: 2, assigned: 12, calls: 4 });
    const staff = await login(t, 'staff', 'staff@demo.tvet.ng', DEMO_PASSWORD);
    const calls = await api().get<{ docs: Row[] }>('/api/v1/calls', staff.key);
    expect(calls.statusCode, calls.body.msg).toBe(200);
    // Six assigned, one waits for its call-back tomorrow.
    expect(calls.body.payload.docs).toHaveLength(5);
    const institution = await login(t, 'institution', 'institution@demo.tvet.ng', DEMO_PASSWORD);
    const stats = await api().get<Row>('/api/v1/institution/follow-up/stats', institution.key);
    expect(stats.body.payload.per_day).not.toEqual([]);
  });

  it('the institution has hundreds on its roll, most signed up, its staff, and outcome figures shown', async () => {
    expect(seeded.portals.roll).toBeGreaterThan(300);
    const institution = await login(t, 'institution', 'institution@demo.tvet.ng', DEMO_PASSWORD);
    const id = institution.user._id;
    const overview = (await api().get<Row>(`/api/v1/institutions/${id}/overview`, institution.key)).body
      .payload;
    expect(overview.roll.total).toBeGreaterThan(300);
    expect(overview.graduates.confirmed).toBeGreaterThan(150);
    expect(overview.staff).toBe(DEMO_STAFF_NAMES.length + 1);

    const students = await api().get<Paged<Row>>(`/api/v1/institutions/${id}/graduates`, institution.key);
    expect(students.body.payload.totalDocs).toBe(overview.graduates.total);
    const staff = await api().get<Paged<Row>>(`/api/v1/institutions/${id}/staff?limit=50`, institution.key);
    expect(staff.body.payload.docs.map((member) => member.user_id.name)).toEqual(
      expect.arrayContaining([...DEMO_STAFF_NAMES, 'Chinedu Okafor']),
    );

    const figures = await api().get<InstitutionFigures>(
      `/api/v1/outcomes/institutions/${id}/figures?group_by=programme`,
      institution.key,
    );
    expect(figures.statusCode, figures.body.msg).toBe(200);
    const own = figures.body.payload.own;
    expect(own.total.figures?.employment.rate.value).toEqual(expect.any(Number));
    expect(own.groups.length).toBe(3);
    // Every programme's group has enough respondents to be shown.
    for (const group of own.groups) expect(group.figures, group.keys[0].label).not.toBeNull();

    // Every cohort too, the demo graduate's 2021 one included: none reads 'fewer than 5'.
    const cohorts = await api().get<InstitutionFigures>(
      `/api/v1/outcomes/institutions/${id}/figures?group_by=cohort`,
      institution.key,
    );
    expect(cohorts.statusCode, cohorts.body.msg).toBe(200);
    const years = cohorts.body.payload.own.groups.map((group) => group.keys[0].label);
    expect(years).toContain(String(DEMO_ROLL_YEAR));
    for (const group of cohorts.body.payload.own.groups) {
      expect(group.figures, group.keys[0].label).not.toBeNull();
      expect(group.respondents, group.keys[0].label).toBeGreaterThanOrEqual(5);
    }
  });

  it('the institution has claims to review, open and disputed, on a first look', async () => {
    expect(seeded.portals.pendingClaims).toBe(DEMO_PENDING_CLAIMS.length);
    const institution = await login(t, 'institution', 'institution@demo.tvet.ng', DEMO_PASSWORD);
    const id = institution.user._id;
    const overview = (await api().get<Row>(`/api/v1/institutions/${id}/overview`, institution.key)).body
      .payload;
    expect(overview.graduates.claimed).toBe(DEMO_PENDING_CLAIMS.filter((c) => !c.disputes).length);
    expect(overview.graduates.disputed).toBe(DEMO_PENDING_CLAIMS.filter((c) => c.disputes).length);
    for (const status of ['claimed', 'disputed']) {
      const claims = await api().get<Paged<Row>>(
        `/api/v1/institutions/${id}/graduates?claim_status=${status}&limit=50`,
        institution.key,
      );
      expect(claims.statusCode, claims.body.msg).toBe(200);
      expect(claims.body.payload.docs.map((claim) => claim.graduate_id.user_id.name)).toEqual(
        expect.arrayContaining(
          DEMO_PENDING_CLAIMS.filter((c) => c.disputes === (status === 'disputed')).map((c) => c.name),
        ),
      );
    }
  });

  it('the employer is vetted and has open jobs, each with applicants', async () => {
    const employer = await login(t, 'employer', 'employer@demo.tvet.ng', DEMO_PASSWORD);
    const mine = await api().get<Paged<Row>>(
      `/api/v1/jobs?created_by=${employer.user._id}&limit=20`,
      employer.key,
    );
    expect(mine.statusCode, mine.body.msg).toBe(200);
    expect(mine.body.payload.docs.map((job) => job.title).sort()).toEqual(
      [...DEMO_EMPLOYER_JOB_TITLES].sort(),
    );
    for (const job of mine.body.payload.docs) {
      expect(job.employer_verified, job.title).toBe(true);
      const applicants = await api().get<Paged<Row>>(`/api/v1/jobs/${job._id}/applications`, employer.key);
      expect(applicants.body.payload.totalDocs, job.title).toBeGreaterThanOrEqual(5);
    }
  });

  it("the mentor's cohort is distinct people", async () => {
    const mentor = await login(t, 'mentor', 'mentor@demo.tvet.ng', DEMO_PASSWORD);
    const cohort = await api().get<Paged<Mentee>>(
      `/api${MENTORING_ROUTES.cohort(mentor.user._id)}?limit=100`,
      mentor.key,
    );
    const names = cohort.body.payload.docs.map((mentee) => mentee.user_id.name);
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the staff member has a survey addressed to staff', async () => {
    const staff = await login(t, 'staff', 'staff@demo.tvet.ng', DEMO_PASSWORD);
    const surveys = await api().get<Paged<Row>>('/api/v1/surveys?respondent_type=staff&limit=10', staff.key);
    expect(surveys.statusCode, surveys.body.msg).toBe(200);
    expect(surveys.body.payload.totalDocs).toBeGreaterThan(0);
  });
});
