import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { startWorker, until } from '../../test/kill.fixtures';
import type { Deps } from '../deps';
import { createJobRunner } from './runner';
import { KILL_TEST_TABLE, quietLog, recordKey } from './runner.kill-child';

const serverUrl = process.env.DATABASE_URL;
const childFile = fileURLToPath(new URL('./runner.kill-child.ts', import.meta.url));
const JOBS = 40;

/** Only on a PostgreSQL server: the killed process and the test must share the database. */
describe.skipIf(!serverUrl)('a worker killed with SIGKILL midway through a batch', () => {
  const name = `tvet_kill_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let url: string;
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl as string);
    target.pathname = `/${name}`;
    url = target.toString();
    database = openDatabase({ databaseUrl: url });
    // No unique key: a job done twice shows as two rows.
    await database.db.execute(sql.raw(`create table ${KILL_TEST_TABLE} (key text not null)`));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const done = async () => {
    const result = await database.db.execute(
      sql.raw(`select count(*)::int as n, count(distinct key)::int as keys from ${KILL_TEST_TABLE}`),
    );
    const [row] = (result as unknown as { rows: { n: number; keys: number }[] }).rows;
    return row;
  };

  it('loses no job and does none twice once a new worker takes over', async () => {
    // Hand the work over as another node would: enqueue only, no workers here.
    const enqueuer = createJobRunner({
      db: database.db,
      deps: () => ({}) as Deps,
      tasks: [recordKey],
      sweeps: [],
      log: quietLog,
      work: false,
    });
    await enqueuer.start();
    for (let i = 0; i < JOBS; i += 1)
      await enqueuer.enqueue(recordKey, { key: `job-${i}` }, { key: `job-${i}` });
    await enqueuer.stop();

    const first = await startWorker(childFile, [url]);
    children.push(first);
    await until(async () => (await done()).n >= 10, 60_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const afterKill = await done();
    expect(afterKill.n).toBeLessThan(JOBS);

    const second = await startWorker(childFile, [url]);
    children.push(second);
    await until(async () => (await done()).keys === JOBS, 60_000);
    // Time for a repeat to show, had the killed job's effect been kept: its expiry (1 s) and a retry.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await done()).toEqual({ n: JOBS, keys: JOBS });
    second.kill('SIGKILL');
  }, 120_000);
});
