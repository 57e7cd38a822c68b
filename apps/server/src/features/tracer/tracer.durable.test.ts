import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps';
import type { Jobs } from '../../platform/jobs/definitions';
import { mailTask, queuedMailer } from '../../platform/mail-queue';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { person, seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { openWave, panel, rowsOf, tracerDeps } from '../../test/tracer.fixtures';
import { runSweep } from './tracer.sweep';

/*
 * The tracer on the real queue (pg-boss in this file's database: PGlite, or PostgreSQL with DATABASE_URL): a sweep
 * that dies midway leaves nothing behind, and the runner stopped while contact jobs wait and started again sends
 * each invitation exactly once (the contact task commits its attempt, token and queued mail with its job).
 */

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ QUIET_HOURS: 'off' }, { jobs: 'durable' });
}, 120_000);
afterAll(() => t?.close());

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('a sweep that dies midway leaves nothing; a runner stopped and restarted sends each invitation once', {
  timeout: 180_000,
}, async () => {
  const admin = await person(t, 'admin');
  const survey = await seedSurvey(t.database.db, threeQuestions('Durable tracer'));
  const roll = await panel(t.database.db, 12, 2012, (i) => ({ email: `durable-${i}@mail.ng`, phone: null }));
  const made = await client(t.app).post(
    '/api/v1/admin/tracer-studies',
    {
      title: 'Durable',
      survey_id: survey.id,
      cohorts: [2012],
      offsets: [12],
      ladder: [{ day: 0, channel: 'email', template: 'invitation' }],
    },
    admin.token,
  );
  expect(made.statusCode, made.body.msg).toBe(201);
  await openWave(t.database.db, made.body.payload.waves[0]._id);

  const base = tracerDeps(t).deps;
  const runner = t.app.jobs;
  const mail = mailTask(t.mail, SECRET);
  const deps = { ...base, jobs: runner, mailer: queuedMailer(runner, mail, SECRET) } as Deps;

  // The process dies after queuing five contacts of the first batch: the batch's transaction rolls back whole.
  let calls = 0;
  const dying: Jobs = {
    enqueue: (task, payload, options) => {
      calls += 1;
      if (calls > 5) throw new Error('killed');
      return runner.enqueue(task, payload, options);
    },
  };
  await expect(runSweep({ ...deps, jobs: dying })).rejects.toThrow('killed');
  const none = await rowsOf(
    t.database.db,
    sql`select 1 from tracer_contacts where institution_id = ${roll.institutionId}`,
  );
  expect(none).toHaveLength(0);

  // The next sweep queues all twelve; the runner stops while they run and starts again.
  await runSweep(deps);
  await until(async () => t.mail.sent.some((message) => message.to.startsWith('durable-')));
  await runner.stop();
  await runner.start();
  await runSweep(deps);
  await until(async () => {
    const sent = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tracer_contacts where institution_id = ${roll.institutionId} and status = 'sent'`,
    );
    return sent[0]?.n === 12;
  });
  await until(
    async () =>
      new Set(t.mail.sent.map((message) => message.to).filter((to) => to.startsWith('durable-'))).size === 12,
  );
  for (const email of roll.emails)
    expect(
      t.mail.sent.filter((message) => message.to === email),
      email as string,
    ).toHaveLength(1);
});
