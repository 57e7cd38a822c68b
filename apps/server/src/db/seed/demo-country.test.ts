import path from 'node:path';
import type { Figures, GroupFigures } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../platform/storage';
import { adminLogin } from '../../test/admin.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import type { Database } from '../client';
import { ensureAdmin } from './admin';
import { DEMO_ACCOUNTS, hasDemo, seedDemoWithCountry, shouldSeedDemo } from './demo';

/*
 * The demo country (issue 14): SEED=demo seeds it even after ADMIN_EMAIL created an administrator; it is
 * believable (institutions of every kind across the regions, rolls over three cohorts, about half signed up,
 * tagged tracer answers with differences by programme, sex and state, jobs and applications), deterministic,
 * and seeded in bulk.
 */

const ADMIN = { email: 'chief@regulator.example.ng', password: 'Admin-Pass-2024' };
let t: TestApp;
let seconds = 0;
let summary: Awaited<ReturnType<typeof seedDemoWithCountry>>['country'];

const one = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0];

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('SEED=demo after ADMIN_EMAIL', () => {
  it('seeds the demo although an administrator exists; never twice; default and none leave it', async () => {
    const db = t.database.db;
    expect(await shouldSeedDemo(db, undefined)).toBe(true);
    expect(await ensureAdmin(db, ADMIN.email, ADMIN.password)).toBe('created');
    // What main.ts asks at start, after creating the administrator from ADMIN_EMAIL.
    expect(await shouldSeedDemo(db, 'demo')).toBe(true);
    expect(await shouldSeedDemo(db, undefined)).toBe(false);
    expect(await shouldSeedDemo(db, 'none')).toBe(false);
    const started = Date.now();
    const seeded = await seedDemoWithCountry(db, diskStorage(path.join(t.dataDir, 'uploads')));
    seconds = (Date.now() - started) / 1000;
    summary = seeded.country;
    expect(await hasDemo(db)).toBe(true);
    expect(await shouldSeedDemo(db, 'demo')).toBe(false);
    // Every demo account is there next to the administrator.
    for (const account of DEMO_ACCOUNTS) {
      const row = await one(db, sql`select count(*)::int as n from users where email = ${account.email}`);
      expect(row.n, account.email).toBe(1);
    }
    console.info(`demo seed with the country on ${t.database.kind}: ${seconds.toFixed(1)} s`, summary);
  }, 120_000);
});

describe('the demo country', () => {
  it('has a dozen institutions of different types across states, programmes some expiring, a pending one', async () => {
    const db = t.database.db;
    expect(summary.institutions).toBe(12);
    const kinds = await one(
      db,
      sql`select count(distinct i.institution_type)::int as types, count(distinct split_part(u.address, '|', 2))::int as states
          from institutions i join users u on u.id = i.user_id`,
    );
    expect(kinds.types).toBeGreaterThanOrEqual(8);
    expect(kinds.states).toBeGreaterThanOrEqual(10);
    const programmes = await one(
      db,
      sql`select
            count(*) filter (where expiry_date >= current_date and expiry_date < current_date + 90)::int as expiring,
            count(*) filter (where expiry_date < current_date)::int as expired,
            count(*) filter (where status = 'pending')::int as pending
          from programmes`,
    );
    expect(programmes.expiring).toBeGreaterThanOrEqual(3); // two here, one at the demo institution
    expect(programmes.expired).toBeGreaterThanOrEqual(1);
    expect(programmes.pending).toBeGreaterThanOrEqual(2);
  });

  it('has rolls of a few thousand over three cohorts, about half signed up, most of them answering', async () => {
    expect(summary.roll).toBeGreaterThan(2500);
    expect(summary.roll).toBeLessThan(5000);
    expect(summary.graduates / summary.roll).toBeGreaterThan(0.4);
    expect(summary.graduates / summary.roll).toBeLessThan(0.6);
    expect(summary.respondents / summary.graduates).toBeGreaterThan(0.6);
    const cohorts = await one(
      t.database.db,
      sql`select count(distinct graduation_year)::int as n from roll_entries`,
    );
    expect(cohorts.n).toBeGreaterThanOrEqual(3);
    expect(summary.employers).toBeGreaterThanOrEqual(8);
    expect(summary.jobs).toBeGreaterThanOrEqual(15);
    expect(summary.applications).toBeGreaterThan(100);
  });

  it('answers the tagged tracer with plausible differences by programme, sex and state', async () => {
    const session = await adminLogin(t, ADMIN.email, ADMIN.password);
    const api = client(t.app);
    const get = async (query: string) => {
      const res = await api.get<Figures>(`/api/v1/outcomes/figures?${query}`, session.key);
      expect(res.statusCode, res.body.msg).toBe(200);
      return res.body.payload;
    };
    const rate = (group: GroupFigures | undefined) => group?.figures?.employment.rate.value ?? Number.NaN;
    const national = await get('');
    const total = rate(national.total);
    expect(total).toBeGreaterThan(0.55);
    expect(total).toBeLessThan(0.9);
    expect(national.total.response_rate).toBeGreaterThan(0.25);
    expect(national.total.figures?.months_to_first_job.median.value).not.toBeNull();
    expect(national.total.figures?.relevance.mean.value).toBeGreaterThan(3);

    const bySex = await get('group_by=sex');
    const women = bySex.groups.find((group) => group.keys[0].value === 'female');
    const men = bySex.groups.find((group) => group.keys[0].value === 'male');
    expect(rate(women)).toBeLessThan(rate(men));
    const above = (group: GroupFigures | undefined) =>
      group?.figures?.income_band.at_or_above_minimum_wage.value ?? Number.NaN;
    expect(above(women)).toBeLessThan(above(men));

    const byState = await get('group_by=institution_state');
    const lagos = byState.groups.find((group) => group.keys[0].value === 'Lagos');
    const bauchi = byState.groups.find((group) => group.keys[0].value === 'Bauchi');
    const wage = (group: GroupFigures | undefined) =>
      group?.figures?.employment.parts.find((part) => part.code === 'wage_employed')?.value ?? Number.NaN;
    expect(wage(lagos)).toBeGreaterThan(wage(bauchi));

    const byProgramme = await get('group_by=programme');
    const self = (name: string) =>
      byProgramme.groups
        .find((group) => group.keys[0].value === name)
        ?.figures?.employment.parts.find((part) => part.code === 'self_employed')?.value ?? Number.NaN;
    expect(self('cosmetology')).toBeGreaterThan(self('accountancy'));
    // The weighted figures differ from the raw ones: the respondents' mix is not the roll's.
    expect(national.total.figures?.employment.rate.weighted).not.toBe(total);

    const byCohort = await get('group_by=cohort');
    const year = new Date().getUTCFullYear();
    const cohort = (value: number) =>
      rate(byCohort.groups.find((group) => group.keys[0].value === String(value)));
    // The latest cohort is still looking for work more often than the one three years out.
    expect(cohort(year - 1)).toBeLessThan(cohort(year - 3));
  });

  it('is the same country on every start (seeded generator)', async () => {
    const other = await createTestApp();
    try {
      const again = await seedDemoWithCountry(
        other.database.db,
        diskStorage(path.join(other.dataDir, 'uploads')),
      );
      expect(again.country).toEqual(summary);
      const fingerprint = (db: Database) =>
        one(
          db,
          sql`select count(*)::int as answers, sum(length(coalesce(text, '')))::int as text_length,
                count(distinct option_id)::int as options from survey_responses`,
        );
      expect(await fingerprint(other.database.db)).toEqual(await fingerprint(t.database.db));
      const names = sql`select string_agg(name, ',' order by matric_number) as names from roll_entries`;
      expect((await one(other.database.db, names)).names).toEqual((await one(t.database.db, names)).names);
    } finally {
      await other.close();
    }
  }, 120_000);
});
