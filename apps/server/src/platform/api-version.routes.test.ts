import { API_VERSION, API_VERSION_HEADER, APP_OUTDATED_MESSAGE } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** Issue 30: an old bundle kept by a service worker never talks to a changed API. */
describe('the API version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is answered by GET /api/v1/version and carried by every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', msg: 'ok', payload: { version: API_VERSION } });
    expect(res.headers[API_VERSION_HEADER]).toBe(API_VERSION);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers[API_VERSION_HEADER]).toBe(API_VERSION);
  });

  it('refuses a call stating another version before any work, and serves the same version or none', async () => {
    const login = { email: 'nobody@example.com', password: 'Wrong-password-1' };
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { [API_VERSION_HEADER]: '0' },
      payload: login,
    });
    expect(stale.statusCode).toBe(426);
    expect(stale.json()).toEqual({ status: 'Upgrade Required', msg: APP_OUTDATED_MESSAGE, payload: null });
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/version',
      headers: { [API_VERSION_HEADER]: API_VERSION },
    });
    expect(current.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(none.statusCode).toBe(200);
  });
});
