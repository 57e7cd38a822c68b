/**
 * The outcome dashboards' statements one at a time (issue 14): for each view the dashboards ask for, the exact SQL
 * the app's repository sends for its counts (recorded, not copied), run under EXPLAIN (ANALYZE, BUFFERS) with
 * `jit = off` as the app runs it, --repeat times; prints the fastest and median execution time per view and the
 * whole plan of three views. A single statement's time moves less with the machine's load than throughput under
 * concurrency, so this is the figure to compare before and after a change on a busy machine.
 *
 * Builds the benchmark's country (bench/lib/outcomes-seed.ts) in a fresh database that is dropped afterwards, or,
 * with OUTCOME_PLANS_DATABASE=<name>, reads an already seeded and migrated database on the same server (kept).
 * Run from the repository root:
 *
 *   node --import tsx bench/outcome-plans.ts [--roll 100000] [--answers 1000000] [--repeat 5] [--help]
 */
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import {
  programmeNamesOf,
  surveyRounds,
  type ViewSpec,
  viewCounts,
} from '../apps/server/src/features/outcomes/outcomes.repository';
import { createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { recordingDatabase, type Statement } from './lib/explain';
import { onCleanup, runBenchmark, step } from './lib/lifecycle';
import { dataShape, seedCountry } from './lib/outcomes-seed';
import { environment, ms, table } from './lib/report';

const flags = readFlags('node --import tsx bench/outcome-plans.ts [flags]', {
  roll: { default: 100_000, min: 1000, max: 2_000_000, help: 'graduates on the rolls' },
  institutions: { default: 60, min: 2, max: 2000, help: 'institutions' },
  signedUp: { default: 65, min: 1, max: 100, help: 'percent of the roll with accounts and confirmed claims' },
  answers: { default: 1_000_000, min: 1000, max: 20_000_000, help: 'tracer answers in all (two rounds)' },
  repeat: { default: 5, min: 1, max: 50, help: 'EXPLAIN ANALYZE runs per view' },
});

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

await runBenchmark(30 * 60, async () => {
  const startedAt = environment();
  const kept = process.env.OUTCOME_PLANS_DATABASE;
  let url: string;
  let sql: pg.Client;
  if (kept) {
    const address = new URL(serverUrl());
    address.pathname = `/${kept}`;
    url = address.toString();
    // A kept database is brought to the current migrations (a change under test may add some).
    const handle = openDatabase({ databaseUrl: url });
    await step('migrate the kept database', () => handle.migrate());
    await handle.close();
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    onCleanup('close the connection', () => sql.end());
  } else {
    const database = await step('create and migrate a fresh database', () =>
      createBenchDatabase(serverUrl()),
    );
    await seedCountry(database, flags);
    await step('vacuum analyze', () => database.sql.query('vacuum analyze'));
    url = database.url;
    sql = database.sql;
  }
  const shape = await dataShape(sql);
  const recorder = recordingDatabase(url);
  onCleanup('close the recording pool', () => recorder.close());
  const rounds = (await surveyRounds(recorder.db)).map((round) => round.id);
  const [institution] = (
    await sql.query<{ id: string }>(
      `select i.id from institutions i join users u on u.id = i.user_id order by u.username limit 1`,
    )
  ).rows;
  const programmes = await programmeNamesOf(recorder.db, institution.id);
  recorder.take();

  // The views of bench/outcomes.ts, as the service turns them into specs (an institution's view is two).
  const views: [string, Omit<ViewSpec, 'surveyIds'>][] = [
    ['admin: national headline', { groupBy: [] }],
    ['admin: by programme', { groupBy: ['programme'] }],
    ['admin: by sex', { groupBy: ['sex'] }],
    ['admin: map by state of institution', { groupBy: ['institution_state'] }],
    ['admin: by state of residence', { groupBy: ['residence_state'] }],
    ['admin: trend by cohort', { groupBy: ['cohort'] }],
    ['admin: by institution type', { groupBy: ['institution_type'] }],
    ['admin: by institution', { groupBy: ['institution'] }],
    ['admin: by survey round', { groupBy: ['survey_round'] }],
    ['admin: programme × sex', { groupBy: ['programme', 'sex'] }],
    ['admin: cohort × state', { groupBy: ['cohort', 'institution_state'] }],
    ['admin: Lagos by programme', { groupBy: ['programme'], institutionState: 'Lagos' }],
    [
      'admin: one cohort, women, by institution',
      { groupBy: ['institution'], cohortFrom: 2024, cohortTo: 2024, sex: 'female' },
    ],
    ['institution: headline (own)', { groupBy: [], institutionId: institution.id }],
    ['institution: headline (national, its programmes)', { groupBy: [], programmes }],
    [
      'institution: programme × cohort (own)',
      { groupBy: ['programme', 'cohort'], institutionId: institution.id },
    ],
    ['institution: programme × cohort (national)', { groupBy: ['programme', 'cohort'], programmes }],
  ];
  const shown = new Set([
    'admin: national headline',
    'admin: programme × sex',
    'institution: headline (own)',
  ]);
  const loadBefore = load();
  const rows: string[][] = [];
  const plans: string[] = [];
  for (const [name, view] of views) {
    await viewCounts(recorder.db, { ...view, surveyIds: rounds });
    const recorded = recorder.take();
    // The settings the app makes for its statement (`set local` in its transaction) hold for the session here.
    await sql.query('reset all');
    for (const setting of recorded.filter((statement) => /^\s*set local /i.test(statement.query)))
      await sql.query(setting.query.replace(/^\s*set local /i, 'set '));
    const statements = recorded.filter((statement) => !/^\s*set /i.test(statement.query));
    const times: number[] = [];
    let plan = '';
    for (let run = 0; run < flags.repeat; run++) {
      const result = await explain(sql, statements);
      times.push(result.ms);
      plan = result.plan;
    }
    times.sort((a, b) => a - b);
    rows.push([
      name,
      String(statements.length),
      ms(times[0]),
      ms(times[Math.floor(times.length / 2)]),
      ms(times[times.length - 1]),
    ]);
    if (shown.has(name)) plans.push(`Plan for ${name}:\n${plan}`);
    process.stderr.write(`${name}: ${ms(times[0])} ms\n`);
  }
  console.log('\n## Outcome statements, one at a time\n');
  console.log(`Run: ${startedAt}. ${await serverSettings(sql)}.`);
  console.log(`Data: ${shape}`);
  console.log(`Load average (1 / 5 / 15 min): ${loadBefore} before the statements, ${load()} after.\n`);
  console.log(
    table([['view', 'statements', `fastest ms (of ${flags.repeat})`, 'median ms', 'slowest ms'], ...rows]),
  );
  console.log(`\n${plans.join('\n\n')}`);
});

/** EXPLAIN (ANALYZE, BUFFERS) of a view's statements; their execution times added up, and the plans. */
async function explain(sql: pg.Client, statements: Statement[]) {
  let total = 0;
  const out: string[] = [];
  for (const statement of statements) {
    const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.query}`,
      statement.params,
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    const time = lines.map((line) => /^Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
    total += time ? Number(time[1]) : 0;
    out.push(
      `> ${statement.query.replace(/\s+/g, ' ').slice(0, 160)}`,
      ...lines.map((line) => `    ${line}`),
    );
  }
  return { ms: total, plan: out.join('\n') };
}
