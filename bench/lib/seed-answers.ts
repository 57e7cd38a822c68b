import type pg from 'pg';
import type { createSurvey } from '../../apps/server/src/seed/surveys.factory';
import { IMPROVEMENT_ANSWERS, JOB_ANSWERS } from './catalogue';
import { h, hash } from './seed-people';

export type CreatedSurvey = Awaited<ReturnType<typeof createSurvey>>;

export interface Question {
  id: string;
  sectionId: string;
  text: string;
  type: string;
  order: number;
  options: { _id: string; text: string }[];
}

export function questionsOf(created: CreatedSurvey): Question[] {
  return created.sections.flatMap(({ section, questions }) =>
    questions.map((question) => ({
      id: question.id,
      sectionId: section.id,
      text: question.text,
      type: question.type,
      order: question.order,
      options: question.options,
    })),
  );
}

/** Answers people would type into each free-text question of the tracer survey. */
export function textAnswersFor(question: Question): string[] {
  return /job title|trade|business/i.test(question.text) ? JOB_ANSWERS : IMPROVEMENT_ANSWERS;
}

/**
 * Stored answers for the graduates in `bench_graduates` that `which` selects (SQL over b.n and q."order"), with
 * an option of the question (or a typed text) and dates before `answeredBefore`. One statement.
 */
async function insertAnswers(
  sql: pg.Client,
  created: CreatedSurvey,
  which: string,
  params: unknown[],
  answeredBefore: Date,
) {
  const questions = questionsOf(created);
  const texts = Object.fromEntries(
    questions.filter((q) => q.type === 'text').map((q) => [q.id, textAnswersFor(q)]),
  );
  const result = await sql.query(
    `insert into survey_responses (survey_id, question_id, user_id, text, option_id, created_at, updated_at)
     select q.survey_id, q.id, b.user_id,
            case when q.type = 'text'
                 then ($2::jsonb -> q.id::text) ->> (${h('text')} % jsonb_array_length($2::jsonb -> q.id::text)) end,
            case when q.type <> 'text'
                 then q.options -> (${hash(`q.id::text || b.n`)} % jsonb_array_length(q.options)) ->> '_id' end,
            t.at, t.at
       from bench_graduates b
       join survey_questions q on q.survey_id = $1 and (${which})
       cross join lateral (
         select $3::timestamptz - make_interval(mins => ${h('answered')} % (90 * 24 * 60) + q."order") as at) t`,
    [created.survey.id, JSON.stringify(texts), answeredBefore, ...params],
  );
  return result.rowCount ?? 0;
}

/**
 * The survey being answered now: graduate n has answered its first `n mod (questions + 1)` questions (none, some,
 * or all), for graduates 1..`upTo`. Returns the number of answers stored.
 */
export function seedOngoingAnswers(sql: pg.Client, created: CreatedSurvey, upTo: number) {
  const count = questionsOf(created).length;
  return insertAnswers(
    sql,
    created,
    `b.n <= $4 and q."order" <= b.n % ($5::int + 1)`,
    [upTo, count],
    new Date(),
  );
}

/** How many answers `seedOngoingAnswers` stores for graduates 1..upTo. */
export function ongoingAnswerCount(upTo: number, questions: number) {
  let total = 0;
  for (let n = 1; n <= upTo; n++) total += n % (questions + 1);
  return total;
}

/** A closed earlier round: graduates from 1 upwards answered every question, until `take` answers are stored. */
export function seedPastAnswers(sql: pg.Client, created: CreatedSurvey, take: number, roundsAgo: number) {
  const count = questionsOf(created).length;
  const before = new Date(Date.now() - roundsAgo * 365 * 86_400_000);
  return insertAnswers(sql, created, `(b.n - 1) * $5::int + (q."order" - 1) < $4`, [take, count], before);
}

/** One `survey_respondents` row per person with answers: progress, last question, completed when all answered. */
export async function seedRespondents(sql: pg.Client, created: CreatedSurvey) {
  const result = await sql.query(
    `insert into survey_respondents (survey_id, user_id, status, current_question_id, answered, completed_at,
                                     created_at, updated_at)
     select r.survey_id, r.user_id, case when count(*) = $2 then 'completed' else 'ongoing' end,
            (array_agg(r.question_id order by q."order" desc))[1], count(*),
            case when count(*) = $2 then max(r.updated_at) end, min(r.created_at), max(r.updated_at)
       from survey_responses r
       join survey_questions q on q.id = r.question_id
      where r.survey_id = $1
      group by r.survey_id, r.user_id`,
    [created.survey.id, questionsOf(created).length],
  );
  return result.rowCount ?? 0;
}
