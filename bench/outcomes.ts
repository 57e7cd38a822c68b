/**
 * Outcome dashboards (issue 14) under 10 concurrent users, on a fresh PostgreSQL database holding --roll graduates
 * on the rolls of --institutions institutions (8 programmes each, 5 cohorts), --signed-up share of them with
 * accounts and confirmed claims, and two rounds of the tagged graduate tracer (10 questions, 7 tagged) answered
 * so that there are --answers answers in all. Every view the administrators' and the institutions' dashboards
 * ask for is requested at random by --connections users for --duration seconds, twice: with the data still
 * (views served from the per-version cache after their first computation) and with the data changing every
 * --churn milliseconds (as while answers arrive: nearly every request computes its view); p50/p95/p99 per view,
 * then EXPLAIN ANALYZE of the statement of three views. The database is dropped afterwards. Run from the
 * repository root:
 *
 *   node --import tsx bench/outcomes.ts [--roll 100000] [--answers 1000000] [--duration 60] [--help]
 */
import { randomBytes } from 'node:crypto';
import type { Figures, FiguresQuery } from '@tvet/contract';
import { INSTITUTION_TYPES, NIGERIAN_STATES } from '@tvet/contract';
import type pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/accounts.factory';
import { createSurvey } from '../apps/server/src/db/seed/surveys.factory';
import { GRADUATE_TRACER } from '../apps/server/src/db/seed/tracer-surveys';
import { type ViewSpec, viewCounts } from '../apps/server/src/features/outcomes/outcomes.repository';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { applySetupSql, createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { cpuBetween, cpuSnapshot } from './lib/cpu';
import { explainAll, recordingDatabase } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { type Latency, type LoadResult, runLoad } from './lib/load';
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
  churn: { default: 100, min: 10, max: 10_000, help: 'ms between data changes in the second phase' },
});

const PROGRAMMES = [
  'Computer Science',
  'Electrical/Electronic Engineering Technology',
  'Mechanical Engineering Technology',
  'Civil Engineering Technology',
  'Building Technology',
  'Accountancy',
  'Business Administration',
  'Hospitality Management',
  'Fashion Design and Clothing Technology',
  'Agricultural Technology',
  'Animal Health and Production',
  'Science Laboratory Technology',
  'Community Health Extension',
  'Health Information Management',
  'Welding and Fabrication',
  'Motor Vehicle Mechanic Works',
  'Electrical Installation and Maintenance',
  'Solar PV Installation',
  'Software Development',
  'Cosmetology',
  'Mass Communication',
  'Statistics',
  'Estate Management',
  'Quantity Surveying',
  'Architectural Technology',
  'Chemical Engineering Technology',
  'Food Technology',
  'Fisheries Technology',
  'Office Technology and Management',
  'Library and Information Science',
];
const PER_INSTITUTION = 8;
const QUESTIONS_PER_ROUND = 10;

/** A deterministic draw in SQL for row n and a salt. */
const h = (salt: string, n = 'n') => `((hashtextextended('${salt}' || ${n}, 0) & 1073741823)::int)`;

await runBenchmark(45 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Two rounds; each respondent answers all 10 questions: respondents per round from the answers asked for.
  const respondentsPerRound = Math.floor(flags.answers / QUESTIONS_PER_ROUND / 2);
  const signedUp = Math.floor((flags.roll * flags.signedUp) / 100);
  if (respondentsPerRound > signedUp)
    throw new Error(`--answers needs ${respondentsPerRound} respondents a round; only ${signedUp} signed up`);

  await step(`seed ${whole(flags.institutions)} institutions with ${PER_INSTITUTION} programmes each`, () =>
    seedInstitutions(sql, passwordHash),
  );
  await step(
    `seed ${whole(flags.roll)} roll rows, ${whole(signedUp)} with accounts and confirmed claims`,
    () => seedRoll(sql, passwordHash, signedUp),
  );
  const rounds: string[] = [];
  for (const [index, year] of [2025, 2026].entries()) {
    const { survey } = await createSurvey(database.handle.db, {
      ...GRADUATE_TRACER,
      title: `TVET Graduate Tracer Survey ${year}`,
    });
    await sql.query(`update surveys set published_at = $2 where id = $1`, [survey.id, `${year}-03-01`]);
    rounds.push(survey.id);
    await step(`round ${index + 1}: ${whole(respondentsPerRound)} respondents, 10 answers each`, () =>
      seedRound(sql, survey.id, index, respondentsPerRound, signedUp),
    );
  }
  const setupSql = await applySetupSql(sql);
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  const shape = await dataShape(sql);
  console.error(shape);

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
  // The data version moves every --churn ms, as a statement changing outcome data would move it.
  const churn = setInterval(() => void sql.query(`select nextval('outcome_data_version')`), flags.churn);
  const changing = await phase(`data changing every ${flags.churn} ms`);
  clearInterval(churn);
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
    [`Data changing every ${flags.churn} ms (nearly every request computes its view)`, changing],
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
  console.log(`\nAnswer sizes (uncompressed JSON): ${sizes.join('; ')}`);
  console.log(`\n${plans}`);
  if (still.result.non2xx + still.result.errors + changing.result.non2xx + changing.result.errors > 0)
    throw new Error('The run had errors.');
});

async function seedInstitutions(sql: pg.Client, passwordHash: string) {
  await sql.query(
    `create unlogged table bench_inst as
       select n, gen_random_uuid() as user_id, gen_random_uuid() as id,
              ($2::text[])[1 + n % cardinality($2::text[])] as type,
              ($3::text[])[1 + (n * 7) % cardinality($3::text[])] as state
         from generate_series(1, $1::int) n`,
    [flags.institutions, [...INSTITUTION_TYPES], [...NIGERIAN_STATES]],
  );
  await sql.query(
    `insert into users (id, user_type, name, username, email, password_hash, address, is_email_verified)
     select user_id, 'institution', 'Institution ' || n, 'inst' || lpad(n::text, 4, '0'),
            'inst' || n || '@bench.tvet.ng', $1, 'Campus road|' || state || '|Nigeria', true
       from bench_inst`,
    [passwordHash],
  );
  await sql.query(
    `insert into institutions (id, user_id, institution_type, ownership_type, name_of_owner, is_verified)
     select id, user_id, type, 'federal', 'Federal Government of Nigeria', true from bench_inst`,
  );
  await sql.query(
    `create unlogged table bench_prog as
       select i.n as inst_n, i.id as institution_id, k, gen_random_uuid() as id,
              ($1::text[])[1 + (i.n * 3 + k * 7) % cardinality($1::text[])] as name
         from bench_inst i, generate_series(0, ${PER_INSTITUTION - 1}) k`,
    [PROGRAMMES],
  );
  await sql.query(
    `insert into programmes (id, institution_id, name, accreditation_type, granted_date, expiry_date, status)
     select id, institution_id, name, 'full', current_date - 400, current_date + 800, 'approved' from bench_prog`,
  );
}

async function seedRoll(sql: pg.Client, passwordHash: string, signedUp: number) {
  // Roll row n: institution 1 + n % I; a programme of it; cohort 2021-2025; sex; the first `signedUp` rows
  // (by a hashed order) have accounts.
  await sql.query(
    `create unlogged table bench_roll as
       select n, gen_random_uuid() as id, 1 + n % $2::int as inst_n, ${h('prog')} % ${PER_INSTITUTION} as k,
              2021 + ${h('year')} % 5 as year,
              case when ${h('sex')} % 100 < 45 then 'female' else 'male' end as sex,
              ${h('order')} as ord, gen_random_uuid() as user_id, gen_random_uuid() as graduate_id,
              ($3::text[])[1 + ${h('res')} % cardinality($3::text[])] as residence
         from generate_series(1, $1::int) n`,
    [flags.roll, flags.institutions, [...NIGERIAN_STATES]],
  );
  await sql.query(`create unlogged table bench_signed as select * from bench_roll order by ord limit $1`, [
    signedUp,
  ]);
  await sql.query('alter table bench_signed add primary key (n)');
  await sql.query(
    `insert into users (id, user_type, name, username, email, password_hash, address, is_email_verified)
     select user_id, 'graduate', 'Graduate ' || n, 'grad' || n, 'grad' || n || '@bench.tvet.ng', $1,
            'Off main road|' || residence || '|Nigeria', true
       from bench_signed`,
    [passwordHash],
  );
  await sql.query(
    `insert into graduates (id, user_id, gender, nationality, state, nin, is_employed)
     select graduate_id, user_id, sex, 'Nigeria', residence, lpad((50000000000 + n)::text, 11, '0'), null
       from bench_signed`,
  );
  await sql.query(
    `insert into roll_entries (id, institution_id, programme_id, matric_number, matric_key, name, graduation_year,
                               sex, state, email, claim_status, graduate_id)
     select r.id, i.id, p.id, 'M/' || r.n, 'M/' || r.n, 'Graduate ' || r.n, r.year, r.sex, r.residence,
            'grad' || r.n || '@bench.tvet.ng',
            case when s.n is null then 'unclaimed' else 'confirmed' end, s.graduate_id
       from bench_roll r
       join bench_inst i on i.n = r.inst_n
       join bench_prog p on p.inst_n = r.inst_n and p.k = r.k
       left join bench_signed s on s.n = r.n`,
  );
  await sql.query(
    `insert into graduate_institutions (graduate_id, institution_id, matric_number, matric_key, programme_id,
                                        graduation_year, claim_status, roll_entry_id)
     select s.graduate_id, e.institution_id, e.matric_number, e.matric_key, e.programme_id, e.graduation_year,
            'confirmed', e.id
       from bench_signed s join roll_entries e on e.id = s.id`,
  );
}

/**
 * One tracer round: `count` of the signed-up graduates (a different draw each round) completed it and answered
 * its 10 questions; options drawn with a lean by sex and programme so that groups differ.
 */
async function seedRound(sql: pg.Client, surveyId: string, round: number, count: number, signedUp: number) {
  await sql.query('drop table if exists bench_resp');
  await sql.query(
    `create unlogged table bench_resp as
       select s.n, s.user_id, s.sex, s.k from bench_signed s
        order by ${h(`round${round}`, 's.n')} limit $1`,
    [Math.min(count, signedUp)],
  );
  await sql.query(
    `insert into survey_respondents (survey_id, user_id, status, answered, completed_at, created_at, updated_at)
     select $1, user_id, 'completed', ${QUESTIONS_PER_ROUND}, t.at, t.at, t.at
       from bench_resp, lateral (select timestamptz '${2025 + round}-04-01' + make_interval(mins => ${h('at', 'bench_resp.n')} % 86400) as at) t`,
    [surveyId],
  );
  await sql.query(
    `insert into survey_responses (survey_id, question_id, user_id, option_id, text)
     select $1, q.id, r.user_id,
            case when q.type <> 'text' then
              -- a uniform draw, nudged one option down the list for a quarter of the women and of some programmes
              q.options -> least(jsonb_array_length(q.options) - 1,
                ${h('opt', `r.n::text || q."order"`)} % jsonb_array_length(q.options)
                + case when r.sex = 'female' and ${h('lean', `r.n::text || q."order"`)} % 4 = 0 then 1 else 0 end
                + case when r.k % 3 = 0 and ${h('prog', `r.n::text || q."order"`)} % 5 = 0 then 1 else 0 end) ->> '_id'
            end,
            case when q.type = 'text' then
              case when q.indicator = 'work_state' then ($2::text[])[1 + ${h('ws', 'r.n')} % cardinality($2::text[])]
                   else 'Answer ' || (${h('txt', `r.n::text || q."order"`)} % 500) end
            end
       from bench_resp r cross join survey_questions q
      where q.survey_id = $1`,
    [surveyId, [...NIGERIAN_STATES, 'Outside Nigeria']],
  );
}

async function dataShape(sql: pg.Client) {
  const { rows } = await sql.query<{ label: string; value: string }>(
    `select 1 as at, 'roll rows' as label, count(*)::text as value from roll_entries
     union all select 2, 'institutions', count(*)::text from institutions
     union all select 3, 'programmes', count(*)::text from programmes
     union all select 4, 'graduates with accounts', count(*)::text from graduates
     union all select 5, 'completed respondents (two rounds)', count(*)::text from survey_respondents
     union all select 6, 'answers', count(*)::text from survey_responses
     union all select 7, 'answers table MB', (pg_total_relation_size('survey_responses') / 1048576)::text
     order by at`,
  );
  return `${rows.map((row) => `${whole(Number(row.value))} ${row.label}`).join(', ')}.`;
}

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
    // The view's statement, without the `set local jit = off` before it (applied to the EXPLAIN here).
    const statements = recorder.take().filter((statement) => !/^\s*set /i.test(statement.query));
    await sql.query('set jit = off');
    out.push(`Plan for ${label} (EXPLAIN ANALYZE):\n${await explainAll(sql, statements)}`);
  }
  await recorder.close();
  return out.join('\n\n');
}
