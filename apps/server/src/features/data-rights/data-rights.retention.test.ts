import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RETENTION_RULES } from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps';
import { diskStorage } from '../../platform/storage';
import { createAccount } from '../../seed/accounts.factory';
import { createTestApp, type TestApp } from '../../test/harness';
import { RETENTION_SWEEPS, retentionSweeps } from './data-rights.retention';
import { dataExports } from './data-rights.table';

/*
 * The retention rules enforced (issue 25): for each rule, rows past its period and rows still in it are seeded; the
 * sweep deletes the first and keeps the second, and a second run changes nothing more. The app runs its jobs on
 * pg-boss here, so the finished-jobs rule has real job tables to clean.
 */

let t: TestApp;
let deps: Deps;
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: 'durable' });
  const storage = diskStorage(path.join(t.dataDir, 'uploads'));
  deps = {
    db: t.database.db,
    storage,
    config: { dataDir: t.dataDir },
    log: { info() {}, error() {} },
  } as unknown as Deps;
});
afterAll(async () => {
  await t?.close();
});

/** Runs `key`'s sweep twice: the second run must delete nothing (exactly once). */
async function sweep(key: keyof typeof RETENTION_SWEEPS) {
  const first = await RETENTION_SWEEPS[key](deps);
  expect(await RETENTION_SWEEPS[key](deps)).toBe(0);
  return first;
}

describe('retention sweeps', () => {
  it('declares one scheduled sweep per retention rule', () => {
    expect(retentionSweeps.map((s) => s.name)).toEqual(
      RETENTION_RULES.map((rule) => `data-rights-retention-${rule.key.replaceAll('_', '-')}`),
    );
    expect(Object.keys(RETENTION_SWEEPS).sort()).toEqual(RETENTION_RULES.map((rule) => rule.key).sort());
  });

  it('unverified_accounts: deletes accounts never verified after 30 days, keeps younger and verified ones', async () => {
    const mail = () => `ret-${randomUUID().slice(0, 8)}@example.ng`;
    const old = await createAccount(t.database.db, { userType: 'graduate', email: mail(), verified: false });
    const fresh = await createAccount(t.database.db, {
      userType: 'graduate',
      email: mail(),
      verified: false,
    });
    const verified = await createAccount(t.database.db, { userType: 'graduate', email: mail() });
    await t.database.db.execute(
      sql`update users set created_at = ${ago(31 * DAY_MS)} where id in (${old.user.id}, ${verified.user.id})`,
    );
    expect(await sweep('unverified_accounts')).toBe(1);
    const left = await rows(
      sql`select id from users where id in (${old.user.id}, ${fresh.user.id}, ${verified.user.id})`,
    );
    expect(left.map((row) => row.id).sort()).toEqual([fresh.user.id, verified.user.id].sort());
  });

  it('codes_and_tokens: deletes codes, resets, refresh tokens and unused invitations a day past expiry', async () => {
    const { user } = await createAccount(t.database.db, {
      userType: 'graduate',
      email: `tok-${randomUUID().slice(0, 8)}@example.ng`,
    });
    const old = ago(25 * 60 * 60 * 1000);
    const recent = ago(60 * 60 * 1000);
    for (const [tag, at] of [
      ['old', old],
      ['recent', recent],
    ] as const) {
      await t.database.db.execute(sql`insert into otp_codes (email, purpose, code_hash, expires_at)
        values (${`${tag}-${user.id}@x.ng`}, 'verification', ${tag}, ${at})`);
      await t.database.db.execute(sql`insert into password_resets (user_id, token_hash, expires_at)
        values (${user.id}, ${`reset-${tag}-${user.id}`}, ${at})`);
      await t.database.db.execute(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
        values (${user.id}, ${randomUUID()}, ${`refresh-${tag}-${user.id}`}, ${at})`);
      await t.database.db.execute(sql`insert into invitations (email, name, user_type, token_hash, expires_at)
        values (${`${tag}-${user.id}@x.ng`}, 'Invitee', 'mentor', ${`inv-${tag}-${user.id}`}, ${at})`);
    }
    expect(await sweep('codes_and_tokens')).toBe(4);
    const left = await rows(sql`
      select (select count(*) from otp_codes where email like ${`%-${user.id}@x.ng`})::int as codes,
             (select count(*) from password_resets where user_id = ${user.id})::int as resets,
             (select count(*) from refresh_tokens where user_id = ${user.id})::int as tokens,
             (select count(*) from invitations where email like ${`%-${user.id}@x.ng`})::int as invitations`);
    expect(left[0]).toEqual({ codes: 1, resets: 1, tokens: 1, invitations: 1 });
  });

  it('export_archives: deletes archives past their 72 hours (the row says expired), keeps live ones', async () => {
    const { user } = await createAccount(t.database.db, {
      userType: 'graduate',
      email: `arc-${randomUUID().slice(0, 8)}@example.ng`,
    });
    const keys = [`exports/${randomUUID()}`, `exports/${randomUUID()}`];
    for (const key of keys) await deps.storage.put(key, Buffer.from('zip'));
    const [old, fresh] = await t.database.db
      .insert(dataExports)
      .values([
        {
          userId: user.id,
          status: 'ready',
          storageKey: keys[0],
          size: 3,
          readyAt: ago(73 * 3.6e6),
          expiresAt: ago(3.6e6),
        },
        {
          userId: user.id,
          status: 'ready',
          storageKey: keys[1],
          size: 3,
          readyAt: ago(3.6e6),
          expiresAt: ago(-71 * 3.6e6),
        },
      ])
      .returning();
    expect(await sweep('export_archives')).toBe(1);
    const [gone] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, old.id));
    expect(gone).toMatchObject({ status: 'expired', storageKey: null });
    expect(await deps.storage.get(keys[0])).toBeNull();
    const [kept] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, fresh.id));
    expect(kept).toMatchObject({ status: 'ready', storageKey: keys[1] });
    expect(await deps.storage.get(keys[1])).not.toBeNull();
  });

  it('mail_log: deletes outbox copies older than 90 days, keeps younger ones', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const old = path.join(outbox, 'old.json');
    const fresh = path.join(outbox, 'fresh.json');
    writeFileSync(old, '{}');
    writeFileSync(fresh, '{}');
    const then = ago(91 * DAY_MS);
    utimesSync(old, then, then);
    expect(await sweep('mail_log')).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('finished_jobs: deletes jobs finished more than 7 days ago (queue and archive), keeps recent ones', async () => {
    // Two finished jobs of the mail queue (pg-boss made it at start), one old; and an archived copy of each.
    await t.database.db.execute(sql`
      insert into pgboss.job (id, name, data, state, completed_on)
      values (${randomUUID()}, 'mail-send', '{}', 'completed', ${ago(8 * DAY_MS)}),
             (${randomUUID()}, 'mail-send', '{}', 'completed', ${ago(DAY_MS)})`);
    await t.database.db.execute(sql`
      insert into pgboss.archive select j.*, now() from pgboss.job j where j.name = 'mail-send' and j.state = 'completed'`);
    expect(await sweep('finished_jobs')).toBe(2);
    const left = await rows(sql`
      select (select count(*) from pgboss.job where name = 'mail-send' and state = 'completed')::int as jobs,
             (select count(*) from pgboss.archive where name = 'mail-send')::int as archived`);
    expect(left[0]).toEqual({ jobs: 1, archived: 1 });
  });

  it('rejected_uploads: deletes roll files never committed after 7 days, with their bytes; keeps committed and recent', async () => {
    const institution = await createAccount(t.database.db, {
      userType: 'institution',
      email: `ins-${randomUUID().slice(0, 8)}@example.ng`,
    });
    const keys = [`rolls/${randomUUID()}`, `rolls/${randomUUID()}`, `rolls/${randomUUID()}`];
    for (const key of keys) await deps.storage.put(key, Buffer.from('csv'));
    const insert = (key: string, status: string, at: Date) =>
      t.database.db.execute(sql`
        insert into roll_imports (institution_id, file_name, format, storage_key, status, total_rows, valid_rows,
          invalid_rows, will_create, will_update, error_count, errors, sample, expires_at, created_at)
        values (${institution.profile.id}, 'roll.csv', 'csv', ${key}, ${status}, 1, 1, 0, 1, 0, 0, '[]', '[]', ${at}, ${at})`);
    await insert(keys[0], 'previewed', ago(8 * DAY_MS));
    await insert(keys[1], 'committed', ago(8 * DAY_MS));
    await insert(keys[2], 'previewed', ago(DAY_MS));
    expect(await sweep('rejected_uploads')).toBe(1);
    const left = await rows(
      sql`select storage_key from roll_imports where institution_id = ${institution.profile.id} order by storage_key`,
    );
    expect(left.map((row) => row.storage_key).sort()).toEqual([keys[1], keys[2]].sort());
    expect(await deps.storage.get(keys[0])).toBeNull();
    expect(await deps.storage.get(keys[2])).not.toBeNull();
  });

  it('message_log: provider message ids, abandoned interviews and gateway outbox files past 180 days go, newer stay', async () => {
    const old = ago(181 * DAY_MS);
    await t.database.db.execute(sql`insert into gateway_callbacks (provider, kind, provider_message_id, received_at)
      values ('fake', 'sms', 'retention-old', ${old}), ('fake', 'sms', 'retention-new', now())`);
    await t.database.db.execute(sql`insert into gateway_interviews
      (phone, study_ref, case_ref, survey_id, channel, updated_at)
      values ('+2348030009998', 'study-old', 'case-old', 'survey', 'ussd', ${old}),
             ('+2348030009997', 'study-new', 'case-new', 'survey', 'ussd', now())`);
    const outbox = path.join(t.dataDir, 'gateway-outbox');
    mkdirSync(outbox, { recursive: true });
    writeFileSync(path.join(outbox, 'old.json'), '{}');
    writeFileSync(path.join(outbox, 'new.json'), '{}');
    utimesSync(path.join(outbox, 'old.json'), old, old);

    expect(await sweep('message_log')).toBe(3);
    const ids = await rows(
      sql`select provider_message_id from gateway_callbacks where provider_message_id like 'retention-%'`,
    );
    expect(ids.map((row) => row.provider_message_id)).toEqual(['retention-new']);
    const interviews = await rows(
      sql`select study_ref from gateway_interviews where study_ref like 'study-%'`,
    );
    expect(interviews.map((row) => row.study_ref)).toEqual(['study-new']);
    expect(existsSync(path.join(outbox, 'old.json'))).toBe(false);
    expect(existsSync(path.join(outbox, 'new.json'))).toBe(true);
  });
});
