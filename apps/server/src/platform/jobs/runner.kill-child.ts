import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { openDatabase } from '../../db/client';
import type { Deps } from '../deps';
import { defineTask } from './definitions';
import { createJobRunner } from './runner';

/*
 * The process runner.kill.test.ts kills with SIGKILL: the job runner on the PostgreSQL database named on the
 * command line, working one task whose whole effect is a row in `kill_test_done`. The task holds its transaction
 * open for a while after writing, so a kill most likely lands inside a job.
 */

export const KILL_TEST_TABLE = 'kill_test_done';

export const recordKey = defineTask({
  name: 'test-kill-record',
  payload: z.object({ key: z.string() }),
  transactional: true,
  // A job of a killed process is taken back after a second and tried again.
  expireInSeconds: 1,
  retry: { limit: 5, delaySeconds: 0, backoff: false },
  run: async (_deps, { key }, tx) => {
    await tx.execute(sql`insert into kill_test_done (key) values (${key})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  },
});

export const quietLog = {
  level: 'silent',
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child: () => quietLog,
} as unknown as FastifyBaseLogger;

async function main() {
  const database = openDatabase({ databaseUrl: process.argv[2] });
  const runner = createJobRunner({
    db: database.db,
    deps: () => ({ db: database.db, jobs: runner, log: quietLog }) as unknown as Deps,
    tasks: [recordKey],
    sweeps: [],
    log: quietLog,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  await runner.start();
  process.stdout.write('working\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
