/**
 * The graduate job feed under sustained load, on a fresh PostgreSQL database holding 100,000 graduates, 500
 * employers and 20,000 jobs; in the same run, under the same load, raw-pg anchor routes (a minimal Fastify and a
 * minimal Express 5 sending the same page and count SQL through a pg pool, lib/anchor.ts) and a bare Fastify route
 * as the floor, in rounds, medians reported. Run from the repository root:
 *
 *   node --import tsx bench/job-feed.ts [--duration 20] [--rounds 3] [--connections 20] [--help]
 */
import { randomBytes } from 'node:crypto';
import { JOB_TYPES } from '@tvet/contract';
import type pg from 'pg';
import { countJobs, feedRows, type JobFilter } from '../apps/server/src/features/jobs/jobs.repository';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { JOB_STATES, SEARCHES } from './lib/catalogue';
import { readFlags, serverUrl } from './lib/cli';
import { explainAll, recordingDatabase } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { runLoad } from './lib/load';
import { activityLine } from './lib/pg-activity';
import { cpuLine, environment, latencyCells, table, whole } from './lib/report';
import { comparisonTable, measureRounds, roundsTable, type Target } from './lib/rounds';
import { seedApplications, seedJobs } from './lib/seed-jobs';
import { type GraduateRow, samplePool, seedEmployers, seedGraduates } from './lib/seed-people';
import type { RunningServer } from './lib/server';

const flags = readFlags('node --import tsx bench/job-feed.ts [flags]', {
  graduates: { default: 100_000, min: 100, max: 2_000_000, help: 'graduate accounts to seed' },
  employers: { default: 500, min: 1, max: 100_000, help: 'employer accounts to seed' },
  jobs: { default: 20_000, min: 10, max: 2_000_000, help: 'job postings to seed' },
  applications: { default: 100_000, min: 0, max: 5_000_000, help: 'applications to seed' },
  pool: { default: 2000, min: 1, max: 50_000, help: 'graduates reading their feed (one token each)' },
  duration: { default: 20, min: 1, max: 120, help: 'seconds of measured load, for each target' },
  warmup: { default: 3, min: 0, max: 30, help: 'seconds of load before measuring, for each target' },
  connections: {
    default: 20,
    min: 1,
    max: 200,
    help: 'concurrent connections (one request in flight on each)',
  },
  gzip: { default: 0, min: 0, max: 1, help: '1: send Accept-Encoding: gzip, as browsers do' },
  rounds: { default: 3, min: 1, max: 9, help: 'rounds over every target (medians reported)' },
  anchors: {
    default: 1,
    min: 0,
    max: 1,
    help: '1: also the raw-pg Fastify and Express routes; 0: app and bare only',
  },
});
if (flags.pool > flags.graduates) throw new Error('--pool cannot exceed --graduates');

type Kind = 'plain' | 'state' | 'job_type' | 'q';
/** Share of each kind of feed request, and of pages 1 to 5 (most people read the first page). */
const KINDS: [Kind, number][] = [
  ['plain', 0.4],
  ['state', 0.25],
  ['job_type', 0.15],
  ['q', 0.2],
];
const PAGES = [0.5, 0.2, 0.15, 0.1, 0.05];

interface Reader extends GraduateRow {
  token: string;
}

await runBenchmark(30 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await step(`seed ${whole(flags.graduates)} graduates`, () =>
    seedGraduates(sql, flags.graduates, passwordHash),
  );
  await step(`seed ${whole(flags.employers)} employers`, () =>
    seedEmployers(sql, flags.employers, passwordHash, JOB_STATES),
  );
  await step(`seed ${whole(flags.jobs)} jobs`, () => seedJobs(sql, flags.jobs, flags.employers));
  await step(`seed ${whole(flags.applications)} applications`, () =>
    seedApplications(sql, flags.applications, flags.graduates, flags.jobs),
  );
  const setupSql = await applySetupSql(sql);
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  const shape = await dataShape(sql);
  console.error(shape);

  const jwtSecret = randomBytes(36).toString('base64url');
  const jwt = createJwt(jwtSecret);
  const readers: Reader[] = await Promise.all(
    (await samplePool(sql, flags.pool)).map(async (row) => ({
      ...row,
      token: await jwt.sign({
        accountId: row.userId,
        profileId: row.graduateId,
        userType: 'graduate',
        emailVerified: true,
      }),
    })),
  );

  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const weighted = <T>(choices: [T, number][]): T => {
    let left = random();
    for (const [choice, weight] of choices) {
      left -= weight;
      if (left < 0) return choice;
    }
    return choices[choices.length - 1][0];
  };
  const anyOf = <T>(choices: readonly T[]): T => choices[Math.floor(random() * choices.length)];
  const extraHeaders: Record<string, string> = flags.gzip ? { 'accept-encoding': 'gzip' } : {};
  let cursor = 0;
  const feedRequest = () => {
    const reader = readers[cursor++ % readers.length];
    const kind = weighted(KINDS);
    const page = weighted(PAGES.map((share, index): [number, number] => [index + 1, share]));
    const query = new URLSearchParams({ page: String(page) });
    // Graduates mostly look for work in their own state.
    if (kind === 'state') query.set('state', random() < 0.7 ? reader.state : anyOf(JOB_STATES));
    if (kind === 'job_type') query.set('job_type', anyOf(JOB_TYPES));
    if (kind === 'q') query.set('q', anyOf(SEARCHES));
    return {
      path: `/api/v1/graduates/${reader.graduateId}/jobfeed/?${query}`,
      headers: { authorization: `Bearer ${reader.token}`, ...extraHeaders },
      tag: kind,
    };
  };
  const targets: Target[] = [
    { label: 'app', spec: { kind: 'app', databaseUrl: database.url, jwtSecret } },
    ...(flags.anchors
      ? ([
          { label: 'raw pg + Fastify', spec: { kind: 'raw-fastify', databaseUrl: database.url, jwtSecret } },
          { label: 'raw pg + Express', spec: { kind: 'raw-express', databaseUrl: database.url, jwtSecret } },
        ] satisfies Target[])
      : []),
    { label: 'bare Fastify', spec: { kind: 'bare' } },
  ];
  const appAnswers = new Map<string, string>();
  const preflight: string[] = [];
  const runs = await measureRounds({
    targets,
    rounds: flags.rounds,
    warmup: flags.warmup,
    duration: flags.duration,
    database,
    started: async (server, target, round) => {
      if (round !== 1 || target.spec.kind === 'bare') return;
      // The anchors must answer what the app answers (same jobs, same totals), or the comparison means nothing.
      const answers = await eachKind(server, readers[0]);
      if (target.label === 'app') {
        for (const [kind, answer] of answers) appAnswers.set(kind, answer.key);
        preflight.push(...[...answers.values()].map((answer) => answer.line));
        return;
      }
      for (const [kind, answer] of answers)
        if (appAnswers.size && appAnswers.get(kind) !== answer.key)
          throw new Error(
            `${target.label} answers ${kind} differently from the app: ${answer.key} / ${appAnswers.get(kind)}`,
          );
    },
    load: (server, seconds, target) =>
      runLoad<string>({
        url: server.url,
        method: 'GET',
        connections: flags.connections,
        seconds,
        next:
          target.spec.kind === 'bare'
            ? () => ({
                path: '/',
                headers: {
                  authorization: `Bearer ${readers[cursor++ % readers.length].token}`,
                  ...extraHeaders,
                },
                tag: 'bare',
              })
            : feedRequest,
        kindOf: (kind) => kind,
      }),
  });

  const plans = await feedPlans(database.url, sql, readers[0]);
  const settings = await serverSettings(sql);
  const appRuns = runs.get('app') ?? [];
  const typical = [...appRuns].sort((a, b) => a.result.rps - b.result.rps)[Math.floor(appRuns.length / 2)];
  const kindRow = (kind: string) => {
    const latency = typical?.result.byKind.get(kind);
    return latency ? [kind, whole(latency.count), ...latencyCells(latency)] : [kind, '0', '-', '-', '-', '-'];
  };
  console.log(`\n## Job feed\n`);
  console.log(`Run: ${startedAt}. ${settings}.`);
  if (setupSql) console.log(`BENCH_SETUP_SQL applied before the run: \`${setupSql}\``);
  console.log(
    `Data: ${shape} Load: ${flags.connections} connections, ${flags.duration} s per target after ` +
      `${flags.warmup} s warm-up, ${flags.rounds} round(s), medians; ${whole(flags.pool)} graduates; mix ${KINDS.map(([kind, share]) => `${kind} ${share * 100}%`).join(', ')}; ` +
      `pages 1-5 (${PAGES.map((share) => `${share * 100}%`).join(' / ')}); ${flags.gzip ? 'gzip' : 'no compression (no Accept-Encoding)'}.\n`,
  );
  console.log(comparisonTable('job feed', runs, 'app'));
  console.log(`\nEvery round:\n\n${roundsTable(runs)}`);
  console.log(
    `\nThe app's median round by kind:\n\n${table([['feed request kind', 'requests', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'], ...KINDS.map(([kind]) => kindRow(kind))])}`,
  );
  console.log(`\nOne request of each kind (app, identical from the anchors): ${preflight.join('; ')}`);
  if (typical) {
    console.log(`\nApp, median round: ${cpuLine(typical.cpu)}`);
    console.log(`App, median round: ${activityLine(typical.states)}`);
  }
  const all = [...runs.values()].flat();
  for (const run of all)
    if (run.result.failures.length) console.log(`\nFirst failures:\n${run.result.failures.join('\n')}`);
  console.log(`\n${plans}`);
  if (all.some((run) => run.result.non2xx + run.result.errors > 0)) throw new Error('The run had errors.');
});

async function dataShape(sql: pg.Client) {
  const { rows } = await sql.query<{ label: string; value: string }>(
    `select 1 as at, 'jobs' as label, count(*)::text as value from jobs
     union all select 2, 'open', count(*)::text from jobs where status = 'open'
     union all select 3, 'open in Lagos', count(*)::text from jobs where status = 'open' and state = 'Lagos'
     union all select 4, 'states with jobs', count(distinct state)::text from jobs
     union all select 5, 'applications', count(*)::text from applications
     union all select 6, 'graduates', count(*)::text from graduates
     order by at`,
  );
  return `${rows.map((row) => `${whole(Number(row.value))} ${row.label}`).join(', ')}.`;
}

/**
 * One request of each kind: how many jobs each matches, that it answers 200, and a key (total and the page's job
 * ids and has_applied) to compare servers by.
 */
async function eachKind(server: RunningServer, reader: Reader) {
  const queries: [string, string][] = [
    ['plain', ''],
    ['state', `state=${encodeURIComponent(reader.state)}`],
    ['job_type', 'job_type=part-time'],
    ['q', 'q=solar+installer'],
    ['plain page 5', 'page=5'],
  ];
  const out = new Map<string, { line: string; key: string }>();
  for (const [label, query] of queries) {
    const response = await fetch(`${server.url}/api/v1/graduates/${reader.graduateId}/jobfeed/?${query}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${text}`);
    const body = JSON.parse(text) as {
      payload: {
        totalDocs: number;
        docs: { _id: string; has_applied: boolean; employer_verified: boolean }[];
      };
    };
    const size = (Buffer.byteLength(text) / 1024).toFixed(1);
    out.set(label, {
      line: `${label} (${query || 'no filter'}) ${whole(body.payload.totalDocs)} matches, ${size} KB`,
      key: `${body.payload.totalDocs}:${body.payload.docs.map((doc) => `${doc._id}/${doc.has_applied}/${doc.employer_verified}`).join(',')}`,
    });
  }
  return out;
}

/** EXPLAIN ANALYZE of the two statements the feed sends (the page and the count), for each kind of request. */
async function feedPlans(url: string, sql: pg.Client, reader: Reader) {
  const recorder = recordingDatabase(url);
  const variants: [string, JobFilter, number][] = [
    ['plain, page 1', {}, 1],
    ['plain, page 5', {}, 5],
    [`state=${reader.state}`, { state: reader.state }, 1],
    ['state=Lagos', { state: 'Lagos' }, 1],
    ['job_type=part-time', { jobType: 'part-time' }, 1],
    ['q=solar installer', { q: 'solar installer' }, 1],
    ['q=technician', { q: 'technician' }, 1],
  ];
  const out: string[] = [];
  for (const [label, conditions, page] of variants) {
    const filter: JobFilter = { status: 'open', notSuspended: true, ...conditions };
    const window = { limit: 20, offset: (page - 1) * 20 };
    await feedRows(recorder.db, conditions, window, reader.graduateId);
    await countJobs(recorder.db, filter);
    out.push(`Plans for ${label} (EXPLAIN ANALYZE):\n${await explainAll(sql, recorder.take())}`);
  }
  await recorder.close();
  return out.join('\n\n');
}
