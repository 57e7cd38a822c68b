import { DEAD_LETTER_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTask } from '../../platform/jobs/definitions';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * The job runner's dead letters in the console (issue 21): listed newest first with the true total, each with its
 * task, key, error, when and tries (never its payload), and retried as a new job, audited. The durable runner's
 * own listing and retry on pg-boss are proved in platform/jobs/runner.test.ts; here the API on the inline runner.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: RoleSession;
/** Fails while `down` is set, then succeeds: the kind of job an operator retries once the cause is mended. */
let down = true;
const done: string[] = [];
const deliver = defineTask({
  name: 'test-deliver',
  payload: z.object({ to: z.string() }),
  run: async (_deps, { to }) => {
    if (down) throw new Error('mail server refused the connection');
    done.push(to);
  },
});

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  admin = await signInAs(t, 'admin');
  await t.app.jobs.enqueue(deliver, { to: 'first@example.ng' }, { key: 'welcome:first' });
  await t.app.jobs.enqueue(deliver, { to: 'second@example.ng' });
  await t.app.jobs.settle();
});
afterAll(() => t.close());

describe('dead letters in the console', () => {
  it('lists them newest first, paged with the true total, without their payload', async () => {
    const res = await api.get('/api/v1/admin/dead-letters?limit=1', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(DEAD_LETTER_MESSAGES.loaded);
    expect(res.body.payload).toMatchObject({
      totalDocs: 2,
      docs: [{ task: 'test-deliver', key: null, tries: 1 }],
    });
    const older = await api.get('/api/v1/admin/dead-letters?limit=1&page=2', admin.token);
    const [letter] = older.body.payload.docs;
    expect(letter).toMatchObject({
      task: 'test-deliver',
      key: 'welcome:first',
      error: 'mail server refused the connection',
      tries: 1,
    });
    expect(Number.isNaN(Date.parse(letter.failedAt))).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('example.ng');
  });

  it('retries one as a new job, takes it off the list and writes the audit log; a second retry is a 404', async () => {
    down = false;
    const list = await api.get('/api/v1/admin/dead-letters', admin.token);
    const first = list.body.payload.docs.find((doc: { key: string | null }) => doc.key === 'welcome:first');
    const res = await api.post(`/api/v1/admin/dead-letters/${first._id}/retry`, {}, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(DEAD_LETTER_MESSAGES.retried);
    await t.app.jobs.settle();
    expect(done).toEqual(['first@example.ng']);
    const after = await api.get('/api/v1/admin/dead-letters', admin.token);
    expect(after.body.payload.totalDocs).toBe(1);
    const audit = await api.get('/api/v1/admin/audit?action=dead_letter.retry', admin.token);
    expect(audit.body.payload.docs[0]).toMatchObject({ action: 'dead_letter.retry' });

    const again = await api.post(`/api/v1/admin/dead-letters/${first._id}/retry`, {}, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.body.msg).toBe(DEAD_LETTER_MESSAGES.notFound);
  });

  it('refuses a page past the cap gracefully and an id that is too long', async () => {
    const capped = await api.get('/api/v1/admin/dead-letters?limit=9999', admin.token);
    expect(capped.statusCode).toBe(200);
    const long = await api.post(`/api/v1/admin/dead-letters/${'x'.repeat(101)}/retry`, {}, admin.token);
    expect(long.statusCode).toBe(400);
  });
});
