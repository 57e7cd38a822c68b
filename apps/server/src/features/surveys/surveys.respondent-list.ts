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

const ROWS_SQL = `select s.id, s.title, s.text, s.respondent_type as "respondentType", s.state, s.created_by as "createdBy",
    s.published_at as "publishedAt", s.created_at as "createdAt", s.updated_at as "updatedAt",
    (select count(*)::int from survey_questions q where q.survey_id = s.id) as "questionCount",
    r.status, r.current_question_id as "currentQuestionId", r.answered, cq."order" as "currentOrder"
  from surveys s
  ${PROGRESS}
  left join survey_questions cq on cq.id = r.current_question_id
  where ${OPEN_TO} and ${IN_TAB}
  order by s.created_at desc, s.id desc
  limit $4 offset $5`;
const TOTAL_SQL = `select count(*)::int as total from surveys s ${PROGRESS} where ${OPEN_TO} and ${IN_TAB}`;
const TABS_SQL = `select count(*)::int as "all", count(*) filter (where r.status = 'ongoing')::int as ongoing,
    count(*) filter (where r.status = 'completed')::int as completed
  from surveys s ${PROGRESS} where ${OPEN_TO}`;

type ListedRow = SurveyRow & {
  questionCount: number;
  status: string | null;
  currentQuestionId: string | null;
  answered: number | null;
  currentOrder: number | null;
};

export async function respondentSurveyRows(
  db: Database,
  userId: string,
  types: string[],
  status: SurveyStatusFilter | undefined,
  window: { limit: number; offset: number },
) {
  const rows = await namedQuery<ListedRow>(db, 'surveys_respondent_rows_v1', ROWS_SQL, [
    userId,
    types,
    status ?? null,
    window.limit,
    window.offset,
  ]);
  return rows.map(({ questionCount, status, currentQuestionId, answered, currentOrder, ...survey }) => ({
    survey: survey as SurveyRow,
    questionCount: Number(questionCount),
    progress: { status, currentQuestionId, currentOrder, answered: answered ?? 0 } as Progress,
  }));
}

export async function countRespondentSurveys(
  db: Database,
  userId: string,
  types: string[],
  status: SurveyStatusFilter | undefined,
): Promise<number> {
  const [row] = await namedQuery<{ total: number }>(db, 'surveys_respondent_total_v1', TOTAL_SQL, [
    userId,
    types,
    status ?? null,
  ]);
  return Number(row?.total ?? 0);
}

export async function respondentTabCounts(db: Database, userId: string, types: string[]) {
  const [row] = await namedQuery<{ all: number; ongoing: number; completed: number }>(
    db,
    'surveys_respondent_tabs_v1',
    TABS_SQL,
    [userId, types],
  );
  return {
    all: Number(row?.all ?? 0),
    ongoing: Number(row?.ongoing ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}
