import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES, segmentOf } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { findProfileByUser } from '../db/profiles';
import { diskStorage } from '../platform/storage';
import { countUsers, login, userByEmail } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { createAccount, DEMO_PASSWORD } from './accounts.factory';
import { ensureAdmin } from './admin';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './demo';

describe('demo seed and the administrator from the configuration', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('seeds a verified, complete account of every role that signs in with the demo password', async () => {
    expect(await isEmpty(t.database.db)).toBe(true);
    const seeded = await seedDemo(t.database.db, diskStorage(path.join(t.dataDir, 'uploads')));
    expect(seeded.password).toBe(DEMO_PASSWORD);
    expect(await isEmpty(t.database.db)).toBe(false);
    expect(await countUsers(t.database.db)).toBe(DEMO_ACCOUNTS.length);
    expect(DEMO_ACCOUNTS.map((account) => account.userType).sort()).toEqual(
      ['admin', 'employer', 'graduate', 'institution', 'mentor', 'staff'].sort(),
    );
    for (const { userType, email } of DEMO_ACCOUNTS) {
      // The demo administrator's first sign-in sets TOTP up (test/admin.fixtures.ts reads the secret it answers).
      const { user, key } = await login(t, userType, email, DEMO_PASSWORD);
      expect(user.user_id).toMatchObject({ user_type: userType, email, is_email_verified: true });
      expect(user.is_profile_complete, email).toBe(true);
      const profile = await api.get(`/api/v1/${segmentOf(userType)}/${user._id}`, key);
      expect(profile.statusCode, email).toBe(200);
      expect(profile.body.payload.is_profile_complete, email).toBe(true);
      if (userType === 'mentor' || userType === 'employer' || userType === 'graduate') {
        // Each answering role finds a published survey addressed to it (the mentor's overview counts them).
        const surveys = await api.get(`/api/v1/surveys?respondent_type=${userType}&limit=10`, key);
        expect(surveys.statusCode, email).toBe(200);
        expect(surveys.body.payload.totalDocs, email).toBeGreaterThan(0);
      }
      if (userType === 'employer') {
        // The demo CAC certificate is a real stored PDF that opens for its owner.
        const cac = await t.app.inject({
          url: profile.body.payload.cac_document.url,
          headers: { authorization: `Bearer ${key}` },
        });
        expect(cac.statusCode).toBe(200);
        expect(cac.headers['content-type']).toBe('application/pdf');
        expect(cac.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('creates the administrator once; a second start leaves it as it is', async () => {
    const email = 'chief.admin@example.ng';
    const password = 'Admin-Pass-2024';
    expect(await ensureAdmin(t.database.db, email, password)).toBe('created');
    // The first sign-in answers a TOTP set-up challenge; the helper scans it like an app and signs in.
    const session = await login(t, 'admin', email, password);
    expect(session.user.user_id).toMatchObject({ user_type: 'admin', is_email_verified: true });

    const before = await countUsers(t.database.db);
    const hash = (await userByEmail(t.database.db, email)).passwordHash;
    expect(await ensureAdmin(t.database.db, email, 'Other-Pass-2024')).toBe('exists');
    expect(await countUsers(t.database.db)).toBe(before);
    expect((await userByEmail(t.database.db, email)).passwordHash).toBe(hash);
    expect((await api.post('/api/v1/auth/admins/login', { email, password })).statusCode).toBe(200);
  });

  it('is idempotent whatever the case of the address', async () => {
    expect(await ensureAdmin(t.database.db, 'Second.Admin@Example.ng', 'Admin-Pass-2024')).toBe('created');
    expect(await ensureAdmin(t.database.db, 'Second.Admin@Example.ng', 'Admin-Pass-2024')).toBe('exists');
    expect(await ensureAdmin(t.database.db, 'second.admin@example.ng', 'Admin-Pass-2024')).toBe('exists');
    const login = await api.post('/api/v1/auth/admins/login', {
      email: 'second.admin@example.ng',
      password: 'Admin-Pass-2024',
    });
    expect(login.statusCode).toBe(200);
  });

  it('the administrator cannot sign in anywhere else', async () => {
    const res = await api.post('/api/v1/auth/graduates/login', {
      email: 'chief.admin@example.ng',
      password: 'Admin-Pass-2024',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.loginFailed);
  });

  it.each(['admin', 'adminpass', 'Adminpass', 'admin-pass-1'])(
    'refuses the weak password %j',
    async (weak) => {
      const before = await countUsers(t.database.db);
      await expect(ensureAdmin(t.database.db, 'weak.admin@example.ng', weak)).rejects.toThrow(
        /ADMIN_PASSWORD/,
      );
      expect(await countUsers(t.database.db)).toBe(before);
    },
  );
});

describe('persistence on disk (PGlite in DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-persist-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every account across a restart, migrating again harmlessly', async () => {
    const first = openDatabase({ dataDir });
    await first.migrate();
    const { user } = await createAccount(first.db, {
      userType: 'graduate',
      email: 'kept@example.ng',
      complete: true,
    });
    await first.close();

    const second = openDatabase({ dataDir });
    try {
      await second.migrate();
      const again = await userByEmail(second.db, 'kept@example.ng');
      expect(again.id).toBe(user.id);
      expect(again.passwordHash).toBe(user.passwordHash);
      expect(await countUsers(second.db)).toBe(1);
      const profile = await findProfileByUser(second.db, again);
      expect(profile).toMatchObject({ userId: user.id, nin: expect.any(String) });
    } finally {
      await second.close();
    }
    // The product's first start on disk, every migration from an empty folder (no template), twice opened: about
    // 7 s on a quiet machine and 30-73 s on a loaded one (seen in CI beside the journeys). A hang guard, not a speed check.
  }, 180_000);
});
