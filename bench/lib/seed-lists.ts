import type pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { createSurvey } from '../../apps/server/src/seed/surveys.factory';
import { h } from './seed-people';

/**
 * What the other lists a graduate opens on every visit read (issue 15): surveys with respondents, and conversations
 * with messages, in bulk over `bench_graduates` and `bench_employers`. Deterministic, like the other seeds.
 */

/**
 * `count` surveys over the years (three in four for graduates or everyone, the rest for employers; the last
 * three of each kind still published, the others closed), each with 5 questions in 2 sections, and a respondent
 * row for `share` of the graduates on each survey they are asked, at some point of it (none of the questions is
 * tagged, so the outcome triggers stay out of the way). Returns the respondent rows written.
 */
export async function seedSurveys(handle: DatabaseHandle, sql: pg.Client, count: number, share: number) {
  const created: { id: string; graduates: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const graduates = i % 4 !== 3;
    const spec = await createSurvey(handle.db, {
      title: `${graduates ? 'Graduate' : 'Employer'} survey ${2026 - Math.floor((count - i) / 4)} #${i + 1}`,
      text: 'About your work and training',
      respondentType: graduates ? (i % 2 === 0 ? 'graduate' : 'all') : 'employer',
      state: i >= count - 6 ? 'published' : 'closed',
      sections: [
        {
          title: 'Work',
          questions: [
            {
              text: 'Main activity?',
              type: 'multiple_choice',
              options: ['Employed', 'Self-employed', 'Studying'],
            },
            { text: 'Job title?', type: 'text', required: false },
            { text: 'Months to first job?', type: 'objective', options: ['0-3', '4-6', '7-12', 'Over 12'] },
          ],
        },
        {
          title: 'Training',
          questions: [
            { text: 'Was it useful?', type: 'objective', options: ['Yes', 'No'] },
            { text: 'What would you change?', type: 'text', required: false },
          ],
        },
      ],
    });
    created.push({ id: spec.survey.id, graduates });
  }
  let rows = 0;
  for (const survey of created.filter((s) => s.graduates)) {
    const result = await sql.query(
      `insert into survey_respondents (survey_id, user_id, status, current_question_id, answered, completed_at,
                                       created_at, updated_at)
       select $1, b.user_id, case when a.answered = 5 then 'completed' else 'ongoing' end, q.id, a.answered,
              case when a.answered = 5 then now() - interval '30 days' end,
              now() - interval '60 days', now() - make_interval(mins => ${h('touched')} % 80000)
         from bench_graduates b
         cross join lateral (select 1 + ${h(`answered-${survey.id}`)} % 5 as answered) a
         join survey_questions q on q.survey_id = $1 and q."order" = a.answered
        where ${h(`respondent-${survey.id}`)} % 1000 < $2::int`,
      [survey.id, Math.round(share * 1000)],
    );
    rows += result.rowCount ?? 0;
  }
  return rows;
}

/**
 * `count` conversations between a graduate and an employer (two in three) or two graduates, with `messages`
 * messages spread over them (a few conversations long, most short), each conversation's last message on its
 * row, and each member's read mark somewhere in it. Returns the numbers written.
 */
export async function seedConversations(
  sql: pg.Client,
  count: number,
  messages: number,
  graduates: number,
  employers: number,
) {
  await sql.query(
    `create unlogged table bench_conversations (n int primary key, id uuid not null, a uuid not null, b uuid not null)`,
  );
  await sql.query(
    `insert into bench_conversations
     select c.n, gen_random_uuid(), g.user_id,
            case when ${h('with-employer', 'c.n')} % 3 < 2 then e.user_id else g2.user_id end
       from generate_series(1, $1::int) c(n)
       join bench_graduates g on g.n = 1 + ${h('graduate', 'c.n')} % $2::int
       join bench_graduates g2 on g2.n = 1 + ${h('other', 'c.n')} % $2::int
       join bench_employers e on e.n = 1 + ${h('employer', 'c.n')} % $3::int
      where g.user_id <> g2.user_id or ${h('with-employer', 'c.n')} % 3 < 2`,
    [count, graduates, employers],
  );
  // One conversation per member pair: the app's key is a hash of the sorted member ids.
  await sql.query(
    `delete from bench_conversations c using bench_conversations d
      where least(c.a, c.b) = least(d.a, d.b) and greatest(c.a, c.b) = greatest(d.a, d.b) and c.n > d.n`,
  );
  await sql.query(
    `insert into conversations (id, created_by, member_key, member_count, last_message_at, created_at, updated_at)
     select c.id, c.a, encode(sha256(convert_to(least(c.a, c.b)::text || ',' || greatest(c.a, c.b)::text, 'UTF8')), 'hex'),
            2, now() - interval '400 days', now() - interval '400 days', now() - interval '400 days'
       from bench_conversations c`,
  );
  await sql.query(
    `insert into conversation_members (conversation_id, user_id, has_written, created_at)
     select c.id, m.user_id, true, now() - interval '400 days'
       from bench_conversations c cross join lateral (values (c.a), (c.b)) m(user_id)`,
  );
  const [{ total }] = (
    await sql.query<{ total: number }>('select count(*)::int as total from bench_conversations')
  ).rows;
  // Message m goes to conversation 1 + (skewed draw) so that a few conversations are long; sender alternates.
  await sql.query(
    `insert into messages (conversation_id, sender_id, client_id, text, created_at, updated_at)
     select c.id, case when m.n % 2 = 0 then c.a else c.b end, 'bench-' || m.n,
            'Good day, is the position still open? I finished my ND in electrical installation last year.',
            t.at, t.at
       from generate_series(1, $1::int) m(n)
       cross join lateral (select 1 + (power((${h('conversation', 'm.n')} % 1000000) / 1000000.0, 2) * $2::int)::int % $2::int as k) k
       join (select row_number() over (order by n)::int as k, id, a, b from bench_conversations) c on c.k = k.k
       cross join lateral (select now() - make_interval(mins => ${h('sent', 'm.n')} % 500000) as at) t`,
    [messages, total],
  );
  await sql.query(
    `update conversations c set last_message_id = l.id, last_message_at = l.created_at
       from (select distinct on (conversation_id) conversation_id, id, created_at from messages
              order by conversation_id, created_at desc, id desc) l
      where l.conversation_id = c.id`,
  );
  // Each member has read up to some point: most of their conversation, not all of it.
  await sql.query(
    `update conversation_members m set last_read_at = c.last_message_at - make_interval(mins => ${h('read', 'hashtext(m.user_id::text)::text || m.conversation_id::text')} % 20000)
       from conversations c where c.id = m.conversation_id`,
  );
  return { conversations: total, messages };
}
