import { MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { STRONG_PASSWORD, signedIn, userByEmail } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

const change = (password: string, next = STRONG_PASSWORD, confirm = next) => ({
  password,
  new_password: next,
  confirm_password: confirm,
});

const storedHash = async (t: TestApp, email: string) =>
  (await userByEmail(t.database.db, email)).passwordHash;

describe('PATCH /api/v1/users/{id}/password', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  const loginStatus = async (email: string, password: string) =>
    (await api.post('/api/v1/auth/staff/login', { email, password })).statusCode;
  const hashOf = async (email: string) => (await userByEmail(t.database.db, email)).passwordHash;

  it('changes the password and answers a fresh session', async () => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password/`,
      change(DEMO_PASSWORD),
      account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.msg).toBe(MESSAGES.passwordUpdated);
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'refresh_token']);
    expect(res.body.payload.refresh_token).not.toBe(account.session.refresh_token);

    expect(await loginStatus(account.user.email, DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(account.user.email, STRONG_PASSWORD)).toBe(200);

    const stale = await api.post('/api/v1/auth/refresh', { refreshToken: account.session.refresh_token });
    expect(stale.statusCode).toBe(401);
    expect(stale.body.msg).toBe(SERVER_MESSAGES.refreshInvalid);
    const fresh = await api.post('/api/v1/auth/refresh', { refreshToken: res.body.payload.refresh_token });
    expect(fresh.statusCode).toBe(200);
    const own = await api.get(`/api/v1/staff/${account.profile.id}`, res.body.payload.key);
    expect(own.statusCode).toBe(200);
  });

  it('ends the sessions of other devices too', async () => {
    const account = await signedIn(t, 'staff');
    const other = await api.post('/api/v1/auth/staff/login', {
      email: account.user.email,
      password: DEMO_PASSWORD,
    });
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password`,
      change(DEMO_PASSWORD),
      account.token,
    );
    expect(res.statusCode).toBe(200);
    const refreshed = await api.post('/api/v1/auth/refresh', {
      refreshToken: other.body.payload.refresh_token,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a wrong current password with fields.password and changes nothing', async () => {
    const account = await signedIn(t, 'staff');
    const before = await hashOf(account.user.email);
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password/`,
      change('Not-My-Password-1'),
      account.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 'Bad Request',
      msg: SERVER_MESSAGES.currentPasswordWrong,
      payload: { fields: { password: SERVER_MESSAGES.currentPasswordWrong } },
    });
    expect(await hashOf(account.user.email)).toBe(before);
    expect(
      (await api.post('/api/v1/auth/refresh', { refreshToken: account.session.refresh_token })).statusCode,
    ).toBe(200);
  });

  it("refuses a confirmation that does not match with 'Both password must match!'", async () => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password/`,
      change(DEMO_PASSWORD, STRONG_PASSWORD, `${STRONG_PASSWORD}x`),
      account.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(MESSAGES.passwordsMustMatchSettings);
    expect(res.body.msg).toBe('Both password must match!');
    expect(res.body.payload.fields).toEqual({ confirm_password: 'Both password must match!' });
    expect(await loginStatus(account.user.email, DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a weak new password with fields.new_password', async () => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password/`,
      change(DEMO_PASSWORD, 'weakpassword'),
      account.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields.new_password).toContain('new_password');
    expect(await loginStatus(account.user.email, DEMO_PASSWORD)).toBe(200);
  });

  it.each([
    [{}, ['confirm_password', 'new_password', 'password']],
    [{ password: DEMO_PASSWORD }, ['confirm_password', 'new_password']],
    [{ password: DEMO_PASSWORD, new_password: STRONG_PASSWORD }, ['confirm_password']],
    [{ new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD }, ['password']],
  ])('refuses %j naming each missing field', async (body, missing) => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(`/api/v1/users/${account.user.id}/password/`, body, account.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('Bad Request');
    expect(Object.keys(res.body.payload.fields).sort()).toEqual(missing);
    expect(await loginStatus(account.user.email, DEMO_PASSWORD)).toBe(200);
  });

  it("refuses to change another account's password with 403 and changes nothing", async () => {
    const caller = await signedIn(t, 'staff');
    const victim = await signedIn(t, 'staff');
    const before = await hashOf(victim.user.email);
    const res = await api.patch(
      `/api/v1/users/${victim.user.id}/password/`,
      change(DEMO_PASSWORD),
      caller.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 'Forbidden', msg: SERVER_MESSAGES.notOwner, payload: null });
    expect(await hashOf(victim.user.email)).toBe(before);
    expect(await loginStatus(caller.user.email, DEMO_PASSWORD)).toBe(200);
  });

  it("accepts the caller's profile id in place of the account id (both name the caller)", async () => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(
      `/api/v1/users/${account.profile.id}/password/`,
      change(DEMO_PASSWORD),
      account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(await loginStatus(account.user.email, STRONG_PASSWORD)).toBe(200);
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    const account = await signedIn(t, 'staff');
    const res = await api.patch(`/api/v1/users/${account.user.id}/password/`, change(DEMO_PASSWORD));
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.signInRequired, payload: null });
    const bad = await api.patch('/api/v1/users/not-a-uuid/password/', change(DEMO_PASSWORD), account.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.payload.fields.id).toEqual(expect.any(String));
    expect(await loginStatus(account.user.email, DEMO_PASSWORD)).toBe(200);
  });
});

describe('wrong current passwords are slowed down like sign-in failures (RATE_LIMIT_MULTIPLIER 1)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    api = client(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After after 5 wrong current passwords, even for the right one, then lets it through', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signedIn(t, 'staff');
    const url = `/api/v1/users/${account.user.id}/password`;
    for (let i = 1; i <= 5; i += 1) {
      const res = await api.patch(url, change(`Wrong-Guess-${i}`), account.token);
      expect(res.body.msg, `wrong password ${i}`).toBe(SERVER_MESSAGES.currentPasswordWrong);
    }
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { authorization: `Bearer ${account.token}` },
      payload: change(DEMO_PASSWORD),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      status: 'Too Many Requests',
      msg: SERVER_MESSAGES.tooManyRequests(1),
      payload: null,
    });
    expect(await storedHash(t, account.user.email)).toBe(account.user.passwordHash);

    vi.setSystemTime(Date.now() + 1000);
    const res = await api.patch(url, change(DEMO_PASSWORD), account.token);
    expect(res.statusCode, res.body.msg).toBe(200);
  });

  it('counts per account: another account is not slowed down', async () => {
    const guessed = await signedIn(t, 'staff');
    for (let i = 0; i < 6; i += 1) {
      await api.patch(`/api/v1/users/${guessed.user.id}/password`, change('Wrong-Guess-1'), guessed.token);
    }
    const other = await signedIn(t, 'staff');
    const res = await api.patch(
      `/api/v1/users/${other.user.id}/password`,
      change('Wrong-Guess-1'),
      other.token,
    );
    expect(res.statusCode).toBe(400);
  });
});
