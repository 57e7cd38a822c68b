import type pg from 'pg';
import {
  COMPANY_KINDS,
  COMPANY_SUFFIXES,
  FIRST_NAMES,
  GRADUATE_STATES,
  LGAS_BY_STATE,
  OCCUPATIONS,
  QUALIFICATIONS,
  SKILLS,
  STREETS,
  SURNAMES,
} from './catalogue';

/**
 * A deterministic pseudo-random non-negative int for row `n` (SQL text): the same seed gives the same data, and
 * different salts give independent draws. Bulk SQL only: one statement writes every row.
 */
export const hash = (expression: string) => `((hashtextextended(${expression}, 0) & 1073741823)::int)`;
export const h = (salt: string, n = 'b.n') => hash(`'${salt}' || ${n}`);

/** `array[1 + draw % cardinality(array)]` for a text[] parameter. */
export const pick = (param: string, salt: string, n = 'b.n') =>
  `(${param}::text[])[1 + ${h(salt, n)} % cardinality(${param}::text[])]`;

export interface GraduateRow {
  n: number;
  userId: string;
  graduateId: string;
  state: string;
}

/**
 * `count` graduate accounts: `users` rows and their `graduates` profiles, complete and verified, every one with
 * the same password hash (argon2id at 13 ms a hash: over 20 minutes for 100,000). `bench_graduates` keeps the
 * numbering: graduate n is graduate<n>@bench.tvet.ng.
 */
export async function seedGraduates(sql: pg.Client, count: number, passwordHash: string) {
  await sql.query(
    `create unlogged table bench_graduates (
       n int primary key, user_id uuid not null, graduate_id uuid not null, state text not null)`,
  );
  await sql.query(
    `insert into bench_graduates
     select n, gen_random_uuid(), gen_random_uuid(), ${pick('$2', 'state', 'n')}
       from generate_series(1, $1::int) n`,
    [count, GRADUATE_STATES],
  );
  await sql.query(
    `insert into users (id, user_type, name, username, email, password_hash, phone, address,
                        is_email_verified, created_at, updated_at)
     select b.user_id, 'graduate', ${pick('$2', 'first')} || ' ' || ${pick('$3', 'last')},
            'graduate' || b.n, 'graduate' || b.n || '@bench.tvet.ng', $1, '80' || lpad(b.n::text, 8, '0'),
            (1 + b.n % 180) || ' ' || ${pick('$4', 'street')} || '|' || b.state || '|Nigeria',
            true, t.at, t.at
       from bench_graduates b,
            lateral (select now() - make_interval(mins => ${h('created')} % (4 * 365 * 24 * 60)) as at) t`,
    [passwordHash, FIRST_NAMES, SURNAMES, STREETS],
  );
  await sql.query(
    `insert into graduates (id, user_id, gender, date_of_birth, nationality, state, lga, nin, phone,
                            highest_academic_qualification, matric_number, o_level_certifications, is_employed,
                            current_occupation, skills_acquired, created_at, updated_at)
     select b.graduate_id, b.user_id, case when ${h('gender')} % 100 < 56 then 'male' else 'female' end,
            date '1988-01-01' + ${h('born')} % 5000, 'Nigeria', b.state,
            ($1::jsonb -> b.state) ->> (${h('lga')} % jsonb_array_length($1::jsonb -> b.state)),
            (10000000000 + b.n)::text, '80' || lpad(b.n::text, 8, '0'), ${pick('$2', 'qualification')},
            'TVET/' || (2012 + ${h('year')} % 13) || '/' || lpad(b.n::text, 6, '0'),
            jsonb_build_object('certification_type', case when ${h('olevel')} % 3 = 0 then 'neco' else 'waec' end,
                               'number_of_sittings', 1 + ${h('sittings')} % 2),
            ${h('employed')} % 100 < 62,
            case when ${h('employed')} % 100 < 62 then ${pick('$3', 'occupation')} end,
            jsonb_build_array(${pick('$4', 'skill1')}, ${pick('$4', 'skill2')}),
            u.created_at, u.created_at
       from bench_graduates b
       join users u on u.id = b.user_id`,
    [JSON.stringify(LGAS_BY_STATE), QUALIFICATIONS, OCCUPATIONS, SKILLS],
  );
}

/** `size` graduates spread over the whole range (a hash order, the same on every run). */
export async function samplePool(sql: pg.Client, size: number): Promise<GraduateRow[]> {
  const { rows } = await sql.query<{ n: number; user_id: string; graduate_id: string; state: string }>(
    `select n, user_id, graduate_id, state from bench_graduates order by md5(n::text) limit $1`,
    [size],
  );
  return rows.map((row) => ({
    n: row.n,
    userId: row.user_id,
    graduateId: row.graduate_id,
    state: row.state,
  }));
}

/** `count` employer accounts with their profiles; `bench_employers` keeps each one's company name and state. */
export async function seedEmployers(sql: pg.Client, count: number, passwordHash: string, states: string[]) {
  await sql.query(
    `create unlogged table bench_employers (
       n int primary key, user_id uuid not null, employer_id uuid not null, company text not null,
       kind text not null, state text not null)`,
  );
  await sql.query(
    `insert into bench_employers
     select b.n, gen_random_uuid(), gen_random_uuid(),
            ${pick('$1', 'owner')} || ' ' || k.kind || ' ' || ${pick('$3', 'suffix')}, k.kind, ${pick('$4', 'estate')}
       from generate_series(1, $5::int) b(n), lateral (select ${pick('$2', 'kind')} as kind) k`,
    [SURNAMES, COMPANY_KINDS, COMPANY_SUFFIXES, states, count],
  );
  await sql.query(
    `insert into users (id, user_type, name, username, email, password_hash, phone, address,
                        is_email_verified, created_at, updated_at)
     select e.user_id, 'employer', e.company, 'employer' || e.n, 'employer' || e.n || '@bench.tvet.ng', $1,
            '70' || lpad(e.n::text, 8, '0'), (1 + e.n % 90) || ' ' || ${pick('$2', 'street', 'e.n')} || '|' || e.state || '|Nigeria',
            true, now() - interval '3 years', now() - interval '3 years'
       from bench_employers e`,
    [passwordHash, STREETS],
  );
  await sql.query(
    `insert into employers (id, user_id, industry_type, organization_size, ownership_type, name_of_principal_official,
                            date_of_establishment, accepts_corp_members, number_of_branches, created_at, updated_at)
     select e.employer_id, e.user_id, e.kind, ($1::text[])[1 + e.n % 5], 'private',
            ${pick('$2', 'principal', 'e.n')} || ' ' || ${pick('$3', 'principal-surname', 'e.n')},
            date '1975-01-01' + ${h('founded', 'e.n')} % 17000, e.n % 2 = 0, 1 + e.n % 12,
            now() - interval '3 years', now() - interval '3 years'
       from bench_employers e`,
    [['1-4', '5-99', '100-499', '500-999', '1000'], FIRST_NAMES, SURNAMES],
  );
}
