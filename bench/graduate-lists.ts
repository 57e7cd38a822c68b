/**
 * The other lists a graduate opens on every visit (issue 15), measured like the feed and the answers: on a fresh
 * PostgreSQL database at the same size (100,000 graduates, 20,000 jobs, 100,000 applications, surveys with their
 * respondents, conversations with 1,000,000 messages), each list under sustained load against the app and, in the
 * same run, a raw-pg anchor (a minimal Fastify and Express 5 sending the exact statements the app sent for that
 * graduate, recorded before the run, one after the other), medians of rounds; then the plan of every statement of
 * each list, and whether any reads rows of other people (a scan that grows with the platform, not the caller).
 *
 *   node --import tsx bench/graduate-lists.ts [--duration 10] [--rounds 3] [--help]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import type { Replays } from './lib/anchor';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { JOB_STATES } from './lib/catalogue';
import { readFlags, serverUrl } from './lib/cli';
import { explainAll, recordingDatabase, type Statement } from './lib/explain';
import { onCleanup, runBenchmark, step } from './lib/lifecycle';
import { runLoad } from './lib/load';
import { environment, table, whole } from './lib/report';
import { comparisonTable, measureRounds, roundsTable, type Target, type TargetRun } from './lib/rounds';
import { seedApplications, seedJobs } from './lib/seed-jobs';
import { seedConversations, seedSurveys } from './lib/seed-lists';
import { type GraduateRow, samplePool, seedEmployers, seedGraduates } from './lib/seed-people';

const flags = readFlags('node --import tsx bench/graduate-lists.ts [flags]', {
  graduates: { default: 100_000, min: 100, max: 2_000_000, help: 'graduate accounts to seed' },
  employers: { default: 500, min: 1, max: 100_000, help: 'employer accounts to seed' },
  jobs: { default: 20_000, min: 10, max: 2_000_000, help: 'job postings to seed' },
  applications: { default: 100_000, min: 0, max: 5_000_000, help: 'applications to seed' },
  surveys: { default: 16, min: 1, max: 200, help: 'surveys (3 in 4 for graduates, the last 6 published)' },
  respondents: { default: 0.6, min: 0, max: 1, help: 'share of graduates with a respondent row per survey' },
  conversations: { default: 150_000, min: 0, max: 5_000_000, help: 'conversations (two members each)' },
  messages: { default: 1_000_000, min: 0, max: 20_000_000, help: 'messages over the conversations' },
  pool: { default: 1000, min: 20, max: 20_000, help: 'graduates reading their lists (one token each)' },
  duration: { default: 10, min: 1, max: 120, help: 'seconds of measured load, per list, target and round' },
  warmup: {
    default: 2,
    min: 0,
    max: 30,
    help: 'seconds of load before measuring, per list, target and round',
  },
  connections: {
    default: 20,
    min: 1,
    max: 200,
    help: 'concurrent connections (one request in flight on each)',
  },
  rounds: { default: 3, min: 1, max: 9, help: 'rounds over every target (medians reported)' },
  anchors: {
    default: 1,
    min: 0,
    max: 1,
    help: '1: also the raw-pg Fastify and Express replays; 0: the app alone',
  },
});

interface Reader extends GraduateRow {
  token: string;
}

/** Each list: the request the web app sends. */
const LISTS: { name: string; what: string; path: (reader: Reader) => string }[] = [
  {
    name: 'surveys',
    what: 'survey list with progress and tab counts',
    path: () => '/api/v1/surveys?respondent_type=graduate&respondent_type=all&limit=12&page=1',
  },
  {
    name: 'applications',
    what: 'jobs applied for',
    path: (reader) => `/api/v1/graduates/${reader.graduateId}/applications?page=1`,
  },
  {
    name: 'conversations',
    what: 'conversations with last message and unread count',
    path: () => '/api/v1/conversations?page=1',
  },
  { name: 'unread', what: 'unread messages in the top bar', path: () => '/api/v1/conversations/unread' },
];

/** Tables that hold everybody's rows: reading one whole means the list grows with the platform. */
const SHARED_TABLES = [
  'users',
  'graduates',
  'jobs',
  'applications',
  'survey_respondents',
  'survey_responses',
  'conversations',
  'conversation_members',
  'messages',
];

await runBenchmark(45 * 60, async () => {
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
  const respondents = await step(`seed ${flags.surveys} surveys and their respondents`, () =>
    seedSurveys(database.handle, sql, flags.surveys, flags.respondents),
  );
  const chats = await step(
    `seed ${whole(flags.conversations)} conversations, ${whole(flags.messages)} messages`,
    () => seedConversations(sql, flags.conversations, flags.messages, flags.graduates, flags.employers),
  );
  const setupSql = await applySetupSql(sql);
  await step('vacuum analyze', () => sql.query('vacuum analyze'));

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

  // The exact statements the app sends for each reader and list, recorded through an in-process app whose database
  // logs them (the session check left out: the anchors do not look sessions up).
  const recorded = await step(`record the app's statements for ${whole(readers.length)} graduates`, () =>
    recordStatements(database.url, jwtSecret, readers),
  );
  const replayFile = path.join(mkdtempSync(path.join(tmpdir(), 'tvet-lists-')), 'replays.json');
  onCleanup('remove the recorded statements', () =>
    rmSync(path.dirname(replayFile), { recursive: true, force: true }),
  );
  writeFileSync(replayFile, JSON.stringify(compact(recorded.replays)));

  const results = new Map<string, Map<string, TargetRun[]>>();
  for (const list of LISTS) {
    const targets: Target[] = [
      { label: 'app', spec: { kind: 'app', databaseUrl: database.url, jwtSecret } },
      ...(flags.anchors
        ? ([
            {
              label: 'raw pg + Fastify',
              spec: { kind: 'raw-fastify', databaseUrl: database.url, jwtSecret, replays: replayFile },
            },
            {
              label: 'raw pg + Express',
              spec: { kind: 'raw-express', databaseUrl: database.url, jwtSecret, replays: replayFile },
            },
          ] satisfies Target[])
        : []),
    ];
    let cursor = 0;
    process.stderr.write(`\n${list.name}:\n`);
    const runs = await measureRounds({
      targets,
      rounds: flags.rounds,
      warmup: flags.warmup,
      duration: flags.duration,
      database,
      load: (server, seconds, target) =>
        runLoad<string>({
          url: server.url,
          method: 'GET',
          connections: flags.connections,
          seconds,
          next: () => {
            const reader = readers[cursor++ % readers.length];
            return {
              path: target.spec.kind === 'app' ? list.path(reader) : `/anchor/replay/${list.name}`,
              headers: { authorization: `Bearer ${reader.token}` },
              tag: list.name,
            };
          },
        }),
    });
    results.set(list.name, runs);
  }

  // Plans: for the reader with the most conversations (the heaviest of the pool), every statement of every list.
  const heaviest = recorded.heaviest;
  const plans: string[] = [];
  const verdicts: string[][] = [
    ['list', 'statement', 'reads whole shared tables?', 'execution ms', 'buffers'],
  ];
  for (const list of LISTS) {
    const statements = recorded.replays[list.name]?.[heaviest.userId] ?? [];
    const plan = await explainAll(sql, statements);
    plans.push(`Plans for ${list.name} (${list.what}), graduate ${heaviest.n} (EXPLAIN ANALYZE):\n${plan}`);
    for (const [index, part] of plan.split(/\n(?=> )/).entries()) {
      const seqScans = SHARED_TABLES.filter((name) => new RegExp(`Seq Scan on ${name}\\b`).test(part));
      const execution = part.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '-';
      const buffers = part.match(/Buffers: (shared [^\n]*)/)?.[1] ?? '-';
      verdicts.push([
        list.name,
        `${index + 1}. ${part.slice(2, 70).replace(/\s+/g, ' ')}…`,
        seqScans.length ? `YES: ${seqScans.join(', ')}` : 'no',
        execution,
        buffers,
      ]);
    }
  }

  const settings = await serverSettings(sql);
  console.log(`\n## Lists a graduate opens on every visit\n`);
  console.log(`Run: ${startedAt}. ${settings}.`);
  if (setupSql) console.log(`BENCH_SETUP_SQL applied before the run: \`${setupSql}\``);
  console.log(
    `Data: ${whole(flags.graduates)} graduates, ${whole(flags.jobs)} jobs, ${whole(flags.applications)} applications, ` +
      `${flags.surveys} surveys with ${whole(respondents)} respondent rows, ${whole(chats.conversations)} conversations ` +
      `with ${whole(chats.messages)} messages. Load: ${flags.connections} connections, ${flags.duration} s per list and ` +
      `target after ${flags.warmup} s warm-up, ${flags.rounds} round(s), medians; ${whole(flags.pool)} graduates. ` +
      `Heaviest reader of the pool: graduate ${heaviest.n} (${heaviest.conversations} conversations, ${heaviest.applications} applications).\n`,
  );
  for (const list of LISTS) {
    const runs = results.get(list.name) as Map<string, TargetRun[]>;
    console.log(`### ${list.what} (\`${list.path(readers[0]).replace(readers[0].graduateId, '{id}')}\`)\n`);
    console.log(comparisonTable(list.name, runs, 'app'));
    console.log(`\n${roundsTable(runs)}\n`);
  }
  console.log(`### Does any statement read other people's rows?\n\n${table(verdicts)}\n`);
  console.log(plans.join('\n\n'));
  const all = [...results.values()].flatMap((runs) => [...runs.values()].flat());
  if (all.some((run) => run.result.non2xx + run.result.errors > 0)) throw new Error('The run had errors.');
});

/** The anchors' file: each statement text once, then per list and reader the text's index and its parameters. */
function compact(replays: Record<string, Record<string, Statement[]>>): Replays {
  const texts: string[] = [];
  const index = new Map<string, number>();
  const calls: Replays['calls'] = {};
  for (const [list, byReader] of Object.entries(replays)) {
    calls[list] = {};
    for (const [reader, statements] of Object.entries(byReader))
      calls[list][reader] = statements.map((statement) => {
        let at = index.get(statement.query);
        if (at === undefined) {
          at = texts.push(statement.query) - 1;
          index.set(statement.query, at);
        }
        return [at, statement.params];
      });
  }
  return { texts, calls };
}

/**
 * Sends each list request of each reader once through an in-process app over a recording database and keeps, per
 * list and reader, the statements it sent (without the session check). Also finds the reader with the most
 * conversations, for the plans.
 */
async function recordStatements(url: string, jwtSecret: string, readers: Reader[]) {
  const recorder = recordingDatabase(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-lists-app-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_MULTIPLIER: '1000',
      LOG_LEVEL: 'silent',
    }),
    db: recorder.db,
    mailer: { send: async () => {} },
    logger: false,
    jobs: 'inline',
  });
  await app.ready();
  const replays: Record<string, Record<string, Statement[]>> = {};
  let heaviest = { n: 0, userId: '', conversations: -1, applications: 0 };
  try {
    for (const reader of readers) {
      const counts: Record<string, number> = {};
      for (const list of LISTS) {
        recorder.take();
        const response = await app.inject({
          method: 'GET',
          url: list.path(reader),
          headers: { authorization: `Bearer ${reader.token}` },
        });
        if (response.statusCode !== 200)
          throw new Error(`${list.name}: ${response.statusCode} ${response.body}`);
        counts[list.name] = (response.json() as { payload: { totalDocs?: number } }).payload.totalDocs ?? 0;
        replays[list.name] ??= {};
        replays[list.name][reader.userId] = recorder
          .take()
          .filter((statement) => !/"session_version"/.test(statement.query));
      }
      if (counts.conversations > heaviest.conversations)
        heaviest = {
          n: reader.n,
          userId: reader.userId,
          conversations: counts.conversations,
          applications: counts.applications,
        };
    }
  } finally {
    await app.close();
    await recorder.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { replays, heaviest };
}
