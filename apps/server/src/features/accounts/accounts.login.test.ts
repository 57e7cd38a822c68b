import { type LoginPayload, SERVER_MESSAGES, segmentOf, USER_TYPES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, DEMO_PASSWORD } from '../../db/seed/accounts.factory';
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

  it('gives one answer for a wrong password, an unknown address and the wrong account type', async () => {
    const { user } = await signedIn(t, 'graduate');
    const attempts = [
      ['/api/v1/auth/graduates/login', { email: user.email, password: 'Wrong-Pass-2023' }],
      ['/api/v1/auth/graduates/login', { email: 'nobody-here@example.ng', password: DEMO_PASSWORD }],
      ['/api/v1/auth/employers/login', { email: user.email, password: DEMO_PASSWORD }],
      ['/api/v1/auth/admins/login', { email: user.email, password: DEMO_PASSWORD }],
    ] as const;
    for (const [url, body] of attempts) {
      const res = await api.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toEqual(LOGIN_FAILED);
    }
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

describe('login rate limit (RATE_LIMIT_MULTIPLIER 1)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('answers 429 on the 11th attempt for one address, even with the right password', async () => {
    const { user } = await createAccount(t.database.db, { userType: 'graduate', ...uniqueIdentity('rate') });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await api.post('/api/v1/auth/graduates/login', {
        email: user.email,
        password: 'Wrong-2023',
      });
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // The counter is per address, however the address is spelt.
    const res = await api.post('/api/v1/auth/graduates/login', {
      email: user.email.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(429);
    expect(res.body.status).toBe('Too Many Requests');
    expect(res.body.msg).toMatch(/^Too many attempts/);
    const seconds = Number(res.body.msg.match(/(\d+) seconds/)?.[1]);
    expect(res.body.msg).toBe(SERVER_MESSAGES.tooManyRequests(seconds));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(res.body.payload).toBeNull();
  });

  it('still lets another address from the same IP sign in', async () => {
    const { user } = await createAccount(t.database.db, { userType: 'staff', ...uniqueIdentity('rate') });
    const res = await api.post('/api/v1/auth/staff/login', { email: user.email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  /** Sign-in attempts for ever-new addresses from one client until the per-IP limit (100) answers 429. */
  async function attemptsUntilBlocked(remoteAddress: string, forwardedFor?: (attempt: number) => string) {
    for (let attempt = 1; attempt <= 101; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/graduates/login',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor(attempt) } : {},
        payload: { email: `ip-${remoteAddress}-${attempt}@example.ng`, password: 'Wrong-2023' },
      });
      if (res.statusCode === 429) return { attempt, body: res.json() };
      expect(res.statusCode).toBe(401);
    }
    return { attempt: Number.POSITIVE_INFINITY, body: null };
  }

  it('answers 429 on the 101st attempt from one IP, whatever the addresses', async () => {
    const blocked = await attemptsUntilBlocked('10.20.30.40');
    expect(blocked.attempt).toBe(101);
    expect(blocked.body.status).toBe('Too Many Requests');
    expect(blocked.body.msg).toMatch(/^Too many attempts/);
  });

  it('does not let a client dodge the per-IP limit with a forged X-Forwarded-For', async () => {
    const blocked = await attemptsUntilBlocked('10.20.30.41', (attempt) => `203.0.113.${attempt}`);
    expect(blocked.attempt).toBe(101);
  });
});
