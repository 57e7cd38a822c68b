import type { SurveyStatusFilter } from '@tvet/contract';
import type { Database } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import type { SurveyRow } from './surveys.repository';
import type { Progress } from './surveys.serialize';

/*
 * A respondent's survey list (the graduate's /surveys, opened on every visit, issue 23): the published surveys
 * addressed to the caller's types, with their progress, one window, its total and the tab counts. Fixed texts
 * prepared once per connection (db/named-query.ts) instead of built by the query builder per request; the types
 * are bound as an array and the tab as `($3::text is null or ...)`, so one text serves every tab and page. Same rows
 * as listSurveys/countSurveys/countByStatus with openTo (surveys.repository.ts), whose admin lists still use them.
 */

const OPEN_TO = `s.state = 'published' and s.respondent_type = any($2::text[])`;
const PROGRESS = `left join survey_respondents r on r.survey_id = s.id and r.user_id = $1`;
const IN_TAB = `($3::text is null or ($3 = 'not-started' and r.status is null) or ($3 <> 'not-started' and r.status = $3))`;

/*
 * One statement (like the conversation list): a one-row count (the tab's total and the three tab counts) the
 * window is left-joined to, so a page past the end still answers the counts (one row whose survey columns are null).
 */
const PAGE_SQL = `select t.total, t."all", t.ongoing, t.completed, p.*
  from (
    select count(*) filter (where ${IN_TAB})::int as total, count(*)::int as "all",
      count(*) filter (where r.status = 'ongoing')::int as ongoing,
      count(*) filter (where r.status = 'completed')::int as completed
    from surveys s ${PROGRESS} where ${OPEN_TO}
  ) t
  left join lateral (
    select s.id, s.title, s.text, s.respondent_type as "respondentType", s.state, s.created_by as "createdBy",
      s.published_at as "publishedAt", s.created_at as "createdAt", s.updated_at as "updatedAt",
      (select count(*)::int from survey_questions q where q.survey_id = s.id) as "questionCount",
      r.status, r.current_question_id as "currentQuestionId", r.answered, cq."order" as "currentOrder"
    from surveys s
    ${PROGRESS}
    left join survey_questions cq on cq.id = r.current_question_id
    where ${OPEN_TO} and ${IN_TAB}
    order by s.created_at desc, s.id desc
    limit $4 offset $5
  ) p on true
  order by p."createdAt" desc, p.id desc`;

type ListedRow = SurveyRow & {
  total: number;
  all: number;
  ongoing: number;
  completed: number;
  questionCount: number;
  status: string | null;
  currentQuestionId: string | null;
  answered: number | null;
  currentOrder: number | null;
};

/** One window of the caller's survey list with its progress, the tab's total and the tab counts: one statement. */
export async function respondentSurveyPage(
  db: Database,
  userId: string,
  types: string[],
  status: SurveyStatusFilter | undefined,
  window: { limit: number; offset: number },
) {
  const rows = await namedQuery<ListedRow>(db, 'surveys_respondent_page_v1', PAGE_SQL, [
    userId,
    types,
    status ?? null,
    window.limit,
    window.offset,
  ]);
  const first = rows[0];
  const docs = rows
    .filter((row) => row.id !== null)
    .map(
      ({
        total: _total,
        all: _all,
        ongoing: _ongoing,
        completed: _completed,
        questionCount,
        status,
        currentQuestionId,
        answered,
        currentOrder,
        ...survey
      }) => ({
        survey: survey as SurveyRow,
        questionCount: Number(questionCount),
        progress: { status, currentQuestionId, currentOrder, answered: answered ?? 0 } as Progress,
      }),
    );
  return {
    docs,
    total: Number(first?.total ?? 0),
    counts: {
      all: Number(first?.all ?? 0),
      ongoing: Number(first?.ongoing ?? 0),
      completed: Number(first?.completed ?? 0),
    },
  };
}
