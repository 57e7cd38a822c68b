import { INSTITUTION_TYPES, NIGERIAN_STATES } from '@tvet/contract';
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/accounts.factory';
import { createSurvey } from '../../apps/server/src/seed/surveys.factory';
import { GRADUATE_TRACER } from '../../apps/server/src/seed/tracer-surveys';
import type { BenchDatabase } from './bench-db';
import { step } from './lifecycle';
import { whole } from './report';

/*
 * The outcome benchmarks' country (bench/outcomes.ts, bench/outcome-plans.ts): institutions with 8 programmes
 * each, their rolls over 5 cohorts, a share of the roll signed up with confirmed claims, and two rounds of the
 * tagged graduate tracer inserted through the real triggers (so outcome_facts and every table kept from the roll
 * and the facts are built as in production). Deterministic for given sizes.
 */

export interface CountryShape {
  /** Graduates on the rolls. */
  roll: number;
  institutions: number;
  /** Percent of the roll with accounts and confirmed claims. */
  signedUp: number;
  /** Tracer answers in all (two rounds of 10 questions). */
  answers: number;
}

export const PROGRAMMES = [
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

/** Seeds the country into a migrated database; returns the two survey rounds' ids, oldest first. */
export async function seedCountry(database: BenchDatabase, shape: CountryShape): Promise<string[]> {
  const { sql } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Two rounds; each respondent answers all 10 questions: respondents per round from the answers asked for.
  const respondentsPerRound = Math.floor(shape.answers / QUESTIONS_PER_ROUND / 2);
  const signedUp = Math.floor((shape.roll * shape.signedUp) / 100);
  if (respondentsPerRound > signedUp)
    throw new Error(`--answers needs ${respondentsPerRound} respondents a round; only ${signedUp} signed up`);

  await step(`seed ${whole(shape.institutions)} institutions with ${PER_INSTITUTION} programmes each`, () =>
    seedInstitutions(sql, passwordHash, shape),
  );
  await step(
    `seed ${whole(shape.roll)} roll rows, ${whole(signedUp)} with accounts and confirmed claims`,
    () => seedRoll(sql, passwordHash, shape, signedUp),
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
  return rounds;
}

async function seedInstitutions(sql: pg.Client, passwordHash: string, shape: CountryShape) {
  await sql.query(
    `create unlogged table bench_inst as
       select n, gen_random_uuid() as user_id, gen_random_uuid() as id,
              ($2::text[])[1 + n % cardinality($2::text[])] as type,
              ($3::text[])[1 + (n * 7) % cardinality($3::text[])] as state
         from generate_series(1, $1::int) n`,
    [shape.institutions, [...INSTITUTION_TYPES], [...NIGERIAN_STATES]],
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

async function seedRoll(sql: pg.Client, passwordHash: string, shape: CountryShape, signedUp: number) {
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
    [shape.roll, shape.institutions, [...NIGERIAN_STATES]],
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

export async function dataShape(sql: pg.Client) {
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
