/**
 * A tracer wave (issue 26) over a cohort of --graduates graduates on PostgreSQL: the time the sweep takes to make
 * the cases from the roll and enqueue every day-0 invitation (keyed contact jobs, in batches of 500 per
 * transaction), the sending throughput of the real job runner (pg-boss, its workers as `npm start` runs them)
 * against a fake mail transport that only counts, for --send seconds, and pg-boss's tables after the wave: rows
 * and size of `pgboss.job` (all partitions) and `pgboss.archive` as the run leaves them, then once pg-boss's own
 * maintenance has archived the jobs done (the app's setting: 12 hours after completion) and dropped them from the
 * archive (7 days after archiving). Those waits are not sat out: the finished jobs' times are moved back by them
 * and pg-boss's maintenance runs as in the app, only every second. And whether the wave grows per-request work
 * for the rest of the app: the median and p95 of a graduate's survey list (the app in its own process with no job
 * worker, signed-in graduates, --connections requests at a time from a load generator in a third process) for
 * --probe seconds before the wave, during the sweep's first seconds and while the workers send (in this process),
 * in the same run, with the server's CPU time, statements and rows per request (counted in the server, so
 * independent of the machine's load). Run from the repository root:
 *
 *   node --import tsx bench/tracer-wave.ts [--graduates 100000] [--send 60] [--probe 20] [--help]
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
import { createJwt } from '../apps/server/src/platform/jwt';
import type { Mailer } from '../apps/server/src/platform/mail';
import { mailTask, queuedMailer } from '../apps/server/src/platform/mail-queue';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { insertInstitution, insertRoll } from '../apps/server/src/seed/outcomes.factory';
import { createSurvey } from '../apps/server/src/seed/surveys.factory';
import { createBenchDatabase } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { type JobTables, jobTables, maintain, megabytes } from './lib/job-tables';
import { runBenchmark, step } from './lib/lifecycle';
import { createListProbe, PROBE_HEADER, probeRow } from './lib/list-probe';
import { environment, table, whole } from './lib/report';
import { seedSurveys } from './lib/seed-lists';
import { samplePool, seedGraduates } from './lib/seed-people';
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/tracer-wave.ts [flags]', {
  graduates: { default: 100_000, min: 1000, max: 2_000_000, help: 'graduates of the cohort on the rolls' },
  institutions: { default: 50, min: 1, max: 1000, help: 'institutions the roll is spread over' },
  send: { default: 60, min: 5, max: 3600, help: 'seconds of sending measured' },
  probe: {
    default: 20,
    min: 5,
    max: 600,
    help: 'seconds of signed-in requests measured before the wave and while it sends',
  },
  connections: { default: 2, min: 1, max: 50, help: 'signed-in requests in flight at once' },
  readers: { default: 500, min: 10, max: 100_000, help: 'graduate accounts reading their survey list' },
});
/** The workers get this long to reach their pace before the requests are measured beside them. */
const RAMP_SECONDS = 5;
if (flags.send < flags.probe + RAMP_SECONDS) {
  console.error(
    `--send must be at least --probe + ${RAMP_SECONDS} (the requests are measured while it sends)`,
  );
  process.exit(2);
}
/** What a graduate's browser asks first on every visit (bench/graduate-lists.ts measures it alone). */
const SURVEY_LIST = '/api/v1/surveys?respondent_type=graduate&respondent_type=all&limit=12&page=1';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const sleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

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
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await step(`${whole(flags.readers)} graduate accounts and 16 surveys for their survey list`, async () => {
    await seedGraduates(sql, flags.readers, passwordHash);
    await seedSurveys(database.handle, sql, 16, 0.6);
  });
  await sql.query('vacuum analyze');

  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-tracer-')),
    JWT_SECRET,
    QUIET_HOURS: 'off',
    DATABASE_URL: database.url,
  });
  const jwt = createJwt(JWT_SECRET);
  const readers = await samplePool(sql, flags.readers);
  // Access tokens are short-lived and making the cases takes minutes: each probe signs its readers in afresh.
  const signIn = () =>
    Promise.all(
      readers.map((row) =>
        jwt.sign({
          accountId: row.userId,
          profileId: row.graduateId,
          userType: 'graduate',
          emailVerified: true,
        }),
      ),
    );
  // The app in a process of its own, as a node serves requests; its jobs inline, so it sweeps nothing itself.
  const server = await step('start the app', () =>
    startServer({ kind: 'app', databaseUrl: database.url, jwtSecret: JWT_SECRET }),
  );
  let mailed = 0;
  const {
    probe,
    idleCpu,
    stop: stopProbe,
  } = createListProbe({
    server,
    path: SURVEY_LIST,
    connections: flags.connections,
    signIn,
    mailed: () => mailed,
  });
  await step('warm the app up (not measured)', () => probe(3));
  const idleCpuBefore = await idleCpu(() => sleep(RAMP_SECONDS));
  const idle = await step(`${flags.probe} s of survey lists before the wave`, () =>
    probe(flags.probe, 'before the wave'),
  );

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
  // The first seconds of the sweep (its heaviest work: making cases, enqueueing) beside the survey lists.
  const sweepingProbe = probe(flags.probe, 'while the sweep makes cases and enqueues');
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
  const sweeping = await sweepingProbe;
  const cases =
    (await sql.query<{ n: number }>('select count(*)::int as n from tracer_cases')).rows[0]?.n ?? 0;
  const queued = (
    await sql.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'tracer-contact'`)
  ).rows[0]?.n;
  await runner.stop();

  // Then the workers, as npm start runs them, for --send seconds; the survey lists are read again meanwhile.
  runner = createJobRunner({ db, deps, tasks: [mail, contactTask], sweeps: [], log: quiet });
  await runner.start();
  const s0 = performance.now();
  // The server's own CPU while the workers send and it gets no request: what it would spread over requests.
  const idleCpuSending = await idleCpu(() => sleep(RAMP_SECONDS));
  const sending = await step(`${flags.probe} s of survey lists while the wave sends`, () =>
    probe(flags.probe, 'while the wave sends'),
  );
  await sleep(Math.max(0, flags.send - (performance.now() - s0) / 1000));
  const sendSeconds = (performance.now() - s0) / 1000;
  const sent =
    (await sql.query<{ n: number }>(`select count(*)::int as n from tracer_contacts where status = 'sent'`))
      .rows[0]?.n ?? 0;
  const mailedInWindow = mailed;
  await runner.stop();
  await stopProbe();
  await server.stop();

  const jobs: [string, JobTables][] = [['as the run leaves them', await jobTables(sql)]];
  // pg-boss's maintenance as the app runs it (platform/jobs/runner.ts keeps pg-boss's retention), with its waits
  // shortened to a second: first the archiving of finished jobs (12 h after completion in the app), then the
  // archive's own retention (7 days).
  await step('maintenance: archive the finished jobs', () =>
    maintain(
      db,
      { archiveCompletedAfterSeconds: 1, archiveFailedAfterSeconds: 1 },
      async (now) => now.done === 0,
    ),
  );
  jobs.push(['after archiving (12 h after completion)', await jobTables(sql)]);
  await step('maintenance: drop them from the archive', () =>
    maintain(
      db,
      { archiveCompletedAfterSeconds: 1, archiveFailedAfterSeconds: 1, deleteAfterSeconds: 1 },
      async (now) => now.archive === 0,
    ),
  );
  jobs.push(["after the archive's retention (7 days later)", await jobTables(sql)]);
  await step('vacuum pgboss (as autovacuum would)', () => sql.query('vacuum pgboss.job, pgboss.archive'));
  jobs.push(['after vacuum', await jobTables(sql)]);

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
      ['tracer_cases / contacts / tokens', `${sizes.cases} / ${sizes.contacts} / ${sizes.tokens}`],
    ]),
  );
  console.log('\npg-boss tables (pgboss.job: all partitions, with indexes)\n');
  console.log(
    table([
      ['when', 'pgboss.job rows', 'by state', 'pgboss.job size', 'pgboss.archive rows', 'archive size'],
      ...jobs.map(([when, at]) => [
        when,
        whole(at.rows),
        Object.entries(at.byState)
          .map(([state, n]) => `${state} ${whole(n)}`)
          .join(', ') || '-',
        megabytes(at.bytes),
        whole(at.archive),
        megabytes(at.archiveBytes),
      ]),
    ]),
  );
  console.log(
    `\nA graduate's survey list (${SURVEY_LIST}), ${flags.connections} requests in flight, ${whole(flags.readers)} graduates in turn\n`,
  );
  console.log(
    table([
      PROBE_HEADER,
      probeRow('before the wave', idle),
      probeRow('while the sweep makes the cases and enqueues (its first seconds)', sweeping),
      probeRow('while the wave sends', sending),
    ]),
  );
  console.log(
    `\nThe server's CPU with no request, ms a second: ${idleCpuBefore.toFixed(1)} before the wave, ` +
      `${idleCpuSending.toFixed(1)} while the wave sends. The server runs no job worker (inline runner); ` +
      'the sweep and the workers run in this process, the requests come from a process of their own.',
  );
});
