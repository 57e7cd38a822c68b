import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LoginPayload, SERVER_MESSAGES, segmentOf, USER_TYPES } from '@tvet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { createSessionGuard } from '../../platform/sessions';
import { createAccount, DEMO_PASSWORD } from '../../seed/accounts.factory';
import { login, STRONG_PASSWORD, signedIn, uniqueIdentity } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

const LOGIN_FAILED = { status: 'Unauthorized', msg: SERVER_MESSAGES.loginFailed, payload: null };

describe('POST /api/v1/auth/{users}/login', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('answers the session: key, refresh_token and the user with its account', async () => {
    const { email } = uniqueIdentity('grad');
    const { user, profile } = await createAccount(t.database.db, {
      userType: 'graduate',
      email,
      complete: true,
    });
    const res = await api.post<LoginPayload>('/api/v1/auth/graduates/login', {
      email,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.msg).toBe(SERVER_MESSAGES.loggedIn);
    const { key, refresh_token, user: sessionUser } = res.body.payload;
    expect(key.split('.')).toHaveLength(3);
    expect(refresh_token).toEqual(expect.any(String));
    expect(refresh_token).not.toBe(key);
    expect(sessionUser._id).toBe(profile.id);
    expect(sessionUser.user_id).toMatchObject({
      _id: user.id,
      user_type: 'graduate',
      email,
      is_email_verified: true,
    });
    expect(sessionUser.is_profile_complete).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it('reports an incomplete profile as is_profile_complete false', async () => {
    const { session } = await signedIn(t, 'graduate');
    expect(session.user.is_profile_complete).toBe(false);
  });

  it('accepts the address in another case and with spaces', async () => {
    const { user } = await signedIn(t, 'employer');
    const res = await api.post('/api/v1/auth/employers/login/', {
      email: ` ${user.email.toUpperCase()} `,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives one answer for every failure: wrong password, unknown address, wrong account type, deactivated account', async () => {
    const { user } = await signedIn(t, 'graduate');
    const deactivated = await signedIn(t, 'graduate');
    await createSessionGuard(t.database.db).deactivate(deactivated.user.id);
    const attempts = [
      ['/api/v1/auth/graduates/login', { email: user.email, password: 'Wrong-Pass-2023' }],
      ['/api/v1/auth/graduates/login', { email: 'nobody-here@example.ng', password: DEMO_PASSWORD }],
      ['/api/v1/auth/employers/login', { email: user.email, password: DEMO_PASSWORD }],
      ['/api/v1/auth/admins/login', { email: user.email, password: DEMO_PASSWORD }],
      ['/api/v1/auth/graduates/login', { email: deactivated.user.email, password: DEMO_PASSWORD }],
    ] as const;
    for (const [url, body] of attempts) {
      const res = await api.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toEqual(LOGIN_FAILED);
    }
  });

  it('names the account type as a thing to check, since choosing the wrong type is a common mistake', () => {
    // The spec shows no sign-in failure message (its server side is "not shown"): this one is the contract's.
    expect(SERVER_MESSAGES.loginFailed).toBe('Incorrect e-mail, password or account type.');
    expect(LOGIN_FAILED.msg).toMatch(/account type/);
  });

  it.each(USER_TYPES)('lets a %s sign in on its own segment', async (userType) => {
    const { user, profile } = await createAccount(t.database.db, {
      userType,
      ...uniqueIdentity(userType),
      password: STRONG_PASSWORD,
    });
    const payload = await login(t, userType, user.email, STRONG_PASSWORD);
    expect(payload.user._id).toBe(profile.id);
    expect(payload.user.user_id.user_type).toBe(userType);
    expect((await api.get(`/api/v1/${segmentOf(userType)}/${profile.id}`, payload.key)).statusCode).toBe(200);
  });

  it('refuses missing fields and an invalid address with 400 naming them', async () => {
    const res = await api.post('/api/v1/auth/graduates/login', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.payload.fields).sort()).toEqual(['email', 'password']);
    const bad = await api.post('/api/v1/auth/graduates/login', { email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.payload.fields.email).toContain('email');
  });

  it('signs an unverified account in, but only routes that allow it answer', async () => {
    const { user, profile, session } = await signedIn(t, 'graduate', { verified: false });
    expect(session.user.user_id.is_email_verified).toBe(false);
    const own = await api.get(`/api/v1/graduates/${profile.id}`, session.key);
    expect(own.statusCode).toBe(200);
    expect(own.body.payload.user_id.is_email_verified).toBe(false);

    const change = await api.patch(
      `/api/v1/users/${user.id}/password/`,
      { password: DEMO_PASSWORD, new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
      session.key,
    );
    expect(change.statusCode).toBe(403);
    expect(change.body).toEqual({
      status: 'Forbidden',
      msg: SERVER_MESSAGES.emailNotVerified,
      payload: null,
    });
  });
});

describe('sign-in failures slow a guesser down without locking the owner out (RATE_LIMIT_MULTIPLIER 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1', RATE_LIMIT_IP_SIGN_IN: '40' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const attempt = (email: string, password: string, remoteAddress = '10.0.0.1', segment = 'graduates') =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/v1/auth/${segment}/login`,
        remoteAddress,
        payload: { email, password },
      })
      .then((res) => ({ statusCode: res.statusCode, body: res.json(), headers: res.headers }));
  const newGraduate = async () =>
    (await createAccount(t.database.db, { userType: 'graduate', ...uniqueIdentity('rate') })).user.email;

  it('never counts successes: a dozen correct sign-ins in a row all pass', async () => {
    const email = await newGraduate();
    for (let i = 1; i <= 12; i += 1) {
      expect((await attempt(email, DEMO_PASSWORD, '10.0.1.1')).statusCode, `sign-in ${i}`).toBe(200);
    }
  });

  it('lets the owner sign in from their own phone while a stranger guesses from elsewhere', async () => {
    const email = await newGraduate();
    for (let i = 0; i < 12; i += 1) {
      const res = await attempt(email, `Wrong-Guess-${i}`, '10.0.2.66');
      expect([401, 429]).toContain(res.statusCode);
    }
    expect((await attempt(email, DEMO_PASSWORD, '10.0.2.66')).statusCode).toBe(429);
    // The same address, spelt another way, from the owner's phone.
    const owner = await attempt(` ${email.toUpperCase()} `, DEMO_PASSWORD, '10.0.2.7');
    expect(owner.statusCode, owner.body.msg).toBe(200);
  });

  it('slows repeated failures down progressively (1 s, 2 s, 4 s…) with Retry-After, then lets the right password in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = await newGraduate();
    const ip = '10.0.3.1';
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt(email, 'Wrong-2023', ip)).statusCode, `free failure ${i}`).toBe(401);
    }
    for (const wait of [1, 2, 4, 8]) {
      const refused = await attempt(email, DEMO_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(wait));
      expect(refused.body).toEqual({
        status: 'Too Many Requests',
        msg: SERVER_MESSAGES.tooManyRequests(wait),
        payload: null,
      });
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await attempt(email, 'Wrong-2023', ip)).statusCode).toBe(401);
    }
    vi.setSystemTime(Date.now() + 16 * 1000);
    expect((await attempt(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // The success cleared the count: the next mistake costs nothing again.
    expect((await attempt(email, 'Wrong-2023', ip)).statusCode).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('never waits longer than 15 minutes between tries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = 'nobody-slow@example.ng';
    const ip = '10.0.4.1';
    let longest = 0;
    for (let i = 0; i < 40; i += 1) {
      const res = await attempt(email, 'Wrong-2023', ip);
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        longest = Math.max(longest, wait);
        vi.setSystemTime(Date.now() + wait * 1000);
      }
    }
    expect(longest).toBe(15 * 60);
  });

  it('counts failures of the wrong account type like wrong passwords', async () => {
    const email = await newGraduate();
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(email, DEMO_PASSWORD, '10.0.5.1', 'employers')).statusCode).toBe(401);
    }
    expect((await attempt(email, DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(429);
  });

  /** Sign-in attempts for ever-new addresses from one client until the per-IP ceiling (40 here) answers 429. */
  async function attemptsUntilBlocked(remoteAddress: string, forwardedFor?: (attempt: number) => string) {
    for (let attempt = 1; attempt <= 41; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/graduates/login',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor(attempt) } : {},
        payload: { email: `ip-${remoteAddress}-${attempt}@example.ng`, password: 'Wrong-2023' },
      });
      if (res.statusCode === 429) return { attempt, body: res.json(), headers: res.headers };
      expect(res.statusCode).toBe(401);
    }
    return { attempt: Number.POSITIVE_INFINITY, body: null, headers: {} };
  }

  it('answers 429 past the per-IP ceiling set by RATE_LIMIT_IP_SIGN_IN, whatever the addresses', async () => {
    const blocked = await attemptsUntilBlocked('10.20.30.40');
    expect(blocked.attempt).toBe(41);
    expect(blocked.body.status).toBe('Too Many Requests');
    expect(blocked.body.msg).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let a client dodge the per-IP ceiling with a forged X-Forwarded-For', async () => {
    const blocked = await attemptsUntilBlocked('10.20.30.41', (attempt) => `203.0.113.${attempt}`);
    expect(blocked.attempt).toBe(41);
  });
});

describe('per-IP ceilings in the configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-limits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

  it('defaults high enough for a carrier NAT or a campus (1,000 sign-in attempts per IP per 15 minutes)', () => {
    expect(loadConfig(base).ipLimits).toEqual({ signIn: 1000, signUp: 300, codes: 300, refresh: 3000 });
  });

  it('reads RATE_LIMIT_IP_SIGN_IN, _SIGN_UP, _CODES and _REFRESH', () => {
    const config = loadConfig({
      ...base,
      RATE_LIMIT_IP_SIGN_IN: '5000',
      RATE_LIMIT_IP_SIGN_UP: '600',
      RATE_LIMIT_IP_CODES: '900',
      RATE_LIMIT_IP_REFRESH: '9000',
    });
    expect(config.ipLimits).toEqual({ signIn: 5000, signUp: 600, codes: 900, refresh: 9000 });
  });

  it.each(['0', '-3', '2.5', 'many'])('refuses RATE_LIMIT_IP_SIGN_IN=%s naming it', (value) => {
    expect(() => loadConfig({ ...base, RATE_LIMIT_IP_SIGN_IN: value })).toThrow(/RATE_LIMIT_IP_SIGN_IN/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_IP_CODES: value })).toThrow(ConfigError);
  });
});
