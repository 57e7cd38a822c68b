import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/render';
import { ApiError, NETWORK_ERROR_MESSAGE, request } from './api';
import { getSession, type Session, setSession } from './session';

const SESSION: Session = {
  user_id: 'profile-1',
  _id: 'account-1',
  token: 'old-token',
  refresh_token: 'refresh-1',
  user_type: 'graduate',
  email: 'ada@example.ng',
};

/** A fake server: the refresh call rotates tokens; other calls need the current token. */
function fakeServer({ refreshWorks = true } = {}) {
  let valid = 'new-token';
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/auth/refresh/')) {
      if (!refreshWorks) return envelope(401, 'Your session has ended. Please sign in again.');
      valid = 'new-token';
      return envelope(200, 'Token refreshed successfully', { key: valid, refresh_token: 'refresh-2' });
    }
    const auth = (init.headers as Record<string, string>).Authorization;
    if (auth !== `Bearer ${valid}`) return envelope(401, 'expired token');
    return envelope(200, 'ok', { url });
  });
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/refresh/')).length;
  return { fetchMock, refreshCalls };
}

describe('api client', () => {
  beforeEach(() => setSession(SESSION));

  it('refreshes once for concurrent expired calls, stores the rotated tokens and retries each call', async () => {
    const { fetchMock, refreshCalls } = fakeServer();
    const answers = await Promise.all([request<{ url: string }>('/a'), request<{ url: string }>('/b')]);
    expect(answers.map((answer) => answer.payload.url)).toEqual(['/api/v1/a', '/api/v1/b']);
    expect(refreshCalls()).toBe(1);
    expect(getSession()).toMatchObject({ token: 'new-token', refresh_token: 'refresh-2' });
    // Two first tries, one refresh, two retries.
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const refreshBody = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => url.endsWith('/auth/refresh/'))![1].body),
    );
    expect(refreshBody).toEqual({ refreshToken: 'refresh-1' });
  });

  it("also refreshes on a Bad Request whose msg is 'invalid token' (spec 000 §4)", async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/auth/refresh/')) return envelope(200, 'ok', { key: 'k2', refresh_token: 'r2' });
        calls += 1;
        return calls === 1 ? envelope(400, 'invalid token') : envelope(200, 'ok', 'done');
      }),
    );
    await expect(request('/x')).resolves.toMatchObject({ payload: 'done' });
    expect(getSession()?.token).toBe('k2');
  });

  it('clears the session when the refresh fails, so the guard sends the user to /login', async () => {
    const { refreshCalls } = fakeServer({ refreshWorks: false });
    const failure = await request('/a').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.statusCode).toBe(401);
    expect(refreshCalls()).toBe(1);
    expect(getSession()).toBeNull();
  });

  it('never refreshes for a public call such as sign-in', async () => {
    const fetchMock = vi.fn(async () => envelope(401, 'Incorrect e-mail, password or account type.'));
    vi.stubGlobal('fetch', fetchMock);
    const failure = await request('/auth/graduates/login', { method: 'POST', body: {}, auth: false }).catch(
      (error) => error,
    );
    expect(failure.message).toBe('Incorrect e-mail, password or account type.');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getSession()).not.toBeNull();
  });

  it('carries the field errors of a validation failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope(400, 'Please correct these fields: email', { fields: { email: 'email is taken' } }),
      ),
    );
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await request('/a').catch((error) => error);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE, statusCode: 0 });
  });
});
