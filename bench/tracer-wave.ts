/**
 * A tracer wave (issue 26) over a cohort of --graduates graduates on PostgreSQL: the time the sweep takes to make
 * the cases from the roll and enqueue every day-0 invitation (keyed contact jobs, in batches of 500 per
 * transaction), the sending throughput of the real job runner (pg-boss, its workers as `npm start` runs them)
 * against a fake mail transport that only counts, for --send seconds, and the size of pg-boss's job table after
 * the wave (jobs done are archived by pg-boss's maintenance; a completed job stays in `job` until then). None of it
 * runs in a request: the rest of the app's per-request work does not grow with the wave. Run from the repository
 * root:
 *
 *   node --import tsx bench/tracer-wave.ts [--graduates 100000] [--send 60] [--help]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as dsql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { contactTask, runSweep } from '../apps/server/src/features/tracer/tracer.sweep';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Deps } from '../apps/server/src/platform/deps';
import { createJobRunner, type JobRunner } from '../apps/server/src/platform/jobs/runner';
import type { Mailer } from '../apps/server/src/platform/mail';
import { mailTask, queuedMailer } from '../apps/server/src/platform/mail-queue';
import { insertInstitution, insertRoll } from '../apps/server/src/seed/outcomes.factory';
import { createSurvey } from '../apps/server/src/seed/surveys.factory';
import { createBenchDatabase } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, table, whole } from './lib/report';

const flags = readFlags('node --import tsx bench/tracer-wave.ts [flags]', {
  graduates: { default: 100_000, min: 1000, max: 2_000_000, help: 'graduates of the cohort on the rolls' },
  institutions: { default: 50, min: 1, max: 1000, help: 'institutions the roll is spread over' },
  send: { default: 60, min: 5, max: 3600, help: 'seconds of sending measured' },
});

const quiet = {
  level: 'error',
  error: (object: unknown, message: string) => console.error(message, object),
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child() {
    return quiet;
  },
} as unknown as FastifyBaseLogger;

await runBenchmark(60 * 60, async () => {
  const started = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const db = database.handle.db;

  await step(
    `roll of ${whole(flags.graduates)} graduates over ${flags.institutions} institutions`,
    async () => {
      const per = Math.ceil(flags.graduates / flags.institutions);
      for (let i = 0; i < flags.institutions; i++) {
        const made = await insertInstitution(
          db,
          {
            name: `Bench Polytechnic ${i}`,
            email: `bench${i}@inst.ng`,
            username: `benchpoly${i}`,
            institutionType: 'polytechnic',
            ownershipType: 'federal',
            state: 'Lagos',
            town: 'Yaba',
            programmes: [{ name: 'Welding', grantedDate: '2020-01-01', expiryDate: '2030-01-01' }],
          },
          'x',
        );
        const programmeId = made.programmes.get('Welding') as string;
        const size = Math.min(per, flags.graduates - i * per);
        await insertRoll(
          db,
          Array.from({ length: size }, (_, k) => ({
            institutionId: made.institutionId,
            programmeId,
            name: `Graduate ${i}-${k}`,
            matricNumber: `B${i}/${k}`,
            graduationYear: 2024,
            sex: k % 2 ? 'male' : 'female',
            state: 'Lagos',
            email: `g${i}-${k}@mail.example.ng`,
            phone: null,
          })),
        );
      }
    },
  );
  const { survey } = await createSurvey(db, {
    title: 'Bench tracer',
    text: 'x',
    respondentType: 'graduate',
    sections: [{ title: 'Work', questions: [{ text: 'Job?', type: 'text' }] }],
  });
  await sql.query(
    `with s as (
       insert into tracer_studies (title, survey_id, cohorts, ladder, daily_cap, costs)
       values ('Bench', $1, '{2024}', '[{"day":0,"channel":"email","template":"invitation"}]', 10000000,
               '{"email":0,"sms":400,"whatsapp":200,"phone":0}') returning id)
     insert into tracer_waves (study_id, cohort, offset_months, opens_at, closes_at)
     select id, 2024, 12, now() - interval '1 day', now() + interval '8 weeks' from s`,
    [survey.id],
  );
  await sql.query('vacuum analyze');

  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-tracer-')),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    QUIET_HOURS: 'off',
    DATABASE_URL: database.url,
  });
  let mailed = 0;
  const transport: Mailer = {
    send: async () => {
      mailed += 1;
    },
  };
  const mail = mailTask(transport, config.jwtSecret);
  let runner: JobRunner;
  const deps = (): Deps =>
    ({
      db,
      config,
      jobs: runner,
      mailer: queuedMailer(runner, mail, config.jwtSecret),
      log: quiet,
    }) as unknown as Deps;
  // First only enqueueing (no workers), so the sweep is timed alone.
  runner = createJobRunner({ db, deps, tasks: [mail, contactTask], sweeps: [], log: quiet, work: false });
  await runner.start();

  const t0 = performance.now();
  let sweeps = 0;
  for (;;) {
    await runSweep(deps());
    sweeps += 1;
    const due = await sql.query<{ n: number }>(
      `select count(*)::int as n from tracer_cases where next_step is not null and next_contact_at <= now()`,
    );
    if ((due.rows[0]?.n ?? 0) === 0) break;
  }
  const enqueueSeconds = (performance.now() - t0) / 1000;
  const cases =
    (await sql.query<{ n: number }>('select count(*)::int as n from tracer_cases')).rows[0]?.n ?? 0;
  const queued = (
    await sql.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'tracer-contact'`)
  ).rows[0]?.n;
  await runner.stop();

  // Then the workers, as npm start runs them, for --send seconds.
  runner = createJobRunner({ db, deps, tasks: [mail, contactTask], sweeps: [], log: quiet });
  await runner.start();
  const s0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, flags.send * 1000));
  const sendSeconds = (performance.now() - s0) / 1000;
  const sent =
    (await sql.query<{ n: number }>(`select count(*)::int as n from tracer_contacts where status = 'sent'`))
      .rows[0]?.n ?? 0;
  const mailedInWindow = mailed;
  await runner.stop();
  const size = await sql.query<{ rows: string; bytes: string }>(
    `select (select count(*) from pgboss.job)::text as rows,
            pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits
                             where inhparent = 'pgboss.job'::regclass)::bigint) as bytes`,
  );
  const tables = await db.execute(dsql`
    select pg_size_pretty(pg_total_relation_size('tracer_cases')) as cases,
           pg_size_pretty(pg_total_relation_size('tracer_contacts')) as contacts,
           pg_size_pretty(pg_total_relation_size('tracer_tokens')) as tokens`);
  const sizes = (tables as unknown as { rows: Record<string, string>[] }).rows[0] ?? {};

  console.log(`\n${started}\n`);
  console.log(
    table([
      ['measure', 'value'],
      ['graduates on the roll (frame)', whole(flags.graduates)],
      ['cases made', whole(cases)],
      ['contact jobs enqueued', whole(queued ?? 0)],
      ['sweeps to make the cases and enqueue day 0', sweeps],
      ['time to make the cases and enqueue day 0', `${enqueueSeconds.toFixed(1)} s`],
      [
        'contacts sent by the workers',
        `${whole(sent)} in ${sendSeconds.toFixed(0)} s (${(sent / sendSeconds).toFixed(1)}/s)`,
      ],
      [
        'mails handed to the transport',
        `${whole(mailedInWindow)} (${(mailedInWindow / sendSeconds).toFixed(1)}/s)`,
      ],
      ['pgboss.job after the run', `${whole(Number(size.rows[0]?.rows ?? 0))} rows, ${size.rows[0]?.bytes}`],
      ['tracer_cases / contacts / tokens', `${sizes.cases} / ${sizes.contacts} / ${sizes.tokens}`],
    ]),
  );
});
