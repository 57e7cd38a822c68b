import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DATA_RIGHTS_MESSAGES,
  type DataExport,
  type ErasureReceipt,
  EXPORT_RATE_LIMIT,
  fillPath,
  KEPT_ITEMS,
  dataRightsOperations as ops,
} from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../app';
import { auditLog, files, graduates, mentors, users } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import type { PlatformEvents } from '../../platform/events';
import type { Feature } from '../../platform/feature';
import { hashPassword } from '../../platform/secrets';
import { diskStorage } from '../../platform/storage';
import { createAccount, DEMO_PASSWORD } from '../../seed/accounts.factory';
import { insertAnswers, insertInstitution } from '../../seed/outcomes.factory';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { employmentRound, heldRoll } from '../../test/outcomes.fixtures';
import { exportTask } from './data-rights.service';
import { dataExports } from './data-rights.table';

/** The operations' URLs (decision 0033). */
const PATHS = {
  exports: `/api${ops.startExport.path}`,
  latest: `/api${ops.latestExport.path}`,
  export: (id: string) => `/api${fillPath(ops.readExport.path, { id })}`,
  download: (id: string) => `/api${fillPath(ops.downloadExport.path, { id })}`,
  erasure: `/api${ops.erase.path}`,
};

/*
 * Access and erasure (issue 25): a graduate seeded with every kind of data the platform keeps downloads an archive
 * that holds every item and nothing of anyone else; the link needs their session and expires; then they erase
 * their account, after which no table holds their identity and the outcome figures have not moved.
 */

// Hears the fact the tracer acts on (h6): registered like any feature's listener, before the app is built.
const heard: PlatformEvents['person.erased'][] = [];
const listener: Feature = {
  name: 'test-erasure-listener',
  routes: async () => {},
  listeners: () => ({ 'person.erased': async (_tx, event) => void heard.push(event) }),
};

let t: TestApp;
const api = () => client(t.app);

interface Someone {
  accountId: string;
  profileId: string;
  name: string;
  email: string;
  phone: string;
  nin: string;
  text: string;
  token: string;
}
let ada: Someone;
let bayo: Someone;
let round: Awaited<ReturnType<typeof employmentRound>>;
let fileBytes: Buffer;
let fileKey: string;

async function identify(
  userId: string,
  graduateId: string,
  who: Omit<Someone, 'accountId' | 'profileId' | 'token'>,
) {
  const db = t.database.db;
  await db
    .update(users)
    .set({ name: who.name, email: who.email, phone: who.phone })
    .where(eq(users.id, userId));
  await db.update(graduates).set({ nin: who.nin, phone: who.phone }).where(eq(graduates.id, graduateId));
  await db.execute(
    sql`update roll_entries set name = ${who.name}, email = ${who.email}, phone = ${who.phone} where graduate_id = ${graduateId}`,
  );
  const session = await login(t, 'graduate', who.email);
  return { ...who, accountId: userId, profileId: graduateId, token: session.key };
}

/** The outcome figures: every count of every cell, in order. */
async function figures() {
  const result = await t.database.db.execute(sql`
    select scope, cell_id, indicator, coalesce(code, '') as code, coalesce(number::text, '') as number, respondents
    from outcome_cells where scope = 'latest' order by 2, 3, 4, 5`);
  return (result as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  FEATURES.push(listener);
  t = await createTestApp();
  FEATURES.pop();
  const db = t.database.db;
  const hash = await hashPassword(DEMO_PASSWORD);
  const made = await insertInstitution(
    db,
    {
      name: 'Federal Science and Technical College Yaba',
      email: `dr-${randomUUID().slice(0, 8)}@outcomes.ng`,
      username: `dr_${randomUUID().slice(0, 8)}`,
      institutionType: 'state-polytechnics',
      ownershipType: 'state',
      state: 'Lagos',
      town: 'Yaba',
      programmes: [{ name: 'Electrical Installation', grantedDate: '2022-01-01', expiryDate: '2027-01-01' }],
    },
    hash,
  );
  round = await employmentRound(db, 'Tracer 2025', ['employed', 'unemployed']);
  const { userIds } = await heldRoll(db, hash, {
    tag: `dr${randomUUID().slice(0, 6)}`,
    count: 4,
    institutionId: made.institutionId,
    programmeId: made.programmes.get('Electrical Installation') as string,
    cohort: 2023,
    state: 'Lagos',
    ninFrom: 71_000_000_000,
  });
  const profiles = await db.select({ id: graduates.id, userId: graduates.userId }).from(graduates);
  const profileOf = (userId: string) => profiles.find((row) => row.userId === userId)?.id as string;
  ada = await identify(userIds[0], profileOf(userIds[0]), {
    name: 'Chiamaka Okonkwo-Eze',
    email: 'chiamaka.subject@example.ng',
    phone: '+2348035550101',
    nin: '98765432101',
    text: 'Hello Babatunde, the subject writes this',
  });
  bayo = await identify(userIds[1], profileOf(userIds[1]), {
    name: 'Babatunde Fashola-Other',
    email: 'babatunde.other@example.ng',
    phone: '+2348035550202',
    nin: '98765432202',
    text: 'Reply from the other person only',
  });
  // Every graduate of the cohort answers the round, so the cells have figures to keep.
  await insertAnswers(
    db,
    round.surveyId,
    userIds.map((userId, i) => ({
      userId,
      completedAt: new Date('2025-06-01T10:00:00Z'),
      answers: [
        { questionId: round.questionId, optionId: round.optionOf(i % 2 ? 'unemployed' : 'employed') },
      ],
    })),
  );

  // A stored file of Ada's.
  fileBytes = Buffer.from('%PDF-1.4 Ada curriculum vitae');
  fileKey = `cv/${randomUUID()}`;
  await diskStorage(path.join(t.dataDir, 'uploads')).put(fileKey, fileBytes);
  await db.insert(files).values({
    ownerId: ada.accountId,
    kind: 'resume',
    storageKey: fileKey,
    mimetype: 'application/pdf',
    size: fileBytes.length,
    title: 'ada-cv.pdf',
  });
  // A job application and a job report.
  const employer = await createAccount(db, {
    userType: 'employer',
    email: `emp-${randomUUID().slice(0, 8)}@example.ng`,
  });
  const [job] = (
    (await db.execute(sql`
      insert into jobs (employer_id, company_name, title, text, state, salary, currency, field_required, job_type,
        responsibility, company_overview)
      values (${employer.profile.id}, 'Ikeja Electric', 'Electrician', 'Wiring', 'Lagos', 90000, 'NGN', 'Electrical',
        'full_time', 'Wiring', 'Power')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  await db.execute(sql`insert into applications (job_id, graduate_id, job_title, company_name)
    values (${job.id}, ${ada.profileId}, 'Electrician', 'Ikeja Electric')`);
  await db.execute(sql`insert into job_reports (job_id, graduate_id, reason)
    values (${job.id}, ${ada.profileId}, 'Asks for a fee')`);
  // Messages both ways, then Bayo reports the conversation (his ticket's title names Ada).
  const chat = await api().post(
    '/api/v1/conversations',
    { text: ada.text, recipients: [bayo.accountId] },
    ada.token,
  );
  expect(chat.statusCode, chat.body.msg).toBe(201);
  const conversationId = chat.body.payload.conversation._id;
  const reply = await api().post(
    `/api/v1/conversations/${conversationId}/messages`,
    { text: bayo.text },
    bayo.token,
  );
  expect(reply.statusCode, reply.body.msg).toBe(201);
  const report = await api().post(
    `/api/v1/conversations/${conversationId}/report`,
    { reason: 'Unwanted messages' },
    bayo.token,
  );
  expect(report.statusCode, report.body.msg).toBeLessThan(300);
  // A support ticket of Ada's.
  const ticket = await api().post(
    '/api/v1/tickets',
    { title: 'My certificate', message: 'Where is it?' },
    ada.token,
  );
  expect(ticket.statusCode, ticket.body.msg).toBe(201);
  // A mentor, and an administrator's audit entry about Ada.
  const mentor = await createAccount(db, {
    userType: 'mentor',
    email: `men-${randomUUID().slice(0, 8)}@example.ng`,
  });
  const [mentorRow] = await db.select().from(mentors).where(eq(mentors.userId, mentor.user.id));
  await db.execute(
    sql`insert into mentor_assignments (mentor_id, graduate_id) values (${mentorRow.id}, ${ada.profileId})`,
  );
  const admin = await createAccount(db, {
    userType: 'admin',
    email: `adm-${randomUUID().slice(0, 8)}@example.ng`,
  });
  await audit(db, {
    actor: admin.user.id,
    action: 'mentor.assign',
    target: { type: 'account', id: ada.accountId, label: ada.name },
    detail: { email: ada.email, phone: ada.phone },
  });
});
afterAll(async () => {
  await t?.close();
});

async function exportOf(who: Someone): Promise<{ id: string; zip: Buffer; status: DataExport }> {
  const started = await api().post<{ _id: string }>(PATHS.exports, {}, who.token);
  expect(started.statusCode, started.body.msg).toBe(202);
  expect(started.body.msg).toBe(DATA_RIGHTS_MESSAGES.exportStarted);
  await t.app.jobs.settle();
  const status = await api().get<DataExport>(PATHS.export(started.body.payload._id), who.token);
  expect(status.statusCode).toBe(200);
  expect(status.body.payload.status).toBe('ready');
  const download = await t.app.inject({
    method: 'GET',
    url: status.body.payload.download_url as string,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return { id: started.body.payload._id, zip: download.rawPayload, status: status.body.payload };
}

const text = (entries: Record<string, Uint8Array>) =>
  Object.entries(entries)
    .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
    .join('\n');

describe('the archive of a person (access and portability)', () => {
  let archive: { id: string; zip: Buffer; status: DataExport };
  beforeAll(async () => {
    archive = await exportOf(ada);
  });

  it('holds every kind of item, as JSON and CSV, with the files, and expires 72 hours after it is prepared', () => {
    const entries = unzipSync(new Uint8Array(archive.zip));
    const json = (name: string) => JSON.parse(strFromU8(entries[name])) as Record<string, unknown>[];
    expect(json('accounts/account.json')[0]).toMatchObject({
      email: ada.email,
      name: ada.name,
      phone: ada.phone,
    });
    // The interface language a person chose, and when, is theirs too (issue 29: the latest choice wins).
    expect(Object.keys(json('accounts/account.json')[0] ?? {})).toEqual(
      expect.arrayContaining(['language', 'language_set_at']),
    );
    expect(json('profiles/profile.json')[0]).toMatchObject({ nin: ada.nin });
    expect(json('uploads/files.json')).toEqual([expect.objectContaining({ title: 'ada-cv.pdf' })]);
    expect(Buffer.from(entries[Object.keys(entries).find((n) => n.startsWith('files/')) as string])).toEqual(
      fileBytes,
    );
    expect(json('surveys/survey_answers.json')).toEqual([
      expect.objectContaining({ answer: 'employed', question: 'Main activity?' }),
    ]);
    expect(json('outcomes/outcome_facts.json')).toEqual([
      expect.objectContaining({ employment_status: 'employed' }),
    ]);
    expect(json('jobs/job_applications.json')).toEqual([
      expect.objectContaining({ job_title: 'Electrician' }),
    ]);
    expect(json('admin/jobs_reported.json')).toEqual([expect.objectContaining({ reason: 'Asks for a fee' })]);
    expect(json('messaging/messages_sent.json')).toEqual([expect.objectContaining({ text: ada.text })]);
    expect(json('tickets/support_tickets.json')).toEqual([
      expect.objectContaining({ title: 'My certificate' }),
    ]);
    expect(json('tickets/support_messages.json')).toEqual([
      expect.objectContaining({ text: 'Where is it?', from: 'you' }),
    ]);
    expect(json('mentoring/mentoring.json')).toHaveLength(1);
    expect(json('institutions/graduation_rolls.json')).toEqual([
      expect.objectContaining({ name: ada.name, graduation_year: 2023 }),
    ]);
    expect(json('institutions/institution_claims.json')).toHaveLength(1);
    expect(json('admin/audit_entries.json')).toEqual([
      expect.objectContaining({ action: 'mentor.assign', target_label: ada.name }),
    ]);
    expect(json('accounts/sessions.json').length).toBeGreaterThan(0);
    expect(strFromU8(entries['accounts/account.csv'])).toContain(ada.email);
    const readme = strFromU8(entries['README.txt']);
    for (const item of KEPT_ITEMS) expect(readme).toContain(item);
    const hours =
      (Date.parse(archive.status.expires_at as string) - Date.parse(archive.status.readyAt as string)) /
      3.6e6;
    expect(hours).toBe(72);
  });

  it('holds nothing of anyone else, and no secret of the platform', () => {
    const all = text(unzipSync(new Uint8Array(archive.zip)));
    for (const value of [bayo.name, bayo.email, bayo.phone, bayo.nin, bayo.text])
      expect(all).not.toContain(value);
    expect(all).not.toMatch(/\$argon2|password_hash|token_hash|totp_secret/);
  });

  it('is another person\u2019s 404 (status and download), and answers two parallel downloads alike', async () => {
    expect((await api().get(PATHS.export(archive.id), bayo.token)).statusCode).toBe(404);
    const stolen = await api().get(PATHS.download(archive.id), bayo.token);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.msg).toBe(DATA_RIGHTS_MESSAGES.exportNotFound);
    expect((await api().get(PATHS.download(archive.id))).statusCode).toBe(401);
    const [one, two] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'GET',
          url: PATHS.download(archive.id),
          headers: { authorization: `Bearer ${ada.token}` },
        }),
      ),
    );
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
  });

  it('refuses a second archive while one is being prepared, and a bad id with a 400', async () => {
    await t.database.db.insert(dataExports).values({ userId: bayo.accountId, status: 'queued' });
    const again = await api().post(PATHS.exports, {}, bayo.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe(DATA_RIGHTS_MESSAGES.exportRunning);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, bayo.accountId)),
    ).toHaveLength(1);
    expect((await api().get(PATHS.export('not-an-id'), bayo.token)).statusCode).toBe(400);
    await t.database.db.delete(dataExports).where(eq(dataExports.userId, bayo.accountId));
  });

  it('leaves no bytes behind when the person is erased while their archive is being prepared', async () => {
    const db = t.database.db;
    const [row] = await db.insert(dataExports).values({ userId: bayo.accountId }).returning();
    const stored = new Map<string, Buffer>();
    const storage = {
      get: async () => null,
      put: async (key: string, bytes: Buffer) => {
        stored.set(key, bytes);
        // The erasure commits between the archive being stored and being marked ready.
        await db.delete(dataExports).where(eq(dataExports.id, row.id));
      },
      delete: async (key: string) => void stored.delete(key),
    };
    const log = { error() {}, info() {} };
    await exportTask(() => FEATURES).run({ db, storage, log } as unknown as Deps, { exportId: row.id }, db);
    expect(stored.size).toBe(0);
  });

  it('answers 410 with a message once expired, and the status says expired', async () => {
    const second = await exportOf(ada);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, second.id));
    const gone = await api().get(PATHS.download(second.id), ada.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatchObject({ status: 'Gone', msg: DATA_RIGHTS_MESSAGES.exportExpired });
    const status = await api().get<DataExport>(PATHS.export(second.id), ada.token);
    expect(status.body.payload).toMatchObject({ status: 'expired', download_url: null });
  });
});

/** Every text, JSON or array column of every table holding any of `values` (any case): "table.column". */
async function holdersOf(values: string[]): Promise<string[]> {
  const db = t.database.db;
  const columns = (
    (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`)) as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows;
  const found: string[] = [];
  const patterns = values.map((value) => `%${value.toLowerCase()}%`);
  for (const { table_name, column_name } of columns) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where lower(${sql.identifier(column_name)}::text) like any(${sql.param(patterns)}::text[])`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0)
      found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('erasure', () => {
  it('refuses without the right password and changes nothing', async () => {
    const wrong = await api().post(PATHS.erasure, { password: 'not-my-password' }, ada.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.msg).toBe(DATA_RIGHTS_MESSAGES.wrongPassword);
    const missing = await api().post(PATHS.erasure, {}, ada.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.payload.fields.password).toBeTruthy();
    expect((await api().post(PATHS.erasure, { password: DEMO_PASSWORD })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.accountId));
    expect(row).toMatchObject({ name: ada.name, email: ada.email, isActive: true });
    expect(heard).toEqual([]);
  });

  it("refuses an institution's own erasure (its rolls hold others' records) and changes nothing", async () => {
    const db = t.database.db;
    const school = await createAccount(db, {
      userType: 'institution',
      email: `sch-${randomUUID().slice(0, 8)}@example.ng`,
    });
    const { key } = await login(t, 'institution', school.user.email);
    const refused = await api().post(PATHS.erasure, { password: DEMO_PASSWORD }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.msg).toBe(DATA_RIGHTS_MESSAGES.institutionNotErasable);
    const [row] = await db.select().from(users).where(eq(users.id, school.user.id));
    expect(row).toMatchObject({ name: school.user.name, isActive: true });
  });

  it('erases the identity from every table, keeps the outcome figures, announces the contacts and ends the sessions', async () => {
    const identity = [ada.name, ada.email, ada.phone, ada.nin, ada.text];
    expect((await holdersOf(identity)).length).toBeGreaterThan(5);
    const before = await figures();
    const [admin] = await t.database.db.select().from(users).where(eq(users.userType, 'admin')).limit(1);
    await audit(t.database.db, {
      actor: admin.id,
      action: 'mentor.assign',
      target: { type: 'account', id: bayo.accountId, label: ada.name },
    });
    expect(before.length).toBeGreaterThan(0);

    const erased = await api().post<ErasureReceipt>(PATHS.erasure, { password: DEMO_PASSWORD }, ada.token);
    expect(erased.statusCode, erased.body.msg).toBe(200);
    expect(erased.body.msg).toBe(DATA_RIGHTS_MESSAGES.erased);
    expect(erased.body.payload.kept.join(' ')).toMatch(/outcome facts/);
    expect(erased.body.payload.kept.join(' ')).toMatch(/audit/i);

    // The only row left with Ada's name is an entry about her namesake (another account): it keeps its label.
    expect(await holdersOf(identity)).toEqual(['audit_log.target_label']);
    const namesake = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, bayo.accountId));
    expect(namesake.map((entry) => entry.targetLabel)).toEqual([ada.name]);
    expect(await figures()).toEqual(before);
    expect(heard).toEqual([{ accountId: ada.accountId, phones: [ada.phone], emails: [ada.email] }]);
    // Sessions: the token stops at once, and the password no longer signs in.
    expect((await api().get(PATHS.latest, ada.token)).statusCode).toBe(401);
    const signIn = await api().post('/api/v1/auth/graduates/login', {
      email: ada.email,
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    // Stored bytes: the file and the archives are gone.
    expect(existsSync(path.join(t.dataDir, 'uploads', fileKey))).toBe(false);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, ada.accountId)),
    ).toEqual([]);
    // Bayo's conversation keeps its order: Ada's message is an empty place, his reply is whole.
    const messages = (
      (await t.database.db.execute(sql`select text from messages order by created_at`)) as unknown as {
        rows: { text: string }[];
      }
    ).rows;
    expect(messages.map((m) => m.text)).toEqual(['', bayo.text]);
    // Bayo's archive still works and names no one.
    const theirs = await exportOf(bayo);
    const theirText = text(unzipSync(new Uint8Array(theirs.zip)));
    for (const value of [ada.email, ada.phone, ada.nin, ada.text]) expect(theirText).not.toContain(value);
  });
});

describe('limits', () => {
  it(`starts at most ${EXPORT_RATE_LIMIT.max} archives a day per person; the next is refused before any work`, async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const person = await createAccount(strict.database.db, {
        userType: 'graduate',
        email: `lim-${randomUUID().slice(0, 8)}@example.ng`,
      });
      const { key: token } = await login(strict, 'graduate', person.user.email);
      const call = () => client(strict.app).post(PATHS.exports, {}, token);
      for (let i = 0; i < EXPORT_RATE_LIMIT.max; i += 1) {
        expect((await call()).statusCode).toBe(202);
        await strict.app.jobs.settle();
      }
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.body.msg).toBeTruthy();
      const rows = await strict.database.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, person.user.id));
      expect(rows).toHaveLength(EXPORT_RATE_LIMIT.max);
    } finally {
      await strict.close();
    }
  });
});
