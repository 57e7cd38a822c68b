import { COOKIE_SESSION_HEADER, SERVER_MESSAGES, type SessionUser } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, offline, serve } from '@/test/serve';
import { ApiError, NETWORK_ERROR_MESSAGE, request, restoreSession } from './api';
import { logout } from './logout';
import { clearSession, getSession, mayHaveSession, type Session, SIGNED_IN_KEY, setSession } from './session';

const SESSION: Session = {
  user_id: 'profile-1',
  _id: 'account-1',
  token: 'old-token',
  user_type: 'graduate',
  email: 'ada@example.ng',
};

const USER: SessionUser = {
  _id: 'profile-1',
  user_id: {
    _id: 'account-1',
    user_type: 'graduate',
    email: 'ada@example.ng',
    username: 'ada',
    name: 'Ada Obi',
    is_email_verified: true,
  },
  is_profile_complete: true,
};

/** The refresh answer a cookie-session client gets: the access token and the user, never the refresh token. */
const refreshed = (key = 'new-token') => envelope(200, SERVER_MESSAGES.tokenRefreshed, { key, user: USER });
const sessionEnded = () => envelope(401, SERVER_MESSAGES.refreshInvalid);

/** Other calls answer only with the current access token. */
function guarded(valid: () => string) {
  return (url: URL, init: RequestInit | undefined) =>
    (init?.headers as Record<string, string> | undefined)?.Authorization === `Bearer ${valid()}`
      ? envelope(200, 'ok', { url: url.pathname })
      : envelope(401, 'expired token');
}

describe('api client: access token in memory, refresh token in the httpOnly cookie', () => {
  beforeEach(() => setSession(SESSION));
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('says it is a cookie-session client on every call, and keeps no token in storage', async () => {
    const server = serve({ 'GET /a': guarded(() => 'old-token') });
    await request('/a');
    expect(server.requests[0].headers[COOKIE_SESSION_HEADER.name]).toBe(COOKIE_SESSION_HEADER.value);
    expect(JSON.stringify({ ...localStorage })).not.toContain('old-token');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('old-token');
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
  });

  it('refreshes once for concurrent expired calls with the cookie (no token in the body), then retries each', async () => {
    const server = serve({
      'POST /auth/refresh': () => refreshed(),
      'GET /:path': guarded(() => 'new-token'),
    });
    const answers = await Promise.all([request<{ url: string }>('/a'), request<{ url: string }>('/b')]);
    expect(answers.map((answer) => answer.payload.url)).toEqual(['/api/v1/a', '/api/v1/b']);
    const refreshes = server.requestsTo('POST /auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({});
    expect(refreshes[0].headers[COOKIE_SESSION_HEADER.name]).toBe(COOKIE_SESSION_HEADER.value);
    expect(getSession()).toEqual({ ...SESSION, language: null, token: 'new-token' });
    // Two first tries, one refresh, two retries.
    expect(server).toHaveBeenCalledTimes(5);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('new-token');
  });

  it("also refreshes on a Bad Request whose msg is 'invalid token' (spec 000 §4)", async () => {
    let calls = 0;
    serve({
      'POST /auth/refresh': () => refreshed('k2'),
      'GET /x': () => {
        calls += 1;
        return calls === 1 ? envelope(400, 'invalid token') : envelope(200, 'ok', 'done');
      },
    });
    await expect(request('/x')).resolves.toMatchObject({ payload: 'done' });
    expect(getSession()?.token).toBe('k2');
  });

  it('signs out when the cookie is refused, so the guard sends the user to /login', async () => {
    const server = serve({ 'POST /auth/refresh': sessionEnded, 'GET /a': guarded(() => 'nothing') });
    const failure = await request('/a').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.statusCode).toBe(401);
    expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(mayHaveSession()).toBe(false);
  });

  it('does not sign out when the refresh gets no answer (weak signal): the call fails as a network failure', async () => {
    serve({ 'POST /auth/refresh': offline, 'GET /a': guarded(() => 'nothing') });
    const failure = await request('/a').catch((error) => error);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE, statusCode: 0 });
    expect(getSession()).toEqual(SESSION);
  });

  it('never refreshes for a public call such as sign-in', async () => {
    const server = serve({
      'POST /auth/graduates/login': () => envelope(401, 'Incorrect e-mail, password or account type.'),
    });
    const failure = await request('/auth/graduates/login', { method: 'POST', body: {}, auth: false }).catch(
      (error) => error,
    );
    expect(failure.message).toBe('Incorrect e-mail, password or account type.');
    expect(server).toHaveBeenCalledOnce();
    expect(getSession()).not.toBeNull();
  });

  it('carries the field errors of a validation failure', async () => {
    serve({
      'POST /graduates': () =>
        envelope(400, 'Please correct these fields: email', { fields: { email: 'email is taken' } }),
    });
    const failure = await request('/graduates', { method: 'POST', body: {}, auth: false }).catch(
      (error) => error,
    );
    expect(failure).toMatchObject({
      statusCode: 400,
      status: 'Bad Request',
      fields: { email: 'email is taken' },
    });
  });

  it("turns a network failure ('Failed to fetch') into a sentence a person understands", async () => {
    serve({ 'GET /a': offline });
    const failure = await request('/a').catch((error) => error);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE, statusCode: 0 });
  });
});

describe('a new tab shares the sign-in of the browser', () => {
  beforeEach(() => clearSession());
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  /** Another tab signed in: the mark is in localStorage, the cookie in the browser, nothing in this tab. */
  const signedInElsewhere = () => localStorage.setItem(SIGNED_IN_KEY, '1');

  it('restores the session from the cookie: access token and who is signed in', async () => {
    signedInElsewhere();
    const server = serve({ 'POST /auth/refresh': () => refreshed('tab-token') });
    await restoreSession();
    expect(getSession()).toEqual({ ...SESSION, language: null, token: 'tab-token' });
    expect(server.requestsTo('POST /auth/refresh')[0].body).toEqual({});
  });

  it('asks nothing when nobody signed in here (a visitor waits for no round trip)', async () => {
    const server = serve({});
    await restoreSession();
    expect(server).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('forgets the mark when the cookie is refused (signed out, expired)', async () => {
    signedInElsewhere();
    serve({ 'POST /auth/refresh': sessionEnded });
    await restoreSession();
    expect(getSession()).toBeNull();
    expect(mayHaveSession()).toBe(false);
  });

  it('keeps the mark when there is no answer, so the next load tries again', async () => {
    signedInElsewhere();
    serve({ 'POST /auth/refresh': offline });
    await restoreSession();
    expect(getSession()).toBeNull();
    expect(mayHaveSession()).toBe(true);
  });

  it('signing out in another tab ends the session in this one', () => {
    setSession(SESSION);
    localStorage.removeItem(SIGNED_IN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, oldValue: '1', newValue: null }));
    expect(getSession()).toBeNull();
  });

  it('refreshes one tab at a time where the browser has Web Locks', async () => {
    signedInElsewhere();
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          held.push(name);
          return callback();
        },
      },
    });
    serve({ 'POST /auth/refresh': () => refreshed() });
    await restoreSession();
    expect(held).toEqual(['tvet-session-refresh']);
    expect(getSession()?.token).toBe('new-token');
  });
});

describe('logout', () => {
  afterEach(() => localStorage.clear());

  it("asks the server to revoke the cookie's token (no token in the body) and clears the session and the mark", async () => {
    setSession(SESSION);
    const server = serve({ 'POST /auth/logout': () => envelope(200, SERVER_MESSAGES.loggedOut) });
    await logout();
    const call = server.requestsTo('POST /auth/logout')[0];
    expect(call.body).toEqual({});
    expect(call.headers[COOKIE_SESSION_HEADER.name]).toBe(COOKIE_SESSION_HEADER.value);
    expect(getSession()).toBeNull();
    expect(mayHaveSession()).toBe(false);
  });

  it('signs out of this phone even without a connection', async () => {
    setSession(SESSION);
    serve({ 'POST /auth/logout': offline });
    await logout();
    expect(getSession()).toBeNull();
  });
});
