import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { createJobRunner } from '../../platform/jobs/runner';
import { quietLog } from '../../platform/jobs/runner.kill-child';
import { startWorker, until } from '../../test/kill.fixtures';
import { seedSurvey, threeQuestions } from '../../test/surveys.fixtures';
import { type Panel, panel, rowsOf } from '../../test/tracer.fixtures';
import { KILL_MAIL_TABLE, killContact, killDeps, killMail } from './tracer.kill-child';
import { runSweep } from './tracer.sweep';

/*
 * The restart test of issue 26 with a real kill: a worker process running the tracer's jobs is killed with SIGKILL
 * (no graceful stop) while it works through a wave's invitations, a new worker starts, and each graduate gets
 * exactly one invitation: one attempt, one link, one mail. Only on a PostgreSQL server (the killed process and the
 * test share the database).
 */

const serverUrl = process.env.DATABASE_URL;
const childFile = fileURLToPath(new URL('./tracer.kill-child.ts', import.meta.url));
const GRADUATES = 60;

describe.skipIf(!serverUrl)('a tracer worker killed with SIGKILL between two jobs', () => {
  const name = `tvet_tracer_kill_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let url: string;
  let database: DatabaseHandle;
  let dataDir: string;
  let roll: Panel;
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
    await database.migrate();
    await database.db.execute(
      sql.raw(`create table ${KILL_MAIL_TABLE} (to_address text not null, subject text not null)`),
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'tracer-kill-'));
    const survey = await seedSurvey(database.db, threeQuestions('Killed tracer'));
    roll = await panel(database.db, GRADUATES, 2015, (i) => ({ email: `kill-${i}@mail.ng`, phone: null }));
    const [study] = await rowsOf<{ id: string }>(
      database.db,
      sql`insert into tracer_studies (title, survey_id, cohorts, ladder, daily_cap, costs)
          values ('Killed', ${survey.id}, '{2015}',
                  '[{"day": 0, "channel": "email", "template": "invitation"}]'::jsonb, 100000,
                  '{"email": 0, "sms": 0, "whatsapp": 0, "phone": 0}'::jsonb)
          returning id`,
    );
    await database.db.execute(sql`
      insert into tracer_waves (study_id, cohort, offset_months, opens_at, closes_at)
      values (${study?.id}, 2015, 12, now() - interval '1 day', now() + interval '28 days')`);
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const sent = async () =>
    (
      await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from tracer_contacts where status = 'sent'`,
      )
    )[0]?.n ?? 0;

  it('sends each invitation exactly once after a new worker takes over', async () => {
    // The sweep queues the wave's invitations as another node would: enqueue only, no worker here.
    const mail = killMail({ send: async () => {} });
    const enqueuer = createJobRunner({
      db: database.db,
      deps: () => ({}) as never,
      tasks: [killContact, mail],
      sweeps: [],
      log: quietLog,
      work: false,
    });
    await enqueuer.start();
    await runSweep(killDeps(database.db, enqueuer, mail, dataDir));
    await enqueuer.stop();

    const first = await startWorker(childFile, [url, 'down', dataDir]);
    children.push(first);
    await until(async () => (await sent()) >= 10, 90_000);
    expect(process.kill(first.pid as number, 'SIGKILL')).toBe(true);
    await new Promise((resolve) => first.once('exit', resolve));
    expect(await sent()).toBeLessThan(GRADUATES);

    const second = await startWorker(childFile, [url, 'up', dataDir]);
    children.push(second);
    await until(async () => {
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql.raw(`select count(distinct to_address)::int as n from ${KILL_MAIL_TABLE}`),
      );
      return row?.n === GRADUATES;
    }, 90_000);
    // Time for a repeat to show, had a killed job's effect been kept: its expiry (2 s) and a retry.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    second.kill('SIGKILL');

    const mails = await rowsOf<{ to_address: string; n: number }>(
      database.db,
      sql.raw(`select to_address, count(*)::int as n from ${KILL_MAIL_TABLE} group by 1`),
    );
    expect(mails).toHaveLength(GRADUATES);
    expect(mails.filter((row) => row.n !== 1)).toEqual([]);
    const perCase = await rowsOf<{ contacts: number; tokens: number }>(
      database.db,
      sql`select (select count(*) from tracer_contacts t where t.case_id = c.id and t.status = 'sent')::int as contacts,
                 (select count(*) from tracer_tokens k where k.case_id = c.id)::int as tokens
            from tracer_cases c where c.institution_id = ${roll.institutionId}`,
    );
    expect(perCase).toHaveLength(GRADUATES);
    expect(perCase.filter((row) => row.contacts !== 1 || row.tokens !== 1)).toEqual([]);
  }, 180_000);
});
