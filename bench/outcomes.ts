/**
 * Outcome dashboards (issue 14) under 10 concurrent users, on a fresh PostgreSQL database holding --roll graduates
 * on the rolls of --institutions institutions (8 programmes each, 5 cohorts), --signed-up share of them with
 * accounts and confirmed claims, and two rounds of the tagged graduate tracer (10 questions, 7 tagged) answered
 * so that there are --answers answers in all. Every view the administrators' and the institutions' dashboards
 * ask for is requested at random by --connections users for --duration seconds, twice: with the data still
 * (views served from the per-version cache after their first computation) and while an answer changes every
 * --churn milliseconds (a real UPDATE of a respondent's answer, through the outcome triggers: views are then
 * recounted at most once every OUTCOME_REFRESH_SECONDS, 10 s); p50/p95/p99 per view, then EXPLAIN ANALYZE of
 * the statement of three views. The database is dropped afterwards. Run from the
 * repository root:
 *
 *   node --import tsx bench/outcomes.ts [--roll 100000] [--answers 1000000] [--duration 60] [--help]
 */
import { randomBytes } from 'node:crypto';
import type { Figures, FiguresQuery } from '@tvet/contract';
import type pg from 'pg';
import { type ViewSpec, viewCounts } from '../apps/server/src/features/outcomes/outcomes.repository';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { cpuBetween, cpuSnapshot } from './lib/cpu';
import { explainAll, recordingDatabase } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { type Latency, type LoadResult, runLoad } from './lib/load';
import { dataShape, seedCountry } from './lib/outcomes-seed';
import { activityLine, sampleActivity } from './lib/pg-activity';
import { cpuLine, environment, ms, table, whole } from './lib/report';
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/outcomes.ts [flags]', {
  roll: { default: 100_000, min: 1000, max: 2_000_000, help: 'graduates on the rolls' },
  institutions: { default: 60, min: 2, max: 2000, help: 'institutions' },
  signedUp: { default: 65, min: 1, max: 100, help: 'percent of the roll with accounts and confirmed claims' },
  answers: { default: 1_000_000, min: 1000, max: 20_000_000, help: 'tracer answers in all (two rounds)' },
  duration: { default: 60, min: 5, max: 600, help: 'seconds of measured load' },
  warmup: { default: 5, min: 0, max: 60, help: 'seconds of load before measuring' },
  connections: { default: 10, min: 1, max: 200, help: 'concurrent users (one request in flight each)' },
  churn: { default: 100, min: 10, max: 10_000, help: 'ms between answers changed in the second phase' },
});

await runBenchmark(45 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const rounds = await seedCountry(database, flags);
  const setupSql = await applySetupSql(sql);
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  const shape = await dataShape(sql);
  console.error(shape);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const jwtSecret = randomBytes(36).toString('base64url');
  const jwt = createJwt(jwtSecret);
  const [adminRow] = (
    await sql.query<{ user_id: string; id: string }>(
      `insert into users (user_type, name, username, email, password_hash, is_email_verified)
       values ('admin', 'Bench Admin', 'benchadmin', 'admin@bench.tvet.ng', $1, true) returning id as user_id`,
      [passwordHash],
    )
  ).rows;
  const [adminProfile] = (
    await sql.query<{ id: string }>(`insert into admins (user_id) values ($1) returning id`, [
      adminRow.user_id,
    ])
  ).rows;
  const adminToken = await jwt.sign({
    accountId: adminRow.user_id,
    profileId: adminProfile.id,
    userType: 'admin',
    emailVerified: true,
  });
  // Institution users: the largest ten institutions' dashboards.
  const institutionsUsed = (
    await sql.query<{ user_id: string; id: string; state: string }>(
      `select i.user_id, i.id, split_part(u.address, '|', 2) as state
         from institutions i join users u on u.id = i.user_id order by u.username limit 10`,
    )
  ).rows;
  const institutionTokens = await Promise.all(
    institutionsUsed.map(async (row) => ({
      ...row,
      token: await jwt.sign({
        accountId: row.user_id,
        profileId: row.id,
        userType: 'institution',
        emailVerified: true,
      }),
    })),
  );

  /* Every view the dashboards ask for (web issue 14): headline, breakdowns, map, charts, trends, filters. */
  type View = { name: string; path: (n: number) => string; token: (n: number) => string };
  const admin = (name: string, query: string): View => ({
    name,
    path: () => `/api/v1/outcomes/figures${query ? `?${query}` : ''}`,
    token: () => adminToken,
  });
  const own = (name: string, query: string): View => ({
    name,
    path: (n) =>
      `/api/v1/outcomes/institutions/${institutionTokens[n % institutionTokens.length].user_id}/figures${query ? `?${query}` : ''}`,
    token: (n) => institutionTokens[n % institutionTokens.length].token,
  });
  const views: View[] = [
    admin('admin: national headline', ''),
    admin('admin: by programme', 'group_by=programme'),
    admin('admin: by sex', 'group_by=sex'),
    admin('admin: map by state of institution', 'group_by=institution_state'),
    admin('admin: by state of residence', 'group_by=residence_state'),
    admin('admin: trend by cohort', 'group_by=cohort'),
    admin('admin: by institution type', 'group_by=institution_type'),
    admin('admin: by institution', 'group_by=institution'),
    admin('admin: by survey round', 'group_by=survey_round'),
    admin('admin: programme × sex', 'group_by=programme,sex'),
    admin('admin: cohort × state', 'group_by=cohort,institution_state'),
    admin('admin: Lagos by programme', 'institution_state=Lagos&group_by=programme'),
    admin('admin: one cohort, women, by institution', 'cohort=2024&sex=female&group_by=institution'),
    own('institution: headline', ''),
    own('institution: by programme', 'group_by=programme'),
    own('institution: by sex', 'group_by=sex'),
    own('institution: trend by cohort', 'group_by=cohort'),
    own('institution: programme × cohort', 'group_by=programme,cohort'),
  ];

  const app = await step('start the app', () =>
    startServer({ kind: 'app', databaseUrl: database.url, jwtSecret }),
  );
  // One of each, checked, before the load (and the answer sizes).
  const sizes: string[] = [];
  for (const [index, view] of views.entries()) {
    const response = await fetch(`${app.url}${view.path(index)}`, {
      headers: { authorization: `Bearer ${view.token(index)}` },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${view.name}: ${response.status} ${text.slice(0, 300)}`);
    sizes.push(`${view.name} ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  }
  const national = (
    JSON.parse(
      await (
        await fetch(`${app.url}/api/v1/outcomes/figures`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).text(),
    ) as { payload: Figures }
  ).payload.total;

  let cursor = 0;
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const next = () => {
    const view = views[Math.floor(random() * views.length)];
    const n = cursor++;
    return { path: view.path(n), headers: { authorization: `Bearer ${view.token(n)}` }, tag: view.name };
  };
  const load = (seconds: number) =>
    runLoad<string>({
      url: app.url,
      method: 'GET',
      connections: flags.connections,
      seconds,
      next,
      kindOf: (kind) => kind,
    });
  if (flags.warmup > 0) await step(`warm up for ${flags.warmup} s`, () => load(flags.warmup));
  const phase = async (label: string) => {
    const activity = await sampleActivity(database.url, database.name);
    const before = await cpuSnapshot(app);
    const result = await step(
      `${label}: load for ${flags.duration} s on ${flags.connections} connections`,
      () => load(flags.duration),
    );
    const cpu = cpuBetween(before, await cpuSnapshot(app));
    return { result, cpu, states: await activity.stop() };
  };
  const still = await phase('data still');
  // Every --churn ms a respondent of the latest round changes their employment answer (the triggers keep the
  // outcome facts and counted cells and move the answers' version), one statement at a time.
  const targets = (
    await sql.query<{ user_id: string; question_id: string; options: string[] }>(
      `select r.user_id, q.id as question_id,
              array(select o ->> '_id' from jsonb_array_elements(q.options) o) as options
         from survey_questions q join survey_responses r on r.question_id = q.id
        where q.survey_id = $1 and q.indicator = 'employment_status'
        order by r.user_id limit 5000`,
      [rounds[rounds.length - 1]],
    )
  ).rows;
  let changed = 0;
  const writeMs: number[] = [];
  let writing = Promise.resolve();
  const churn = setInterval(() => {
    const target = targets[changed % targets.length];
    const option = target.options[(changed * 7 + 3) % target.options.length];
    changed += 1;
    writing = writing.then(async () => {
      const began = performance.now();
      await sql.query(
        'update survey_responses set option_id = $1 where survey_id = $2 and question_id = $3 and user_id = $4',
        [option, rounds[rounds.length - 1], target.question_id, target.user_id],
      );
      writeMs.push(performance.now() - began);
    });
  }, flags.churn);
  const changing = await phase(`an answer changing every ${flags.churn} ms`);
  clearInterval(churn);
  await writing;
  await app.stop();

  const plans = await viewPlans(database.url, sql, rounds, institutionsUsed[0].id);
  const settings = await serverSettings(sql);
  const p95 = (latency: Latency) => ms(latency.p95);
  const rowsOf = (result: LoadResult) => [
    ...views.map((view) => {
      const latency = result.byKind.get(view.name);
      return latency
        ? [view.name, whole(latency.count), ms(latency.p50), p95(latency), ms(latency.p99), ms(latency.max)]
        : [view.name, '0', '-', '-', '-', '-'];
    }),
    [
      'all views',
      whole(result.latency.count),
      ms(result.latency.p50),
      p95(result.latency),
      ms(result.latency.p99),
      ms(result.latency.max),
    ],
  ];
  console.log('\n## Outcome dashboards\n');
  console.log(`Run: ${startedAt}. ${settings}.`);
  if (setupSql) console.log(`BENCH_SETUP_SQL applied before the run: \`${setupSql}\``);
  console.log(
    `Data: ${shape} National: frame ${whole(national.frame ?? 0)}, respondents ${whole(national.respondents ?? 0)}, ` +
      `employment rate ${((national.figures?.employment.rate.value ?? 0) * 100).toFixed(1)}% ` +
      `(weighted ${((national.figures?.employment.rate.weighted ?? 0) * 100).toFixed(1)}%).`,
  );
  for (const [label, run] of [
    ['Data still (views computed once per data version, then served from the cache)', still],
    [
      `An answer changing every ${flags.churn} ms (${whole(changed)} answers changed; views recounted at most every OUTCOME_REFRESH_SECONDS)`,
      changing,
    ],
  ] as const) {
    console.log(
      `\n### ${label}\n\n${flags.connections} concurrent users, each asking for one of the ${views.length} views at ` +
        `random, ${flags.duration} s; ${whole(run.result.responses)} answers, ${run.result.rps.toFixed(1)}/s, ` +
        `non-2xx ${run.result.non2xx}, errors ${run.result.errors}.\n`,
    );
    console.log(table([['view', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], ...rowsOf(run.result)]));
    console.log(`\n${cpuLine(run.cpu)}`);
    console.log(activityLine(run.states));
    if (run.result.failures.length) console.log(`\nFirst failures:\n${run.result.failures.join('\n')}`);
  }
  writeMs.sort((a, b) => a - b);
  if (writeMs.length)
    console.log(
      `\nAnswer changes in the second phase (one UPDATE each, autocommit, with the outcome triggers and the ` +
        `recount of the person's counted cells at commit): ${whole(writeMs.length)}, p50 ` +
        `${ms(writeMs[Math.floor(writeMs.length / 2)])} ms, p95 ${ms(writeMs[Math.floor(writeMs.length * 0.95)])} ms, ` +
        `max ${ms(writeMs[writeMs.length - 1])} ms.`,
    );
  console.log(`\nAnswer sizes (uncompressed JSON): ${sizes.join('; ')}`);
  console.log(`\n${plans}`);
  if (still.result.non2xx + still.result.errors + changing.result.non2xx + changing.result.errors > 0)
    throw new Error('The run had errors.');
});

/** EXPLAIN ANALYZE of the one statement behind the national headline, programme × sex, and an institution. */
async function viewPlans(url: string, sql: pg.Client, rounds: string[], institutionId: string) {
  const recorder = recordingDatabase(url);
  const variants: [string, FiguresQuery['group_by'], Partial<ViewSpec>][] = [
    ['national headline', [], {}],
    ['national, programme × sex', ['programme', 'sex'], {}],
    ['one institution by cohort', ['cohort'], { institutionId }],
  ];
  const out: string[] = [];
  for (const [label, groupBy, extra] of variants) {
    await viewCounts(recorder.db, { groupBy, surveyIds: rounds, ...extra });
    // The view's statement; the settings the app makes for it (`set local` in its transaction) hold for the
    // session here.
    const recorded = recorder.take();
    await sql.query('reset all');
    for (const setting of recorded.filter((statement) => /^\s*set local /i.test(statement.query)))
      await sql.query(setting.query.replace(/^\s*set local /i, 'set '));
    const statements = recorded.filter((statement) => !/^\s*set /i.test(statement.query));
    out.push(`Plan for ${label} (EXPLAIN ANALYZE):\n${await explainAll(sql, statements)}`);
  }
  await recorder.close();
  return out.join('\n\n');
}
