import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../test/harness';

/**
 * Nothing a client sends may make the server answer 500. Every documented route is called with malformed and
 * hostile input, signed in and not; each answer must be a 4xx (or 2xx) in the envelope shape.
 */
const PARAM_VALUES = [
  'x',
  "' OR 1=1 --",
  '%00',
  'a'.repeat(2000),
  '00000000-0000-0000-0000-000000000000',
  '<script>',
];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  123,
  { unexpected: true },
  { email: { $gt: '' }, password: ['a'] },
  { email: 'a@b.co', password: 'x'.repeat(10_000) },
  { name: "Robert'); DROP TABLE users;--", email: 'not-an-email', user_type: 'admin' },
  JSON.parse('{"__proto__": {"isAdmin": true}, "email": "a@b.co"}'),
  { otp: '12345678901234567890' },
  { refreshToken: 'x'.repeat(5000) },
];

describe('hostile input never causes a 500', () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
    );
    const login = await client(t.app).post('/api/v1/auth/graduates/login', {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect(login.statusCode).toBe(401);
    token = 'not.a.token';
  });
  afterAll(() => t.close());

  it('finds the documented routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('answers every route and payload with a non-5xx envelope', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of PARAM_VALUES) {
        const url = route.url.replace(/\{[^}]+\}/g, encodeURIComponent(value));
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          for (const auth of [undefined, token]) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?otp=${encodeURIComponent(value)}&limit=${encodeURIComponent(value)}`,
              payload: body === undefined ? undefined : JSON.stringify(body),
              headers: {
                'content-type': 'application/json',
                ...(auth ? { authorization: `Bearer ${auth}` } : {}),
              },
            });
            const json = response.json();
            if (
              response.statusCode >= 500 ||
              typeof json.msg !== 'string' ||
              typeof json.status !== 'string'
            ) {
              failures.push(
                `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${response.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
