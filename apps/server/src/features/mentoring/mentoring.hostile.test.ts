import { MENTORING_ROUTES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { graduate, mentorSession } from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * The mentoring routes under hostile input (platform/hostile-input.test.ts sweeps every documented route the same
 * way; this is the mentoring slice of it, with real mentor, mentee and graduate ids so owner rules pass and the
 * bodies reach the services): never a 5xx, always the envelope.
 */

const PARAM_VALUES = ['x', "' OR 1=1 --", '%00', 'a'.repeat(900), '00000000-0000-0000-0000-000000000000'];
const BODIES: unknown[] = [
  null,
  [],
  'text',
  { unexpected: true },
  { text: '\u0000' },
  { text: { $gt: '' } },
  { graduate_id: ['a'] },
  { graduation_year: Number.MAX_VALUE, state: 'Ogun' },
  { graduation_year: -1, institution_id: "' OR 1=1 --" },
  { email: 'a\u0000@b.co', name: 'A\u0000', mentor_type: 'individual' },
  JSON.parse('{"__proto__": {"isAdmin": true}, "text": "hi"}'),
  {
    name: "Robert'); DROP TABLE users;--",
    email: 'x@y.ng',
    mentor_type: 'organization',
    area_of_specialization: 'x',
    industry_type: 'Agriculture',
  },
];

let t: TestApp;
let admin: RoleSession;
let callers: [string, string | undefined, Record<string, string>][];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  const mentor = await mentorSession(t, admin.token);
  const mentee = await graduate(t);
  await client(t.app).post(
    `/api${MENTORING_ROUTES.assign(mentor.profileId)}`,
    { graduate_id: mentee.profileId },
    admin.token,
  );
  const grad = await signInAs(t, 'graduate');
  const real = { id: mentor.profileId, user_id: mentor.accountId, graduate_id: mentee.profileId };
  callers = [
    ['anonymous', undefined, real],
    ['admin', admin.token, real],
    ['mentor', mentor.token, real],
    ['graduate', grad.token, { ...real, id: grad.profileId, user_id: grad.accountId }],
  ];
});
afterAll(() => t.close());

describe('mentoring routes under hostile input', () => {
  it('answer every caller and payload with a non-5xx envelope', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) =>
          operation.tags?.some((tag) => tag === 'mentoring' || tag === 'admin: mentors'),
        )
        .map(([method]) => ({ method: method.toUpperCase(), url })),
    );
    expect(routes.length).toBe(17);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const [who, token, ids] of callers) {
        const urls = [
          route.url.replace(/\{([^}]+)\}/g, (_whole, name: string) => ids[name] ?? 'x'),
          ...PARAM_VALUES.map((value) => route.url.replace(/\{[^}]+\}/g, encodeURIComponent(value))),
        ];
        for (const url of urls) {
          for (const body of route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?limit=-1&page=x&name=%00&q=${'q'.repeat(300)}&status=x&mentor_type=x`,
              payload: body === undefined ? undefined : JSON.stringify(body),
              headers: {
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
            });
            requests += 1;
            let json: { status?: unknown; msg?: unknown } | undefined;
            try {
              json = response.json();
            } catch {
              json = undefined;
            }
            if (
              response.statusCode >= 500 ||
              typeof json?.msg !== 'string' ||
              typeof json?.status !== 'string'
            ) {
              failures.push(
                `${who} ${route.method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 40)} -> ${response.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);
});
