import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { registrationBody } from '../test/accounts.fixtures';
import { client, createTestApp, openTestDatabase, RecordingMailer, type TestApp } from '../test/harness';
import type { Deps } from './deps';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { quietLog } from './jobs/runner.kill-child';
import type { MailMessage } from './mail';
import { MAIL_RETRY, mailTask, openMail, queuedMailer, sealMail } from './mail-queue';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe('mail through the durable queue', () => {
  it('waits out an outage of about 8 hours before a mail becomes a dead letter', () => {
    let seconds = 0;
    for (let retry = 0; retry < MAIL_RETRY.limit; retry += 1) seconds += MAIL_RETRY.delaySeconds * 2 ** retry;
    expect(MAIL_RETRY.backoff).toBe(true);
    expect(seconds / 3600).toBeGreaterThan(8);
  });

  it('seals a mail so the queue table holds neither its text nor its address', () => {
    const message: MailMessage = {
      to: 'ada@example.ng',
      subject: 'Code',
      text: 'Your code is 4821',
      html: '',
    };
    const sealed = sealMail(SECRET, message);
    expect(sealed.sealed).not.toContain('4821');
    expect(Buffer.from(sealed.sealed, 'base64').toString('latin1')).not.toContain('ada@example.ng');
    expect(openMail(SECRET, sealed)).toEqual(message);
    expect(() => openMail('another-secret-of-enough-length-for-this-test', sealed)).toThrow();
  });

  describe('a mail server that is away, then back', () => {
    let database: DatabaseHandle;
    let runner: JobRunner;
    let away = 3;
    const delivered: MailMessage[] = [];
    const transport = new RecordingMailer();
    transport.send = async (message) => {
      if (away > 0) {
        away -= 1;
        throw new Error('connect ECONNREFUSED');
      }
      delivered.push(message);
    };
    const task = mailTask(transport, SECRET, { limit: 5, delaySeconds: 0, backoff: false });

    beforeAll(async () => {
      database = await openTestDatabase();
      runner = createJobRunner({
        db: database.db,
        deps: () => ({ db: database.db, jobs: runner, log: quietLog }) as unknown as Deps,
        tasks: [task],
        sweeps: [],
        log: quietLog,
        pollingIntervalSeconds: 0.5,
      });
      await runner.start();
    }, 60_000);
    afterAll(async () => {
      await runner?.stop();
      await database?.close();
    });

    it('delivers the mail once it is back: delayed, not lost, not doubled', async () => {
      const mailer = queuedMailer(runner, task, SECRET);
      await mailer.send({ to: 'ada@example.ng', subject: 'Code', text: 'Your code is 4821', html: '' });
      await until(() => delivered.length === 1);
      expect(away).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(delivered.map((mail) => mail.text)).toEqual(['Your code is 4821']);
      expect(await runner.deadLetters(task)).toEqual([]);
    });
  });

  describe('the app with the durable runner (as npm start)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({}, { jobs: 'durable' });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it('schedules every declared sweep and sends the verification code from the queue', async () => {
      const schedules = rowsOf<{ name: string }>(
        await t.database.db.execute(sql`select name from pgboss.schedule`),
      );
      expect(schedules.map((row) => row.name).sort()).toEqual([
        'accounts-expired-codes',
        'data-rights-exports-requeue',
        'data-rights-retention-codes-and-tokens',
        'data-rights-retention-export-archives',
        'data-rights-retention-finished-jobs',
        'data-rights-retention-mail-log',
        'data-rights-retention-message-log',
        'data-rights-retention-rejected-uploads',
        'data-rights-retention-unverified-accounts',
        'messaging-unread-mail',
        'messaging-unused-media',
        'tracer-sweep',
      ]);
      const body = registrationBody('graduates');
      const res = await client(t.app).post('/api/v1/graduates', body);
      expect(res.statusCode, res.body.msg).toBe(201);
      await until(() => t.mail.countFor(body.email) === 1);
      const code = t.mail.codeFor(body.email);
      const jobs = rowsOf<{ data: string }>(
        await t.database.db.execute(sql`select data::text as data from pgboss.job where name = 'mail-send'`),
      );
      expect(jobs).toHaveLength(1);
      // Four digits turn up inside a long base64 text by chance, so the test asserts the shape (one sealed
      // field) and that the mail's own words around the code are not there in clear.
      expect(Object.keys(JSON.parse(jobs[0].data))).toEqual(['sealed']);
      const text = t.mail.sent.at(-1)?.text ?? '';
      const at = text.indexOf(code);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(jobs[0].data).not.toContain(text.slice(Math.max(0, at - 12), at + code.length + 4));
      expect(jobs[0].data).not.toContain(body.email);
    });
  });
});
