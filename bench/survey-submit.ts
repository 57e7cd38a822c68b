/**
 * Sustained survey answer submissions against the real app on a fresh PostgreSQL database holding 100,000
 * graduates and 1,000,000 stored answers, and in the same run against raw-pg anchor routes (a minimal Fastify and a
 * minimal Express 5 doing the same work with the same SQL, lib/anchor.ts), in rounds, medians reported. Each request
 * answers one question of one section for a different graduate; a share of them replace an earlier answer. Every
 * acknowledged answer, of every target, is checked in the database after the run; the script exits 1 if one is
 * missing or wrong or a response was not 2xx. Run from the repository root:
 *
 *   node --import tsx bench/survey-submit.ts [--duration 20] [--rounds 3] [--connections 20] [--help]
 */
import { randomBytes } from 'node:crypto';
import { SURVEY_MESSAGES } from '@tvet/contract';
import type pg from 'pg';
import { createAnsweringService } from '../apps/server/src/features/surveys/surveys.answering.service';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { createSurvey } from '../apps/server/src/seed/surveys.factory';
import { GRADUATE_TRACER } from '../apps/server/src/seed/tracer-surveys';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { explainAll, recordingDatabase, withParam } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { runLoad } from './lib/load';
import { activityLine } from './lib/pg-activity';
import { cpuLine, environment, latencyCells, table, whole } from './lib/report';
import { comparisonTable, measureRounds, roundsTable, type Target } from './lib/rounds';
import {
  type CreatedSurvey,
  ongoingAnswerCount,
  type Question,
  questionsOf,
  seedOngoingAnswers,
  seedPastAnswers,
  seedRespondents,
  textAnswersFor,
} from './lib/seed-answers';
import { type GraduateRow, samplePool, seedGraduates } from './lib/seed-people';

const flags = readFlags('node --import tsx bench/survey-submit.ts [flags]', {
  graduates: { default: 100_000, min: 100, max: 2_000_000, help: 'graduate accounts to seed' },
  answers: { default: 1_000_000, min: 0, max: 20_000_000, help: 'stored answers to seed' },
  pool: {
    default: 10_000,
    min: 50,
    max: 200_000,
    help: 'graduates sending answers to each target in each round (one token each, a pool of its own)',
  },
  duration: { default: 20, min: 1, max: 120, help: 'seconds of measured load, per target and round' },
  warmup: { default: 3, min: 0, max: 30, help: 'seconds of load before measuring, per target and round' },
  connections: {
    default: 20,
    min: 1,
    max: 200,
    help: 'concurrent connections (one request in flight on each)',
  },
  reanswer: { default: 0.3, min: 0, max: 1, help: 'share of requests that replace an earlier answer' },
  rounds: { default: 3, min: 1, max: 9, help: 'rounds over every target (medians reported)' },
  anchors: {
    default: 1,
    min: 0,
    max: 1,
    help: '1: also the raw-pg Fastify and Express routes; 0: the app alone',
  },
});
const TARGETS = flags.anchors ? 3 : 1;
if (flags.pool * TARGETS * flags.rounds > flags.graduates)
  throw new Error('--pool x targets (3 with --anchors 1) x --rounds cannot exceed --graduates');
if (flags.pool < flags.connections * 4) throw new Error('--pool must be at least 4 x --connections');

interface Answer {
  optionId: string | null;
  text: string | null;
}
interface Graduate extends GraduateRow {
  token: string;
  answered: Map<string, Answer>;
}
interface Sent {
  graduate: Graduate;
  question: Question;
  answer: Answer;
  first: boolean;
}

await runBenchmark(60 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;

  // Seeding: one precomputed argon2id hash for everybody, bulk INSERT ... SELECT over generate_series.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await step(`seed ${whole(flags.graduates)} graduates`, () =>
    seedGraduates(sql, flags.graduates, passwordHash),
  );
  const live = await step('create the graduate tracer survey', () =>
    createSurvey(database.handle.db, GRADUATE_TRACER),
  );
  const questions = questionsOf(live);
  const perRound = flags.graduates * questions.length;
  // The survey being answered takes its share (n mod 8 answers for graduate n); earlier, closed rounds of the same
  // questionnaire hold the rest, as they would after a few years.
  let upTo = flags.graduates;
  while (upTo > 0 && ongoingAnswerCount(upTo, questions.length) > flags.answers)
    upTo = Math.floor(upTo * 0.9);
  let stored = await step('seed answers to the open survey', () => seedOngoingAnswers(sql, live, upTo));
  const liveSeeded = stored;
  for (let round = 1; stored < flags.answers; round++) {
    const past = await createSurvey(database.handle.db, {
      ...GRADUATE_TRACER,
      title: `TVET Graduate Tracer Survey ${2026 - round}`,
      state: 'closed',
    });
    const take = Math.min(perRound, flags.answers - stored);
    stored += await step(`seed ${whole(take)} answers to the ${2026 - round} round`, () =>
      seedPastAnswers(sql, past, take, round),
    );
    await seedRespondents(sql, past);
  }
  const respondents = await step('seed survey_respondents', () => seedRespondents(sql, live));
  const setupSql = await applySetupSql(sql);
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  const [{ total: storedAnswers }] = (
    await sql.query<{ total: string }>('select count(*) as total from survey_responses')
  ).rows;
  console.error(
    `stored: ${whole(Number(storedAnswers))} answers (${whole(liveSeeded)} in the open survey), ` +
      `${whole(respondents)} respondents of the open survey`,
  );

  // Tokens minted with the servers' secret (no login round trips); one pool of graduates per target and round,
  // interleaved so that every pool has the same mix of progress (graduate n has answered n mod 8 questions).
  const jwtSecret = randomBytes(36).toString('base64url');
  const jwt = createJwt(jwtSecret);
  const pools = TARGETS * flags.rounds;
  const rows = await samplePool(sql, flags.pool * pools);
  const answeredBy = await answersOf(
    sql,
    live,
    rows.map((row) => row.userId),
  );
  const everyone: Graduate[] = await step(`sign ${whole(rows.length)} tokens`, () =>
    Promise.all(
      rows.map(async (row) => ({
        ...row,
        token: await jwt.sign({
          accountId: row.userId,
          profileId: row.graduateId,
          userType: 'graduate',
          emailVerified: true,
        }),
        answered: answeredBy.get(row.userId) ?? new Map<string, Answer>(),
      })),
    ),
  );
  const poolOf = Array.from({ length: pools }, (_, k) => everyone.filter((_, index) => index % pools === k));
  const targets: Target[] = [
    { label: 'app', spec: { kind: 'app', databaseUrl: database.url, jwtSecret } },
    ...(flags.anchors
      ? ([
          { label: 'raw pg + Fastify', spec: { kind: 'raw-fastify', databaseUrl: database.url, jwtSecret } },
          { label: 'raw pg + Express', spec: { kind: 'raw-express', databaseUrl: database.url, jwtSecret } },
        ] satisfies Target[])
      : []),
  ];

  // Request plan: graduates of the current pool in turn (one comes back after `pool` requests, never twice at once).
  let pool = poolOf[0];
  let cursor = 0;
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const acknowledged = new Map<string, Answer>();
  const firstPairs = new Set<string>();
  // Answers sent and not (yet) acknowledged, by "user/question": a request cut off by the end of a run may still
  // have been stored.
  const unknown = new Map<string, Answer[]>();
  const counts = new Map<string, { first: number; again: number; completing: number }>(
    targets.map((target) => [target.label, { first: 0, again: 0, completing: 0 }]),
  );
  let current = counts.get('app') as { first: number; again: number; completing: number };
  const pair = (sent: Sent) => `${sent.graduate.userId}/${sent.question.id}`;
  const differentFrom = <T>(choices: T[], previous: T | undefined): T => {
    const options = choices.filter((choice) => choice !== previous);
    return options[Math.floor(random() * options.length)] ?? choices[0];
  };

  const next = () => {
    const graduate = pool[cursor++ % pool.length];
    const open = questions.filter((question) => !graduate.answered.has(question.id));
    const first = open.length > 0 && (graduate.answered.size === 0 || random() >= flags.reanswer);
    const done = questions.filter((question) => graduate.answered.has(question.id));
    const question = first ? open[0] : done[Math.floor(random() * done.length)];
    const previous = graduate.answered.get(question.id);
    const answer: Answer =
      question.type === 'text'
        ? { optionId: null, text: differentFrom(textAnswersFor(question), previous?.text ?? undefined) }
        : {
            optionId: differentFrom(
              question.options.map((option) => option._id),
              previous?.optionId ?? undefined,
            ),
            text: null,
          };
    const completing = first && open.length === 1;
    const tag: Sent = { graduate, question, answer, first };
    const key = pair(tag);
    unknown.set(key, [...(unknown.get(key) ?? []), answer]);
    return {
      path: `/api/v1/surveys/${live.survey.id}/sections/${question.sectionId}/submit/`,
      headers: { authorization: `Bearer ${graduate.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        responses: [
          {
            question_id: question.id,
            user_id: graduate.userId,
            text: answer.text,
            optionId: answer.optionId,
            ...(completing ? { is_completed: true } : {}),
          },
        ],
      }),
      tag,
    };
  };
  const onResponse = (sent: Sent, status: number, body: string) => {
    if (status < 200 || status > 299) return;
    const key = pair(sent);
    // Requests for one answer never overlap, so this write supersedes any earlier one cut off by a run's end.
    unknown.delete(key);
    sent.graduate.answered.set(sent.question.id, sent.answer);
    acknowledged.set(key, sent.answer);
    if (sent.first) {
      current.first++;
      firstPairs.add(key);
    } else current.again++;
    if (body.includes(SURVEY_MESSAGES.completed)) current.completing++;
  };

  const runs = await measureRounds({
    targets,
    rounds: flags.rounds,
    warmup: flags.warmup,
    duration: flags.duration,
    database,
    started: async (_server, target, round) => {
      // A fresh pool per target and round, so every target starts from the same mix of first answers.
      pool = poolOf[(round - 1) * targets.length + targets.indexOf(target)];
      cursor = 0;
      current = counts.get(target.label) as typeof current;
    },
    load: (server, seconds) =>
      runLoad<Sent>({
        url: server.url,
        method: 'POST',
        connections: flags.connections,
        seconds,
        next,
        onResponse,
        kindOf: (sent) => (sent.first ? 'first answer' : 're-answer'),
      }),
  });

  // Every acknowledged answer, of every target, must be stored with the value last acknowledged (or with the value of
  // a later request whose response the run's end cut off).
  const inDatabase = await storedValues(sql, live, [...acknowledged.keys()]);
  let missing = 0;
  let wrong = 0;
  for (const [key, answer] of acknowledged) {
    const row = inDatabase.get(key);
    if (!row) missing++;
    else if (!same(row, answer) && !(unknown.get(key) ?? []).some((late) => same(row, late))) wrong++;
  }
  const [{ live_rows }] = (
    await sql.query<{ live_rows: string }>(
      'select count(*) as live_rows from survey_responses where survey_id = $1',
      [live.survey.id],
    )
  ).rows;
  const added = Number(live_rows) - liveSeeded;
  // Requests cut off by the end of a run may have stored a new row without an acknowledgement.
  const unacknowledged = [...unknown.keys()].filter((key) => !firstPairs.has(key)).length;
  const [{ off }] = (
    await sql.query<{ off: string }>(
      `select count(*) as off from survey_respondents p
        where p.survey_id = $1 and p.user_id = any($2::uuid[])
          and p.answered <> (select count(*) from survey_responses r
                              where r.survey_id = p.survey_id and r.user_id = p.user_id)`,
      [live.survey.id, everyone.map((graduate) => graduate.userId)],
    )
  ).rows;
  const verified =
    missing === 0 &&
    wrong === 0 &&
    added >= firstPairs.size &&
    added <= firstPairs.size + unacknowledged &&
    Number(off) === 0;

  // The plans of the exact statements one submission runs: a first answer and a re-answer.
  const recorder = recordingDatabase(database.url);
  const [subject, stranger] = await twoOutsiders(sql, live, everyone);
  const question = questions.find((q) => q.type !== 'text') ?? questions[0];
  await createAnsweringService({ db: recorder.db }).submit(
    auth(subject),
    live.survey.id,
    question.sectionId,
    [{ question_id: question.id, user_id: subject.userId, optionId: question.options[0]?._id, text: null }],
  );
  // The questionnaire's reads happen once per survey (cached); one submission is the statement that follows them.
  const statements = recorder.take().filter((statement) => /survey_respondents/.test(statement.query));
  await recorder.close();
  const firstPlan = await explainAll(sql, withParam(statements, subject.userId, stranger.userId));
  const againPlan = await explainAll(sql, statements);

  const settings = await serverSettings(sql);
  const { rows: sizes } = await sql.query<{ name: string; size: string }>(
    `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
       from pg_class c
      where c.relname in ('survey_responses', 'survey_respondents')
         or c.oid in (select indexrelid from pg_index
                       where indrelid in ('survey_responses'::regclass, 'survey_respondents'::regclass))
      order by pg_relation_size(c.oid) desc`,
  );
  const appRuns = runs.get('app') ?? [];
  const typical = [...appRuns].sort((a, b) => a.result.rps - b.result.rps)[Math.floor(appRuns.length / 2)];
  const rowsOf = (kind: string) => {
    const latency = typical?.result.byKind.get(kind);
    return latency ? [kind, whole(latency.count), ...latencyCells(latency)] : [kind, '0', '-', '-', '-', '-'];
  };
  const totals = [...runs.values()].flat();
  const non2xx = totals.reduce((sum, run) => sum + run.result.non2xx, 0);
  const errors = totals.reduce((sum, run) => sum + run.result.errors, 0);
  console.log(`\n## Survey answer submissions\n`);
  console.log(`Run: ${startedAt}. ${settings}.`);
  if (setupSql) console.log(`BENCH_SETUP_SQL applied before the run: \`${setupSql}\``);
  console.log(
    `Data: ${whole(flags.graduates)} graduates, ${whole(Number(storedAnswers))} stored answers ` +
      `(${whole(liveSeeded)} in the open survey of ${questions.length} questions, the rest in closed rounds). ` +
      `Load: ${flags.connections} connections, ${flags.duration} s after ${flags.warmup} s warm-up per target, ` +
      `${flags.rounds} round(s), medians; ${whole(flags.pool)} graduates of their own per target and round, ` +
      `${Math.round(flags.reanswer * 100)}% re-answers asked.\n`,
  );
  console.log(comparisonTable('answer submission', runs, 'app'));
  console.log(`\nEvery round:\n\n${roundsTable(runs)}`);
  console.log(
    `\n${table([
      ['check (every target, warm-ups included)', 'value'],
      ...targets.map((target) => {
        const c = counts.get(target.label) as typeof current;
        return [
          `${target.label}: first answers / re-answers / completions acknowledged`,
          `${c.first} / ${c.again} / ${c.completing}`,
        ];
      }),
      ['acknowledged answers checked in the database', whole(acknowledged.size)],
      ['missing / wrong value', `${missing} / ${wrong}`],
      ['rows added to survey_responses (first answers acknowledged)', `${added} (${firstPairs.size})`],
      ['respondent rows whose answered count is off', off],
      ['non-2xx responses / connection errors', `${non2xx} / ${errors}`],
      ['verified', verified ? 'yes' : 'NO'],
    ])}`,
  );
  console.log(
    `\nThe app's median round by kind:\n\n${table([['kind', 'requests', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'], rowsOf('first answer'), rowsOf('re-answer')])}`,
  );
  if (typical) {
    console.log(`\nApp, median round: ${cpuLine(typical.cpu)}`);
    console.log(`App, median round: ${activityLine(typical.states)}`);
  }
  console.log(`Sizes after the run: ${sizes.map((row) => `${row.name} ${row.size}`).join(', ')}`);
  for (const run of totals)
    if (run.result.failures.length) console.log(`\nFirst failures:\n${run.result.failures.join('\n')}`);
  console.log(`\nPlan of one submission, first answer (EXPLAIN ANALYZE, rolled back):\n${firstPlan}`);
  console.log(`\nPlan of one submission, re-answer:\n${againPlan}`);
  if (!verified || non2xx > 0 || errors > 0) throw new Error('The run had errors or lost answers.');
});

function auth(graduate: GraduateRow) {
  return {
    accountId: graduate.userId,
    profileId: graduate.graduateId,
    userType: 'graduate' as const,
    emailVerified: true,
  };
}

function same(row: Answer, answer: Answer) {
  return row.optionId === answer.optionId && row.text === answer.text;
}

/** The answers each of `users` has stored in the survey, by question. */
async function answersOf(sql: pg.Client, created: CreatedSurvey, users: string[]) {
  const { rows } = await sql.query<{
    user_id: string;
    question_id: string;
    option_id: string | null;
    text: string | null;
  }>(
    `select user_id, question_id, option_id, text from survey_responses
      where survey_id = $1 and user_id = any($2::uuid[])`,
    [created.survey.id, users],
  );
  const out = new Map<string, Map<string, Answer>>();
  for (const row of rows) {
    const answers = out.get(row.user_id) ?? new Map<string, Answer>();
    out.set(row.user_id, answers);
    answers.set(row.question_id, { optionId: row.option_id, text: row.text });
  }
  return out;
}

/** Stored values for "user/question" keys. */
async function storedValues(sql: pg.Client, created: CreatedSurvey, keys: string[]) {
  const users = keys.map((key) => key.split('/')[0]);
  const questionIds = keys.map((key) => key.split('/')[1]);
  const { rows } = await sql.query<{
    user_id: string;
    question_id: string;
    option_id: string | null;
    text: string | null;
  }>(
    `select r.user_id, r.question_id, r.option_id, r.text
       from unnest($2::uuid[], $3::uuid[]) as k(user_id, question_id)
       join survey_responses r on r.survey_id = $1 and r.user_id = k.user_id and r.question_id = k.question_id`,
    [created.survey.id, users, questionIds],
  );
  return new Map(
    rows.map((row) => [`${row.user_id}/${row.question_id}`, { optionId: row.option_id, text: row.text }]),
  );
}

/** Two graduates outside the load pool who have not started the open survey. */
async function twoOutsiders(sql: pg.Client, created: CreatedSurvey, pool: GraduateRow[]) {
  const { rows } = await sql.query<{ n: number; user_id: string; graduate_id: string; state: string }>(
    `select b.n, b.user_id, b.graduate_id, b.state from bench_graduates b
      where b.user_id <> all($2::uuid[])
        and not exists (select 1 from survey_responses r where r.survey_id = $1 and r.user_id = b.user_id)
      order by b.n limit 2`,
    [created.survey.id, pool.map((graduate) => graduate.userId)],
  );
  return rows.map((row) => ({
    n: row.n,
    userId: row.user_id,
    graduateId: row.graduate_id,
    state: row.state,
  }));
}
