import { TICKET_MESSAGES, USER_TYPES, type UserType } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInEveryRole } from '../../test/roles.fixtures';

/*
 * Who may call the support desk and the console (issue 13), table-driven: every /v1/admin route is refused to
 * every role but administrators (403) and to a visitor (401), and an administrator gets past the check; a
 * ticket is refused to everyone but its creator and administrators (404, so its existence is never revealed).
 */

const ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'DELETE';

/** Every console route, with a body that passes validation so that only access can refuse it. */
const CONSOLE: [Method, string, Record<string, unknown>?][] = [
  ['GET', '/api/v1/admin/tickets'],
  ['GET', '/api/v1/admin/tickets/stats'],
  ['POST', `/api/v1/admin/tickets/${ID}/assign`, {}],
  ['POST', `/api/v1/admin/tickets/${ID}/close`, {}],
  ['POST', `/api/v1/admin/tickets/${ID}/reopen`, {}],
  ['GET', '/api/v1/admin/accounts'],
  ['GET', `/api/v1/admin/accounts/${ID}`],
  ['POST', `/api/v1/admin/accounts/${ID}/deactivate`, {}],
  ['POST', `/api/v1/admin/accounts/${ID}/reactivate`, {}],
  ['POST', `/api/v1/admin/accounts/${ID}/resend-verification`, {}],
  ['GET', '/api/v1/admin/institutions'],
  ['POST', `/api/v1/admin/institutions/${ID}/verify`, {}],
  ['POST', `/api/v1/admin/institutions/${ID}/reject`, { reason: 'Unknown institution' }],
  ['GET', '/api/v1/admin/employers'],
  ['POST', `/api/v1/admin/employers/${ID}/approve`, {}],
  ['POST', `/api/v1/admin/employers/${ID}/reject`, { reason: 'Unreadable CAC' }],
  ['GET', '/api/v1/admin/jobs'],
  ['POST', `/api/v1/admin/jobs/${ID}/suspend`, { reason: 'Scam' }],
  ['POST', `/api/v1/admin/jobs/${ID}/unsuspend`, {}],
  ['GET', '/api/v1/admin/job-reports'],
  ['POST', `/api/v1/admin/job-reports/${ID}/dismiss`, {}],
  ['GET', '/api/v1/admin/admins'],
  ['DELETE', `/api/v1/admin/admins/${ID}`],
  ['POST', `/api/v1/admin/admins/${ID}/reset-two-factor`, {}],
  ['GET', '/api/v1/admin/invitations'],
  ['POST', '/api/v1/admin/invitations', { email: 'new.admin@example.ng', name: 'New Admin' }],
  ['DELETE', `/api/v1/admin/invitations/${ID}`],
  ['GET', '/api/v1/admin/audit'],
  ['GET', '/api/v1/admin/dead-letters'],
  ['POST', `/api/v1/admin/dead-letters/${ID}/retry`, {}],
];

const NON_ADMINS = USER_TYPES.filter((type) => type !== 'admin');

let t: TestApp;
let sessions: Record<UserType, RoleSession>;
let ticketId: string;
beforeAll(async () => {
  t = await createTestApp();
  sessions = await signInEveryRole(t);
  const res = await client(t.app).post(
    '/api/v1/tickets',
    { title: 'My own question', message: 'Only I and the administrators read this.' },
    sessions.graduate.token,
  );
  ticketId = res.body.payload._id;
});
afterAll(async () => {
  await t.close();
});

function call(method: Method, url: string, body: Record<string, unknown> | undefined, token?: string) {
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('the console is for administrators only', () => {
  it.each(CONSOLE)('%s %s: 401 signed out, 403 for every other role', async (method, url, body) => {
    expect((await call(method, url, body)).statusCode).toBe(401);
    for (const role of NON_ADMINS) {
      const res = await call(method, url, body, sessions[role].token);
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      expect(res.json().msg).toBeTruthy();
    }
  });

  it.each(CONSOLE)('%s %s: an administrator gets past the check', async (method, url, body) => {
    const res = await call(method, url, body, sessions.admin.token);
    // 200/201, or the 404/409 of the made-up id: never refused for who is asking.
    expect([200, 201, 404, 409], `${method} ${url}: ${res.json().msg}`).toContain(res.statusCode);
  });

  it('a graduate reporting a job is the one route outside /admin, and only graduates may', async () => {
    for (const role of USER_TYPES.filter((type) => type !== 'graduate')) {
      const res = await call(
        'POST',
        `/api/v1/jobs/${ID}/report`,
        { reason: 'Asks for money' },
        sessions[role].token,
      );
      expect(res.statusCode, role).toBe(403);
    }
    const graduate = await call(
      'POST',
      `/api/v1/jobs/${ID}/report`,
      { reason: 'Asks for money' },
      sessions.graduate.token,
    );
    expect(graduate.statusCode).toBe(404);
  });
});

describe("a ticket is its creator's and the administrators'", () => {
  const routes = (id: string): [Method, string, Record<string, unknown>?][] => [
    ['GET', `/api/v1/tickets/${id}`],
    ['GET', `/api/v1/tickets/${id}/messages`],
    ['POST', `/api/v1/tickets/${id}/messages`, { text: 'hello' }],
  ];

  it('every other role gets the 404 of a missing ticket, on every ticket route', async () => {
    for (const [method, url, body] of routes(ticketId)) {
      expect((await call(method, url, body)).statusCode).toBe(401);
      for (const role of NON_ADMINS.filter((type) => type !== 'graduate')) {
        const res = await call(method, url, body, sessions[role].token);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(404);
        expect(res.json().msg).toBe(TICKET_MESSAGES.notFound);
      }
    }
  });

  it('its creator and an administrator read and write it', async () => {
    for (const role of ['graduate', 'admin'] as const) {
      for (const [method, url, body] of routes(ticketId)) {
        const res = await call(method, url, body, sessions[role].token);
        expect([200, 201], `${role} ${method} ${url}`).toContain(res.statusCode);
      }
    }
  });

  it("nobody lists another person's tickets, administrators included (they use the desk)", async () => {
    for (const role of USER_TYPES.filter((type) => type !== 'graduate')) {
      const res = await call(
        'GET',
        `/api/v1/tickets/?created_by=${sessions.graduate.accountId}`,
        undefined,
        sessions[role].token,
      );
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('the audit log has no route that changes it', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/admin/audit',
        headers: { authorization: `Bearer ${sessions.admin.token}` },
        payload: {},
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
