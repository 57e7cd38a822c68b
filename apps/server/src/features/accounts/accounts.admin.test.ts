import {
  ADMIN_MESSAGES,
  type AdminSignInChallenge,
  SERVER_MESSAGES,
  TOTP_PERIOD_SECONDS,
  type TotpSetup,
} from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, admins, auditLog, users } from '../../db/schema';
import { sha256 } from '../../platform/secrets';
import { createAccount } from '../../seed/accounts.factory';
import { uniqueIdentity } from '../../test/accounts.fixtures';
import { nextCode, passwordStep, setUpTotp, totpCode, totpStep } from '../../test/admin.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

/*
 * Administrators' two-factor sign-in (issue 13): the password answers a challenge, never a session; the first
 * sign-in sets TOTP up (secret, otpauth URI, QR code, 10 recovery codes); a code or a recovery code finishes the
 * sign-in; codes are single-use and wrong ones are rate-limited per administrator.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);

async function newAdmin(app: TestApp = t) {
  const { email, username } = uniqueIdentity('adm');
  const account = await createAccount(app.database.db, {
    userType: 'admin',
    email,
    username,
    verified: true,
  });
  return { email, password: account.password, accountId: account.user.id };
}

async function auditActions(accountId: string) {
  const rows = await t.database.db
    .select({ action: auditLog.action, actor: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.targetId, accountId));
  return rows.map((row) => row.action);
}

describe('the first sign-in sets TOTP up', () => {
  it('answers a challenge for a right password, never a session', async () => {
    const admin = await newAdmin();
    const res = await api().post<AdminSignInChallenge>('/api/v1/auth/admins/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.totpSetupRequired);
    expect(res.body.payload).toMatchObject({ totp_required: true, setup_required: true, expires_in: 300 });
    expect(res.body.payload).not.toHaveProperty('key');
    expect(res.body.payload).not.toHaveProperty('refresh_token');
    // The challenge is no access token.
    const refused = await api().get('/api/v1/admin/tickets', res.body.payload.totp_token);
    expect(refused.statusCode).toBe(401);

    const wrong = await api().post('/api/v1/auth/admins/login', {
      email: admin.email,
      password: 'Wrong-Pass-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.msg).toBe(SERVER_MESSAGES.loginFailed);
  });

  it('gives a secret, its otpauth URI and QR code, and 10 recovery codes, stored encrypted and hashed', async () => {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const res = await api().post<TotpSetup>('/api/v1/auth/admin/totp/setup', {
      totp_token: challenge.totp_token,
    });
    expect(res.statusCode).toBe(200);
    const setup = res.body.payload;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/TVET%20Graduate%20Tracer:/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(setup.recovery_codes).toHaveLength(10);
    expect(new Set(setup.recovery_codes).size).toBe(10);
    expect(setup).toMatchObject({ digits: 6, period: TOTP_PERIOD_SECONDS });

    const [row] = await t.database.db.select().from(admins).where(eq(admins.userId, admin.accountId));
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(row.totpConfirmedAt).toBeNull();
    const codes = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin.accountId));
    expect(codes).toHaveLength(10);
    expect(codes.map((c) => c.codeHash)).toContain(sha256(setup.recovery_codes[0].replace('-', '')));
    expect(JSON.stringify(codes)).not.toContain(setup.recovery_codes[0]);
  });

  it('a right code confirms the set-up and answers the session; the next sign-in asks for a code only', async () => {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const setup = await setUpTotp(t, admin.email, challenge.totp_token);
    const res = await totpStep(t, { totp_token: challenge.totp_token, code: totpCode(setup.secret) });
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(SERVER_MESSAGES.loggedIn);
    expect(res.body.payload.user.user_id.user_type).toBe('admin');
    const desk = await api().get('/api/v1/admin/tickets', res.body.payload.key);
    expect(desk.statusCode).toBe(200);
    expect(await auditActions(admin.accountId)).toEqual(['admin.totp_enable']);

    const again = await passwordStep(t, admin.email, admin.password);
    expect(again.setup_required).toBe(false);
    const reset = await api().post('/api/v1/auth/admin/totp/setup', { totp_token: again.totp_token });
    expect(reset.statusCode).toBe(409);
    expect(reset.body.msg).toBe(ADMIN_MESSAGES.totpAlreadySetUp);
  });

  it('asking for set-up again before confirming replaces the secret and the recovery codes', async () => {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const first = await setUpTotp(t, admin.email, challenge.totp_token);
    const second = await setUpTotp(t, admin.email, challenge.totp_token);
    expect(second.secret).not.toBe(first.secret);
    const stale = await totpStep(t, { totp_token: challenge.totp_token, code: totpCode(first.secret) });
    expect(stale.statusCode).toBe(401);
    const fresh = await totpStep(t, { totp_token: challenge.totp_token, code: totpCode(second.secret) });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('codes', () => {
  async function enrolled() {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const setup = await setUpTotp(t, admin.email, challenge.totp_token);
    const now = Date.now();
    const first = await totpStep(t, { totp_token: challenge.totp_token, code: totpCode(setup.secret, now) });
    expect(first.statusCode).toBe(200);
    return { ...admin, setup, usedAt: now };
  }

  it('refuses a code used before (a replay within its window) and an older one', async () => {
    const admin = await enrolled();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const replay = await totpStep(t, {
      totp_token: challenge.totp_token,
      code: totpCode(admin.setup.secret, admin.usedAt),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.msg).toBe(ADMIN_MESSAGES.totpReused);
    expect(replay.body.payload).toBeNull();
    const older = totpCode(admin.setup.secret, admin.usedAt - TOTP_PERIOD_SECONDS * 1000);
    const refused = await totpStep(t, { totp_token: challenge.totp_token, code: older });
    expect(refused.statusCode).toBe(401);
    // The next step's code (the app's next code) still works.
    const next = totpCode(admin.setup.secret, admin.usedAt + TOTP_PERIOD_SECONDS * 1000);
    expect((await totpStep(t, { totp_token: challenge.totp_token, code: next })).statusCode).toBe(200);
  });

  it('refuses a wrong code, a malformed one, and both or neither of code and recovery_code', async () => {
    const admin = await enrolled();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const right = totpCode(admin.setup.secret, admin.usedAt + TOTP_PERIOD_SECONDS * 1000);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await totpStep(t, { totp_token: challenge.totp_token, code: wrong });
    expect(res.statusCode).toBe(401);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.totpWrong);
    for (const body of [
      { totp_token: challenge.totp_token, code: '12345' },
      { totp_token: challenge.totp_token },
      { totp_token: challenge.totp_token, code: right, recovery_code: admin.setup.recovery_codes[0] },
    ]) {
      const bad = await totpStep(t, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.body.msg).toBeTruthy();
    }
  });

  it('a recovery code signs in once and says how many are left', async () => {
    const admin = await enrolled();
    const [code] = admin.setup.recovery_codes;
    const challenge = await passwordStep(t, admin.email, admin.password);
    const res = await totpStep(t, { totp_token: challenge.totp_token, recovery_code: code.toUpperCase() });
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(ADMIN_MESSAGES.recoveryCodeUsed(9));
    expect(res.body.payload.key).toBeTruthy();
    const again = await totpStep(t, { totp_token: challenge.totp_token, recovery_code: code });
    expect(again.statusCode).toBe(401);
    expect(again.body.msg).toBe(ADMIN_MESSAGES.totpWrong);
    expect(await auditActions(admin.accountId)).toEqual(['admin.totp_enable', 'admin.recovery_code_used']);
    const [used] = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(
        and(
          eq(adminRecoveryCodes.userId, admin.accountId),
          eq(adminRecoveryCodes.codeHash, sha256(code.replace('-', ''))),
        ),
      );
    expect(used.usedAt).not.toBeNull();
  });

  it('refuses recovery codes before the set-up is confirmed', async () => {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const setup = await setUpTotp(t, admin.email, challenge.totp_token);
    const res = await totpStep(t, {
      totp_token: challenge.totp_token,
      recovery_code: setup.recovery_codes[0],
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the challenge token', () => {
  it('refuses a forged, expired or stale token, and an account deactivated since', async () => {
    const admin = await newAdmin();
    const challenge = await passwordStep(t, admin.email, admin.password);
    const setup = await setUpTotp(t, admin.email, challenge.totp_token);
    const forged = await new SignJWT({ purpose: 'admin-totp', sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.accountId)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    for (const token of [forged, 'not-a-token', `${challenge.totp_token}x`]) {
      const res = await totpStep(t, { totp_token: token, code: totpCode(setup.secret) });
      expect(res.statusCode).toBe(401);
      expect(res.body.msg).toBe(ADMIN_MESSAGES.totpTokenInvalid);
    }
    // A password change (session version raised) voids a challenge issued before it.
    await t.database.db.update(users).set({ sessionVersion: 7 }).where(eq(users.id, admin.accountId));
    const stale = await totpStep(t, { totp_token: challenge.totp_token, code: totpCode(setup.secret) });
    expect(stale.statusCode).toBe(401);
    expect(stale.body.msg).toBe(ADMIN_MESSAGES.totpTokenInvalid);

    const fresh = await passwordStep(t, admin.email, admin.password);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, admin.accountId));
    const deactivated = await totpStep(t, { totp_token: fresh.totp_token, code: totpCode(setup.secret) });
    expect(deactivated.statusCode).toBe(401);
  });

  it('the test helper makes each sign-in use a new time step, as an app user waiting for the next code', () => {
    const enrolment = { secret: 'JBSWY3DPEHPK3PXP', email: 'x', recoveryCodes: [], lastStep: 0 };
    const now = Date.now();
    const a = nextCode(enrolment, now);
    const b = nextCode(enrolment, now);
    expect(a).not.toBe(b);
    expect(() => nextCode(enrolment, now)).toThrow();
  });
});

describe('wrong codes are rate-limited per administrator', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('5 wrong codes are free, then the next try waits (429 with Retry-After), the right code too', async () => {
    const admin = await newAdmin(limited);
    const challenge = await passwordStep(limited, admin.email, admin.password);
    const setup = await setUpTotp(limited, admin.email, challenge.totp_token);
    const step = (body: Record<string, unknown>) =>
      client(limited.app).post('/api/v1/auth/admin/totp', { totp_token: challenge.totp_token, ...body });
    const right = totpCode(setup.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await step({ code: wrong })).statusCode).toBe(401);
    const waiting = await step({ code: right });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBeDefined();
    // Another administrator is not slowed down.
    const other = await newAdmin(limited);
    const otherChallenge = await passwordStep(limited, other.email, other.password);
    const otherSetup = await setUpTotp(limited, other.email, otherChallenge.totp_token);
    const ok = await client(limited.app).post('/api/v1/auth/admin/totp', {
      totp_token: otherChallenge.totp_token,
      code: totpCode(otherSetup.secret),
    });
    expect(ok.statusCode).toBe(200);
  });
});
