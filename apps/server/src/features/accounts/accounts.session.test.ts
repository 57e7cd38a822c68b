import { SERVER_MESSAGES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createSessionGuard, SESSION_CACHE_MS } from '../../platform/sessions';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { login, mailedCode, STRONG_PASSWORD, signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { REFRESH_REUSE_GRACE_MS } from './accounts.sessions';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const REFRESH_INVALID = { status: 'Unauthorized', msg: SERVER_MESSAGES.refreshInvalid, payload: null };

function accessToken(
  claims: { sub: string; pid: string; typ: string; sv?: number },
  options: { secret?: string; expiresAt?: number | null } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ pid: claims.pid, typ: claims.typ, ver: true, sv: claims.sv ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now - 3600);
  if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? now + 600);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_SECRET));
}

describe('sessions: refresh, logout and access tokens', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());
  /** Moves the clock past the window in which a rotated token may be presented again. */
  const afterGrace = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
  };

  const refresh = (refreshToken: string) => api.post('/api/v1/auth/refresh/', { refreshToken });
  const profileOf = (account: Awaited<ReturnType<typeof signedIn>>, token: string) =>
    api.get(`/api/v1/graduates/${account.profile.id}`, token);

  it('trades a refresh token for a new key and a new refresh token', async () => {
    const account = await signedIn(t, 'graduate');
    const res = await refresh(account.session.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.msg).toBe(SERVER_MESSAGES.tokenRefreshed);
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'refresh_token', 'user']);
    expect(res.body.payload.user._id).toBe(account.profile.id);
    expect(res.body.payload.refresh_token).not.toBe(account.session.refresh_token);
    expect(res.body.payload.key).toEqual(expect.any(String));
    expect((await profileOf(account, res.body.payload.key)).statusCode).toBe(200);
    // The new refresh token rotates again.
    expect((await refresh(res.body.payload.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a rotated refresh token presented again later', async () => {
    const account = await signedIn(t, 'graduate');
    expect((await refresh(account.session.refresh_token)).statusCode).toBe(200);
    afterGrace();
    const again = await refresh(account.session.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.body).toEqual(REFRESH_INVALID);
  });

  it('treats reuse of a rotated token as theft: the newest token of that family dies too', async () => {
    const account = await signedIn(t, 'graduate');
    const first = account.session.refresh_token;
    const second = (await refresh(first)).body.payload.refresh_token;
    const third = (await refresh(second)).body.payload.refresh_token;
    afterGrace();
    expect((await refresh(first)).statusCode).toBe(401);
    const newest = await refresh(third);
    expect(newest.statusCode).toBe(401);
    expect(newest.body).toEqual(REFRESH_INVALID);
  });

  it("leaves another sign-in's family alone when one family is revoked", async () => {
    const account = await signedIn(t, 'graduate');
    const other = await login(t, 'graduate', account.user.email, account.password);
    const rotated = (await refresh(account.session.refresh_token)).body.payload.refresh_token;
    afterGrace();
    expect((await refresh(account.session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('answers a rotated token presented again at once (two tabs, a lost answer) with a session of the same sign-in', async () => {
    const account = await signedIn(t, 'graduate');
    const [first, second] = await Promise.all([
      refresh(account.session.refresh_token),
      refresh(account.session.refresh_token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.body.payload.refresh_token).not.toBe(second.body.payload.refresh_token);
    // Both answers work, and a later reuse still ends the whole sign-in.
    expect((await profileOf(account, first.body.payload.key)).statusCode).toBe(200);
    expect((await profileOf(account, second.body.payload.key)).statusCode).toBe(200);
    expect((await refresh(first.body.payload.refresh_token)).statusCode).toBe(200);
    afterGrace();
    expect((await refresh(account.session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.body.payload.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const account = await signedIn(t, 'graduate');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, account.user.id));
    expect(await refresh(account.session.refresh_token)).toMatchObject({
      statusCode: 401,
      body: REFRESH_INVALID,
    });
  });

  it('stores refresh tokens hashed, never as issued', async () => {
    const account = await signedIn(t, 'graduate');
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(account.session.refresh_token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs out: the refresh token stops working', async () => {
    const account = await signedIn(t, 'employer');
    const out = await api.post('/api/v1/auth/logout/', { refreshToken: account.session.refresh_token });
    expect(out.statusCode).toBe(200);
    expect(out.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.loggedOut, payload: null });
    const res = await refresh(account.session.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual(REFRESH_INVALID);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect(await refresh('never-issued-token-0123456789')).toMatchObject({
      statusCode: 401,
      body: REFRESH_INVALID,
    });
    const missing = await api.post('/api/v1/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body.payload.fields.refreshToken).toBe('refreshToken is required');
  });

  it('accepts a token it signed itself (the test signer matches the server)', async () => {
    const account = await signedIn(t, 'graduate');
    const token = await accessToken({ sub: account.user.id, pid: account.profile.id, typ: 'graduate' });
    expect((await profileOf(account, token)).statusCode).toBe(200);
  });

  it("refuses a token signed with the real key but without an expiry ('invalid token')", async () => {
    const account = await signedIn(t, 'graduate');
    const claims = { sub: account.user.id, pid: account.profile.id, typ: 'graduate' };
    expect((await profileOf(account, await accessToken(claims))).statusCode).toBe(200);
    const res = await profileOf(account, await accessToken(claims, { expiresAt: null }));
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.invalidToken, payload: null });
  });

  it("answers 401 'expired token' for an expired access token", async () => {
    const account = await signedIn(t, 'graduate');
    const token = await accessToken(
      { sub: account.user.id, pid: account.profile.id, typ: 'graduate' },
      { expiresAt: Math.floor(Date.now() / 1000) - 60 },
    );
    const res = await profileOf(account, token);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.expiredToken, payload: null });
  });

  it("answers 401 'invalid token' for garbage and for another secret's signature", async () => {
    const account = await signedIn(t, 'graduate');
    const foreign = await accessToken(
      { sub: account.user.id, pid: account.profile.id, typ: 'graduate' },
      { secret: 'another-secret-that-is-also-long-enough-for-hs256' },
    );
    for (const token of ['garbage', 'a.b.c', foreign, `${account.token.slice(0, -4)}AAAA`]) {
      const res = await profileOf(account, token);
      expect(res.statusCode, token).toBe(401);
      expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.invalidToken, payload: null });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const account = await signedIn(t, 'graduate');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none' })}.${encode({ sub: account.user.id, pid: account.profile.id, typ: 'admin', ver: true, exp: now + 600 })}.`;
    const res = await profileOf(account, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.invalidToken);
  });

  it("answers 401 'Unauthorized' without a token on a protected route", async () => {
    const account = await signedIn(t, 'graduate');
    const res = await api.get(`/api/v1/graduates/${account.profile.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.signInRequired, payload: null });
    const basic = await t.app.inject({
      method: 'GET',
      url: `/api/v1/graduates/${account.profile.id}`,
      headers: { authorization: `Basic ${account.token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('lets a public route work for a visitor holding a stale token', async () => {
    const account = await signedIn(t, 'graduate');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/graduates/login',
      headers: { authorization: 'Bearer garbage' },
      payload: { email: account.user.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('ending sign-ins stops access tokens at once', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const SESSION_ENDED = { status: 'Unauthorized', msg: SERVER_MESSAGES.refreshInvalid, payload: null };
  const own = (account: Awaited<ReturnType<typeof signedIn>>, token: string) =>
    api.get(`/api/v1/graduates/${account.profile.id}`, token);
  const change = (password: string) => ({
    password,
    new_password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
  });

  it('a password change: every earlier access token of the account is refused on its next call', async () => {
    const account = await signedIn(t, 'graduate');
    const phone = await login(t, 'graduate', account.user.email, account.password);
    // Both tokens have just been checked, so the answer is in the cache: the change must still apply at once.
    expect((await own(account, account.token)).statusCode).toBe(200);
    expect((await own(account, phone.key)).statusCode).toBe(200);
    const res = await api.patch(
      `/api/v1/users/${account.user.id}/password`,
      change(DEMO_PASSWORD),
      account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    for (const token of [account.token, phone.key]) {
      const stale = await own(account, token);
      expect(stale.statusCode).toBe(401);
      expect(stale.body).toEqual(SESSION_ENDED);
    }
    expect((await own(account, res.body.payload.key)).statusCode).toBe(200);
  });

  it('a password reset: the access token of the session before it is refused', async () => {
    const account = await signedIn(t, 'graduate');
    expect((await own(account, account.token)).statusCode).toBe(200);
    await api.post('/api/v1/recovery/otp', { email: account.user.email });
    const code = await mailedCode(t, account.user.email);
    const checked = await api.get(`/api/v1/recovery/verification/${account.user.email}?otp=${code}`);
    const reset = await api.patch('/api/v1/recovery/password', {
      email: account.user.email,
      new_password: STRONG_PASSWORD,
      reset_token: checked.body.payload.reset_token,
    });
    expect(reset.statusCode).toBe(200);
    expect(await own(account, account.token)).toMatchObject({ statusCode: 401, body: SESSION_ENDED });
  });

  it('signing out everywhere: every access and refresh token of the account stops, other accounts go on', async () => {
    const account = await signedIn(t, 'graduate');
    const phone = await login(t, 'graduate', account.user.email, account.password);
    const other = await signedIn(t, 'graduate');
    expect((await own(account, phone.key)).statusCode).toBe(200);
    const out = await api.post('/api/v1/auth/logout-all', {}, account.token);
    expect(out.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.loggedOut, payload: null });
    for (const token of [account.token, phone.key]) {
      expect(await own(account, token)).toMatchObject({ statusCode: 401, body: SESSION_ENDED });
    }
    for (const refreshToken of [account.session.refresh_token, phone.refresh_token]) {
      expect((await api.post('/api/v1/auth/refresh', { refreshToken })).statusCode).toBe(401);
    }
    expect((await own(other, other.token)).statusCode).toBe(200);
    expect((await api.post('/api/v1/auth/logout-all', {})).statusCode).toBe(401);
  });

  it("logout: that sign-in's access token stops at once, another sign-in of the account goes on", async () => {
    const account = await signedIn(t, 'graduate');
    const phone = await login(t, 'graduate', account.user.email, account.password);
    expect((await own(account, account.token)).statusCode).toBe(200);
    expect(
      (await api.post('/api/v1/auth/logout', { refreshToken: account.session.refresh_token })).statusCode,
    ).toBe(200);
    expect(await own(account, account.token)).toMatchObject({ statusCode: 401, body: SESSION_ENDED });
    expect((await own(account, phone.key)).statusCode).toBe(200);
  });

  it('a stolen refresh token used twice: the access tokens of that sign-in stop too', async () => {
    const account = await signedIn(t, 'graduate');
    const refreshed = await api.post('/api/v1/auth/refresh', { refreshToken: account.session.refresh_token });
    const key = refreshed.body.payload.key;
    expect((await own(account, key)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    expect(
      (await api.post('/api/v1/auth/refresh', { refreshToken: account.session.refresh_token })).statusCode,
    ).toBe(401);
    expect(await own(account, key)).toMatchObject({ statusCode: 401, body: SESSION_ENDED });
  });

  it('a deactivated account: its tokens stop, it cannot sign in or refresh (one answer as any failure); reactivated, it can sign in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await signedIn(t, 'graduate');
    expect((await own(account, account.token)).statusCode).toBe(200);
    // Deactivated from elsewhere (another node, the administrators' console): this node knows within seconds.
    const console = createSessionGuard(t.database.db);
    await console.deactivate(account.user.id);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
    expect(await own(account, account.token)).toMatchObject({ statusCode: 401, body: SESSION_ENDED });
    const signIn = await api.post('/api/v1/auth/graduates/login', {
      email: account.user.email,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.loginFailed, payload: null });
    const refreshed = await api.post('/api/v1/auth/refresh', { refreshToken: account.session.refresh_token });
    expect(refreshed.body).toEqual(SESSION_ENDED);

    await console.reactivate(account.user.id);
    expect((await login(t, 'graduate', account.user.email, account.password)).key).toEqual(
      expect.any(String),
    );
    // The sign-ins it had before stay ended.
    expect((await own(account, account.token)).statusCode).toBe(401);
  });
});
