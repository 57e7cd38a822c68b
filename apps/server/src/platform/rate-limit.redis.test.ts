import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../test/harness';

const redisUrl = process.env.REDIS_URL;

// Two app nodes over one Redis must share their counters, or an attacker just spreads guesses across nodes.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MULTIPLIER: '1' };
    first = await createTestApp(env);
    second = await createTestApp(env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts sign-in attempts for one address across nodes', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const attempt = (t: TestApp) =>
      client(t.app).post('/api/v1/auth/graduates/login', { email, password: 'Wrong-Pass-1' });
    for (let i = 0; i < 5; i++) expect((await attempt(first)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(second)).statusCode).toBe(401);
    const blocked = await attempt(first);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.status).toBe('Too Many Requests');
    expect(blocked.body.msg.startsWith(SERVER_MESSAGES.tooManyRequests(1).split(' in ')[0])).toBe(true);
  });
});
