import { COOKIE_SESSION_HEADER, REFRESH_TOKEN_REQUIRED, SERVER_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, DEMO_PASSWORD } from '../../seed/accounts.factory';
import { STRONG_PASSWORD, uniqueIdentity } from '../../test/accounts.fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './accounts.cookie';

/** The header a browser client sends to keep its refresh token in the httpOnly cookie. */
const COOKIE_MODE = { [COOKIE_SESSION_HEADER.name]: COOKIE_SESSION_HEADER.value };

describe('refresh token in an httpOnly session cookie (browsers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  type Call = {
    method?: 'POST' | 'PATCH';
    url: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
  };
  async function call({ method = 'POST', url, body = {}, cookie, headers = {} }: Call) {
    const res = await t.app.inject({
      method,
      url,
      payload: body as object,
      headers,
      cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
    });
    const set = res.cookies.find((entry) => entry.name === REFRESH_COOKIE);
    return { statusCode: res.statusCode, body: res.json(), cookie: set, raw: res.headers['set-cookie'] };
  }

  async function account() {
    const { user } = await createAccount(t.database.db, { userType: 'graduate', ...uniqueIdentity('ck') });
    return user;
  }
  const signIn = (email: string, headers: Record<string, string> = COOKIE_MODE) =>
    call({ url: '/api/v1/auth/graduates/login', body: { email, password: DEMO_PASSWORD }, headers });
  const refresh = (cookie: string | undefined, headers: Record<string, string> = COOKIE_MODE) =>
    call({ url: '/api/v1/auth/refresh', cookie, headers });

  it('sign-in sets the cookie httpOnly, SameSite=Strict, scoped to the auth paths, and leaves it out of the answer', async () => {
    const user = await account();
    const res = await signIn(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.cookie).toMatchObject({ path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
    expect(res.cookie?.value).toMatch(/^[\w-]{32,}$/);
    // A session cookie: it ends with the browser.
    expect(res.cookie?.expires).toBeUndefined();
    expect(res.cookie?.maxAge).toBeUndefined();
    // Plain HTTP here, so not Secure (a phone on a lab network must still be able to sign in over http).
    expect(res.cookie?.secure).toBeUndefined();
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'user']);
    expect(JSON.stringify(res.body)).not.toContain(res.cookie?.value);
  });

  it('marks the cookie Secure when the client came over HTTPS', async () => {
    const user = await account();
    const res = await signIn(user.email, { ...COOKIE_MODE, 'x-forwarded-proto': 'https' });
    expect(res.cookie?.secure).toBe(true);
  });

  it('still answers the refresh token in the body to clients that do not ask for the cookie', async () => {
    const user = await account();
    const res = await signIn(user.email, {});
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'refresh_token', 'user']);
    const viaBody = await call({
      url: '/api/v1/auth/refresh',
      body: { refreshToken: res.body.payload.refresh_token },
    });
    expect(viaBody.statusCode).toBe(200);
    expect(viaBody.body.payload.refresh_token).toEqual(expect.any(String));
  });

  it('refresh reads the cookie, rotates it and answers the access token and the user (a new tab restores its session)', async () => {
    const user = await account();
    const first = (await signIn(user.email)).cookie?.value as string;
    const res = await refresh(first);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'user']);
    expect(res.body.payload.user.user_id).toMatchObject({ _id: user.id, email: user.email });
    expect(res.cookie?.value).toEqual(expect.any(String));
    expect(res.cookie?.value).not.toBe(first);
    expect((await refresh(res.cookie?.value)).statusCode).toBe(200);
  });

  it('answers a cookie-session refresh without a cookie with "session ended"', async () => {
    const res = await refresh(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.refreshInvalid, payload: null });
  });

  describe('cross-site requests cannot spend the cookie (CSRF)', () => {
    it('ignores the cookie without the X-Session header, and leaves it unspent', async () => {
      const user = await account();
      const cookie = (await signIn(user.email)).cookie?.value as string;
      const forged = await refresh(cookie, {});
      expect(forged.statusCode).toBe(400);
      expect(forged.body.payload.fields).toEqual({ refreshToken: REFRESH_TOKEN_REQUIRED });
      const loggedOut = await call({ url: '/api/v1/auth/logout', cookie });
      expect(loggedOut.statusCode).toBe(400);
      expect((await refresh(cookie)).statusCode).toBe(200);
    });

    it('refuses a form post (the only kind a cross-site page can send without asking) and a text body', async () => {
      const user = await account();
      const cookie = (await signIn(user.email)).cookie?.value as string;
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'refreshToken=x',
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(form.statusCode).toBe(415);
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(text.statusCode).toBe(400);
      expect((await refresh(cookie)).statusCode).toBe(200);
    });
  });

  it("logout revokes the cookie's token and clears the cookie", async () => {
    const user = await account();
    const cookie = (await signIn(user.email)).cookie?.value as string;
    const res = await call({ url: '/api/v1/auth/logout', cookie, headers: COOKIE_MODE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.loggedOut, payload: null });
    expect(res.cookie?.value).toBe('');
    expect(res.cookie?.path).toBe(REFRESH_COOKIE_PATH);
    expect(new Date(res.cookie?.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await refresh(cookie)).statusCode).toBe(401);
    // Signing out twice (no cookie left) is fine.
    expect((await call({ url: '/api/v1/auth/logout', headers: COOKIE_MODE })).statusCode).toBe(200);
  });

  it('signing out everywhere clears the cookie too', async () => {
    const user = await account();
    const signedIn = await signIn(user.email);
    const res = await call({
      url: '/api/v1/auth/logout-all',
      headers: { ...COOKIE_MODE, authorization: `Bearer ${signedIn.body.payload.key}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookie?.value).toBe('');
    expect((await refresh(signedIn.cookie?.value)).statusCode).toBe(401);
  });

  it('a password change sets the new session cookie (the old one stops), without the token in the answer', async () => {
    const user = await account();
    const signedIn = await signIn(user.email);
    const res = await call({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}/password`,
      body: { password: DEMO_PASSWORD, new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
      headers: { ...COOKIE_MODE, authorization: `Bearer ${signedIn.body.payload.key}` },
    });
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(Object.keys(res.body.payload).sort()).toEqual(['key', 'user']);
    expect(res.cookie).toMatchObject({ path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
    expect((await refresh(res.cookie?.value)).statusCode).toBe(200);
    expect((await refresh(signedIn.cookie?.value)).statusCode).toBe(401);
  });
});
