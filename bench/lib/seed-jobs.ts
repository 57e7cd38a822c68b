import type pg from 'pg';
import { JOB_STATES, JOB_TITLES, SENIORITY } from './catalogue';
import { h, pick } from './seed-people';

/**
 * `count` job postings from the employers in `bench_employers`: titles and fields from the catalogue, states
 * weighted towards Lagos, Abuja and Port Harcourt, 70% full-time, 88% still open, posted over the last year with
 * more recent than old ones. Texts are a few hundred characters, as real postings are.
 */
export async function seedJobs(sql: pg.Client, count: number, employers: number) {
  await sql.query(`create unlogged table bench_jobs (n int primary key, id uuid not null)`);
  await sql.query(`insert into bench_jobs select n, gen_random_uuid() from generate_series(1, $1::int) n`, [
    count,
  ]);
  await sql.query(
    `insert into jobs (id, employer_id, company_name, title, text, address, state, salary, currency,
                       experience_years_required, field_required, job_type, responsibility, company_overview,
                       status, created_at, updated_at)
     select b.id, e.employer_id, e.company, t.title, 
            'We are looking for a ' || t.title || ' to join our team in ' || s.state || '. You will work with a '
              || 'small crew on customer sites and in our workshop, following safety rules and the standards of '
              || 'the trade. Training on our equipment is provided. Applicants should hold an ND, HND or a '
              || 'NABTEB certificate in ' || t.field || ' or a related field, and be ready to travel within the state.',
            (1 + b.n % 120) || ' ' || ${pick('$3', 'jstreet')} || ', ' || s.state,
            s.state,
            case when ${h('usd')} % 50 = 0 then 300 + ${h('salary')} % 20 * 50
                 else 40000 + ${h('salary')} % 37 * 10000 end,
            case when ${h('usd')} % 50 = 0 then 'USD' else 'NGN' end,
            1 + ${h('experience')} % 5, t.field,
            case when ${h('type')} % 10 < 7 then 'full-time' else 'part-time' end,
            'Install, inspect and maintain ' || lower(t.field) || ' work to specification; keep daily job records; '
              || 'report faults and hazards to the supervisor; look after tools and materials; train apprentices.',
            e.company || ' is a ' || lower(e.kind) || ' company founded in Nigeria, serving homes, businesses and '
              || 'government agencies across the federation with a growing team of skilled technicians.',
            case when ${h('open')} % 100 < 88 then 'open' else 'closed' end,
            c.at, c.at
       from bench_jobs b
       join bench_employers e on e.n = 1 + ${h('employer')} % $2::int
       cross join lateral (
         select ${pick('$4', 'seniority')} || ($5::text[])[1 + k.i] as title, ($6::text[])[1 + k.i] as field
           from (select ${h('title')} % cardinality($5::text[]) as i) k) t
       cross join lateral (
         select case when ${h('same-state')} % 100 < 60 then e.state else ${pick('$1', 'jstate')} end as state) s
       cross join lateral (
         select now() - make_interval(secs => power((${h('age')} % 1000000) / 1000000.0, 2) * 365 * 86400) as at) c`,
    [
      JOB_STATES,
      employers,
      ['Industrial Layout', 'Trans-Amadi Road', 'Allen Avenue', 'Wuse II', 'Bompai Road', 'Ring Road'],
      SENIORITY,
      JOB_TITLES.map(([title]) => title),
      JOB_TITLES.map(([, field]) => field),
    ],
  );
}

/** `count` applications by graduates to jobs (a few per graduate for some graduates), titles copied. */
export async function seedApplications(sql: pg.Client, count: number, graduates: number, jobs: number) {
  await sql.query(
    `insert into applications (job_id, graduate_id, job_title, company_name, created_at)
     select j.id, g.graduate_id, jobs.title, jobs.company_name, least(now(), jobs.created_at + interval '2 days')
       from generate_series(1, $1::int) b(n)
       join bench_graduates g on g.n = 1 + ${h('applicant')} % $2::int
       join bench_jobs j on j.n = 1 + ${h('applied-to')} % $3::int
       join jobs on jobs.id = j.id
     on conflict do nothing`,
    [count, graduates, jobs],
  );
}
