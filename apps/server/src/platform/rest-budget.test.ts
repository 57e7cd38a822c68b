import { REST_ACCOUNT_BUDGET } from '@tvet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';

/*
 * Issue 22 point 4, on REST: limits before work. Every signed-in call passes the account's budget right after the
 * token's signature, before the session check or any other database read; heavy routes (exports, roll uploads,
 * downloads) have a tighter one. Counted here by the statements the database driver receives.
 */

let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  const driver = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    queries += 1;
    return query(...args);
  };
});
afterAll(() => t.close());
// The budget's window is read from Date.now: held still while a test spends it, so a slow, loaded machine cannot
// let the window roll over mid-test (the limit itself, not the clock, is under test).
const holdClock = () => vi.spyOn(Date, 'now').mockReturnValue(Date.now());
afterEach(() => vi.restoreAllMocks());

describe("an account's REST budget comes before any database read", () => {
  it(`GET /conversations: past ${REST_ACCOUNT_BUDGET.every.max} calls in ${REST_ACCOUNT_BUDGET.every.windowSeconds} s, 429 without a query`, async () => {
    const graduate = await signedIn(t, 'graduate');
    const other = await signedIn(t, 'graduate');
    const api = client(t.app);
    const get = (token: string) => api.get('/api/v1/conversations', token);
    holdClock();
    const allowed = await Promise.all(
      Array.from({ length: REST_ACCOUNT_BUDGET.every.max }, () => get(graduate.token)),
    );
    expect(allowed.every((res) => res.statusCode === 200)).toBe(true);
    const start = queries;
    const over = await Promise.all(Array.from({ length: 50 }, () => get(graduate.token)));
    expect(over.map((res) => res.statusCode)).toEqual(Array(50).fill(429));
    expect(over[0].body.msg).toMatch(/^Too many requests from your account at once\. Wait \d+ seconds/);
    expect(Number(over[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(queries - start).toBe(0);
    // Someone else is answered as usual.
    expect((await get(other.token)).statusCode).toBe(200);
  });

  it(`a heavy route (roll faults CSV): past ${REST_ACCOUNT_BUDGET.heavy.max} calls a minute, 429 without a query`, async () => {
    const institution = await signedIn(t, 'institution', { complete: true });
    const url = `/api/v1/institutions/${institution.session.user._id}/roll/imports/00000000-0000-4000-8000-000000000000/faults`;
    const api = client(t.app);
    holdClock();
    const first = await Promise.all(
      Array.from({ length: REST_ACCOUNT_BUDGET.heavy.max }, () => api.get(url, institution.token)),
    );
    expect(first.every((res) => res.statusCode !== 429)).toBe(true);
    const start = queries;
    const over = await api.get(url, institution.token);
    expect(over.statusCode).toBe(429);
    expect(queries - start).toBe(0);
    // Its light routes still answer (the heavy budget is the heavy routes' only).
    expect((await api.get('/api/v1/conversations', institution.token)).statusCode).toBe(200);
  });
});
