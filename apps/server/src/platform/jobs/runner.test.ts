import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/harness';
import type { Deps } from '../deps';
import { defineTask, type SweepDefinition } from './definitions';
import { createJobRunner, type JobRunner } from './runner';

/** A logger that keeps what it was told to report, so a test can see a job's failure was said out loud. */
const errors: string[] = [];
const log = {
  level: 'error',
  error: (_object: unknown, message: string) => errors.push(message),
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return log;
  },
} as unknown as FastifyBaseLogger;

/** Polls `check` until it holds (the workers poll every half second). */
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the durable job runner (pg-boss on this test file database: PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let database: DatabaseHandle;
  let runner: JobRunner;
  const ran: string[] = [];
  let failures = 0;
  let outage = 0;

  const record = defineTask({
    name: 'test-record',
    payload: z.object({ text: z.string() }),
    run: async (_deps, { text }) => {
      ran.push(text);
    },
  });
  const alwaysFails = defineTask({
    name: 'test-always-fails',
    payload: z.object({ n: z.number() }),
    retry: { limit: 2, delaySeconds: 0, backoff: false },
    run: async () => {
      failures += 1;
      throw new Error('refused');
    },
  });
  const flaky = defineTask({
    name: 'test-flaky',
    payload: z.object({ text: z.string() }),
    retry: { limit: 5, delaySeconds: 0, backoff: false },
    run: async (_deps, { text }) => {
      if (outage > 0) {
        outage -= 1;
        throw new Error('mail server away');
      }
      ran.push(text);
    },
  });
  const batched = defineTask({
    name: 'test-batched',
    payload: z.object({ n: z.number() }),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    batchSize: 10,
    run: async (_deps, { n }) => {
      if (n === 3) throw new Error('this one fails');
      ran.push(`batched-${n}`);
    },
  });
  const sweep: SweepDefinition = {
    name: 'test-sweep',
    schedule: { cron: '0 0 1 1 *' },
    run: async (deps) => {
      for (const text of ['a', 'b', 'c'])
        await deps.jobs.enqueue(record, { text: `sweep-${text}` }, { key: text });
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    runner = createJobRunner({
      db: database.db,
      deps: () => ({ db: database.db, jobs: runner, log }) as unknown as Deps,
      tasks: [record, alwaysFails, flaky, batched],
      sweeps: [sweep],
      log,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner?.stop();
    await database?.close();
  });

  const countJobs = async (name: string) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${name}`,
    );
    // Both drivers answer { rows } (node-postgres and PGlite).
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  };

  it('runs an enqueued job; a second enqueue with the same key adds nothing', async () => {
    expect(await runner.enqueue(record, { text: 'once' }, { key: 'k1' })).toBe(true);
    expect(await runner.enqueue(record, { text: 'once' }, { key: 'k1' })).toBe(false);
    await until(async () => ran.includes('once'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ran.filter((text) => text === 'once')).toHaveLength(1);
    expect(await countJobs(record.name)).toBe(1);
  });

  it('tries a failing job again per its retry policy, then keeps it on the dead-letter list and says so', async () => {
    await runner.enqueue(alwaysFails, { n: 7 });
    await until(async () => (await runner.deadLetters(alwaysFails)).length === 1);
    // The first try and two retries.
    expect(failures).toBe(3);
    const [letter] = await runner.deadLetters(alwaysFails);
    expect(letter).toMatchObject({ task: 'test-always-fails', payload: { n: 7 } });
    expect(errors).toContain('job failed for the last time; kept on its dead-letter list');
    expect(errors.filter((message) => message === 'job failed; it will be tried again')).toHaveLength(2);
  });

  it('lists every dead letter newest first with its key, error and tries, and retries one as a new job', async () => {
    const before = failures;
    await runner.enqueue(alwaysFails, { n: 8 }, { key: 'dead-key' });
    await until(async () => (await runner.deadLetters(alwaysFails)).length === 2);
    const page = await runner.deadLetterPage({ limit: 1, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      task: 'test-always-fails',
      key: 'dead-key',
      error: 'refused',
      tries: 3,
    });
    const older = await runner.deadLetterPage({ limit: 1, offset: 1 });
    expect(older.rows[0]).toMatchObject({ key: null, error: 'refused' });

    expect(await runner.retryDeadLetter(page.rows[0].id)).toBe(true);
    expect(await runner.retryDeadLetter(page.rows[0].id)).toBe(false);
    expect(await runner.retryDeadLetter('not-a-job')).toBe(false);
    // Tried afresh (three more tries), then back on the list as a new dead letter.
    await until(async () => failures === before + 6 && (await runner.deadLetters(alwaysFails)).length === 2);
    const after = await runner.deadLetterPage({ limit: 10, offset: 0 });
    expect(after.total).toBe(2);
    expect(after.rows.map((row) => row.id)).not.toContain(page.rows[0].id);
  });

  it('delays a job while what it needs is away (an outage) and runs it once when it is back', async () => {
    outage = 3;
    await runner.enqueue(flaky, { text: 'after the outage' });
    await until(async () => ran.includes('after the outage'));
    expect(outage).toBe(0);
    expect(await runner.deadLetters(flaky)).toEqual([]);
    expect(ran.filter((text) => text === 'after the outage')).toHaveLength(1);
  });

  it('a task taken in batches runs each job once, and a job that fails fails alone', async () => {
    for (let n = 1; n <= 6; n++) await runner.enqueue(batched, { n });
    await until(async () => (await runner.deadLetters(batched)).length === 1);
    await until(async () => ran.filter((text) => text.startsWith('batched-')).length === 5);
    expect(ran.filter((text) => text.startsWith('batched-')).sort()).toEqual([
      'batched-1',
      'batched-2',
      'batched-4',
      'batched-5',
      'batched-6',
    ]);
    expect((await runner.deadLetters(batched))[0]?.payload).toEqual({ n: 3 });
  });

  it('a sweep run twice at once enqueues each keyed job once', async () => {
    const deps = { db: database.db, jobs: runner, log } as unknown as Deps;
    await Promise.all([sweep.run(deps), sweep.run(deps)]);
    await until(async () => ['sweep-a', 'sweep-b', 'sweep-c'].every((text) => ran.includes(text)));
    await sweep.run(deps);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ran.filter((text) => text.startsWith('sweep-')).sort()).toEqual(['sweep-a', 'sweep-b', 'sweep-c']);
  });
});
