/**
 * Sustained survey answer submissions against the real app on a fresh PostgreSQL database holding 100,000
 * graduates and 1,000,000 stored answers. Each request answers one question of one section for a different
 * graduate; a share of them replace an earlier answer. Every acknowledged answer is checked in the database after
 * the run. Run from the repository root:
 *
 *   node --import tsx bench/survey-submit.ts [--duration 20] [--connections 20] [--help]
 */
import { randomBytes } from 'node:crypto';
import { SURVEY_MESSAGES } from '@tvet/contract';
import type pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/accounts.factory';
import { createSurvey } from '../apps/server/src/db/seed/surveys.factory';
import { GRADUATE_TRACER } from '../apps/server/src/db/seed/tracer-surveys';
import { createAnsweringService } from '../apps/server/src/features/surveys/surveys.answering.service';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { cpuBetween, cpuSnapshot } from './lib/cpu';
import { explainAll, recordingDatabase, withParam } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { runLoad } from './lib/load';
import { activityLine, sampleActivity } from './lib/pg-activity';
import { cpuLine, environment, latencyCells, ms, table, whole } from './lib/report';
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
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/survey-submit.ts [flags]', {
  graduates: { default: 100_000, min: 100, max: 2_000_000, help: 'graduate accounts to seed' },
  answers: { default: 1_000_000, min: 0, max: 20_000_000, help: 'stored answers to seed' },
  pool: { default: 2000, min: 50, max: 50_000, help: 'graduates sending answers (one token each)' },
  duration: { default: 20, min: 1, max: 120, help: 'seconds of measured load' },
  warmup: { default: 3, min: 0, max: 30, help: 'seconds of load before measuring' },
  connections: {
    default: 20,
    min: 1,
    max: 200,
    help: 'concurrent connections (one request in flight on each)',
  },
  reanswer: { default: 0.3, min: 0, max: 1, help: 'share of requests that replace an earlier answer' },
});
if (flags.pool > flags.graduates) throw new Error('--pool cannot exceed --graduates');
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

await runBenchmark(12 * 60, async () => {
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

  // The app, in a process of its own, and tokens minted with its secret (no login round trips).
  const jwtSecret = randomBytes(36).toString('base64url');
  const server = await step('start the app', () =>
    startServer({ kind: 'app', databaseUrl: database.url, jwtSecret }),
  );
  const jwt = createJwt(jwtSecret);
  const rows = await samplePool(sql, flags.pool);
  const answeredBy = await answersOf(
    sql,
    live,
    rows.map((row) => row.userId),
  );
  const pool: Graduate[] = await Promise.all(
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
  );

  // Request plan: graduates in turn (a graduate comes back after `pool` requests, so never twice at once).
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
  const counts = { first: 0, again: 0, completing: 0 };
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
      counts.first++;
      firstPairs.add(key);
    } else counts.again++;
    if (body.includes(SURVEY_MESSAGES.completed)) counts.completing++;
  };
  const load = (seconds: number) =>
    runLoad<Sent>({
      url: server.url,
      method: 'POST',
      connections: flags.connections,
      seconds,
      next,
      onResponse,
      kindOf: (sent) => (sent.first ? 'first answer' : 're-answer'),
    });

  if (flags.warmup > 0) await step(`warm up for ${flags.warmup} s`, () => load(flags.warmup));
  const activity = await sampleActivity(database.url, database.name);
  const before = await cpuSnapshot(server);
  const result = await step(`load for ${flags.duration} s on ${flags.connections} connections`, () =>
    load(flags.duration),
  );
  const cpu = cpuBetween(before, await cpuSnapshot(server));
  const states = await activity.stop();
  await step('stop the app (in-flight requests finish)', () => server.stop());

  // Every acknowledged answer must be stored with the value last acknowledged (or with the value of a later
  // request whose response the run's end cut off).
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
      [live.survey.id, pool.map((graduate) => graduate.userId)],
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
  const [subject, stranger] = await twoOutsiders(sql, live, pool);
  const question = questions.find((q) => q.type !== 'text') ?? questions[0];
  await createAnsweringService({ db: recorder.db }).submit(
    auth(subject),
    live.survey.id,
    question.sectionId,
    [{ question_id: question.id, user_id: subject.userId, optionId: question.options[0]?._id, text: null }],
  );
  const statements = recorder.take();
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
  const rowsOf = (kind: string) => {
    const latency = result.byKind.get(kind);
    return latency ? [kind, whole(latency.count), ...latencyCells(latency)] : [kind, '0', '-', '-', '-', '-'];
  };
  console.log(`\n## Survey answer submissions\n`);
  console.log(`Run: ${startedAt}. ${settings}.`);
  if (setupSql) console.log(`BENCH_SETUP_SQL applied before the run: \`${setupSql}\``);
  console.log(
    `Data: ${whole(flags.graduates)} graduates, ${whole(Number(storedAnswers))} stored answers ` +
      `(${whole(liveSeeded)} in the open survey of ${questions.length} questions, the rest in closed rounds). ` +
      `Load: ${flags.connections} connections, ${flags.duration} s after ${flags.warmup} s warm-up, ` +
      `${whole(flags.pool)} graduates, ${Math.round(flags.reanswer * 100)}% re-answers asked.\n`,
  );
  console.log(
    table([
      ['metric', 'value'],
      ['requests answered (measured)', whole(result.responses)],
      ['requests / second', result.rps.toFixed(0)],
      ['latency p50 / p90 / p99 / max (ms)', latencyCells(result.latency).join(' / ')],
      ['latency mean (ms)', ms(result.latency.mean)],
      ['non-2xx responses', String(result.non2xx)],
      ['connection errors / timeouts', `${result.errors} / ${result.timeouts}`],
      [
        'first answers / re-answers / completions acknowledged (whole run)',
        `${counts.first} / ${counts.again} / ${counts.completing}`,
      ],
      ['acknowledged answers checked in the database', whole(acknowledged.size)],
      ['missing / wrong value', `${missing} / ${wrong}`],
      ['rows added to survey_responses (first answers acknowledged)', `${added} (${firstPairs.size})`],
      ['respondent rows whose answered count is off', off],
      ['verified', verified ? 'yes' : 'NO'],
    ]),
  );
  console.log(
    `\n${table([['kind', 'requests', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'], rowsOf('first answer'), rowsOf('re-answer')])}`,
  );
  console.log(`\n${cpuLine(cpu)}`);
  console.log(activityLine(states));
  console.log(`Sizes after the run: ${sizes.map((row) => `${row.name} ${row.size}`).join(', ')}`);
  if (result.failures.length) console.log(`\nFirst failures:\n${result.failures.join('\n')}`);
  console.log(`\nPlans of one submission, first answer (EXPLAIN ANALYZE, rolled back):\n${firstPlan}`);
  console.log(`\nPlans of one submission, re-answer:\n${againPlan}`);
  if (!verified || result.non2xx > 0 || result.errors > 0)
    throw new Error('The run had errors or lost answers.');
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
