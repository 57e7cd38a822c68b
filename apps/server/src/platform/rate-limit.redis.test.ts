import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, DEMO_PASSWORD } from '../seed/accounts.factory';
import { uniqueIdentity } from '../test/accounts.fixtures';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';

const redisUrl = process.env.REDIS_URL;

// Two app nodes over one Redis must share their counters, or an attacker just spreads guesses across nodes.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MULTIPLIER: '1', RATE_LIMIT_IP_SIGN_IN: '30' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  /** A random client address per test, so reruns against the same Redis never see old counts. */
  const clientIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const signIn = (t: TestApp, email: string, password: string, remoteAddress: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/v1/auth/graduates/login',
        remoteAddress,
        payload: { email, password },
      })
      .then((res) => ({ statusCode: res.statusCode, body: res.json(), headers: res.headers }));

  it('counts the failures of one address from one client across nodes, and slows the next try', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const ip = clientIp();
    for (let i = 0; i < 3; i++) expect((await signIn(first, email, 'Wrong-Pass-1', ip)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await signIn(second, email, 'Wrong-Pass-1', ip)).statusCode).toBe(401);
    const blocked = await signIn(first, email, 'Wrong-Pass-1', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.body.msg).toBe(SERVER_MESSAGES.tooManyRequests(1));
    // Another client of the same address is not slowed down.
    expect((await signIn(second, email, 'Wrong-Pass-1', clientIp())).statusCode).toBe(401);
  });

  it('never counts successes, on any node', async () => {
    const { user } = await createAccount(first.database.db, {
      userType: 'graduate',
      ...uniqueIdentity('rd'),
    });
    const ip = clientIp();
    // Both nodes read the same account only when they share a database; the first node answers every sign-in.
    for (let i = 0; i < 8; i++)
      expect((await signIn(first, user.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn(first, user.email, 'Wrong-Pass-1', ip)).statusCode).toBe(401);
    expect((await signIn(first, user.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // The success cleared the four failures: five more are free again.
    for (let i = 0; i < 5; i++)
      expect((await signIn(second, user.email, 'Wrong-Pass-1', ip)).statusCode).toBe(401);
    expect((await signIn(second, user.email, 'Wrong-Pass-1', ip)).statusCode).toBe(429);
  });

  it('caps wrong codes per address across nodes (10 a day)', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const check = (t: TestApp) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/v1/recovery/verification/${email}?otp=1234`,
          remoteAddress: clientIp(),
        })
        .then((res) => ({ statusCode: res.statusCode, headers: res.headers }));
    for (let i = 0; i < 10; i++) expect((await check(i % 2 === 0 ? first : second)).statusCode).toBe(400);
    const refused = await check(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });

  it('shares the per-IP ceiling across nodes', async () => {
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const node = i % 2 === 0 ? first : second;
      statuses.push((await signIn(node, `ip-${randomUUID()}@example.com`, 'Wrong-Pass-1', ip)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
