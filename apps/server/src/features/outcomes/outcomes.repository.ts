import type { GroupDimension, IndicatorKey } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The outcome figures' SQL. Everything is counted in the database: the roll (the frame) by group and by
 * sex × programme cell, the respondents the same way, and the tagged answers by group, indicator and code with
 * their summed weights. Rows never leave the database except as these counts (and the administrators'
 * microdata file). The tables read here belong to the surveys, institutions and programmes features; they are
 * named in SQL, not imported.
 *
 * The unit is a graduation: a roll row held by a confirmed claim (roll_entries.graduate_id). A respondent is such
 * a graduate who completed a survey with tagged questions: their latest completed one, or each one when the
 * view is by survey round.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** One survey round: a survey to graduates with tagged questions, and those questions. */
export interface TaggedQuestion {
  id: string;
  surveyId: string;
  type: string;
  indicator: IndicatorKey;
  options: { _id: string; text: string; code?: string }[];
}
export interface SurveyRound {
  id: string;
  title: string;
}

/** Surveys to graduates (published or closed) with at least one tagged question, and those questions. */
export async function taggedQuestions(
  db: Database,
): Promise<{ rounds: SurveyRound[]; questions: TaggedQuestion[] }> {
  const result = await db.execute(sql`
    select q.id, q.survey_id, q.type, q.indicator, q.options, s.title, s.published_at
    from survey_questions q join surveys s on s.id = q.survey_id
    where q.indicator is not null and s.state <> 'draft' and s.respondent_type in ('graduate', 'all')
    order by s.published_at nulls last, s.id, q."order"`);
  const rounds = new Map<string, SurveyRound>();
  const questions: TaggedQuestion[] = [];
  for (const row of rowsOf(result)) {
    const surveyId = String(row.survey_id);
    rounds.set(surveyId, { id: surveyId, title: String(row.title) });
    questions.push({
      id: String(row.id),
      surveyId,
      type: String(row.type),
      indicator: row.indicator as IndicatorKey,
      options: (typeof row.options === 'string'
        ? JSON.parse(row.options)
        : row.options) as TaggedQuestion['options'],
    });
  }
  return { rounds: [...rounds.values()], questions };
}

/** What a view counts: its filters (already checked) and up to two grouping dimensions. */
export interface ViewSpec {
  groupBy: GroupDimension[];
  /** The survey rounds counted (tagged surveys, or the one asked for). */
  surveyIds: string[];
  programme?: string;
  /** Lower-cased programme names (the national comparison of an institution's programmes). */
  programmes?: string[];
  /** institutions.id (profile id). */
  institutionId?: string;
  institutionType?: string;
  institutionState?: string;
  residenceState?: string;
  sex?: string;
  cohortFrom?: number;
  cohortTo?: number;
}

/** Group dimensions the roll carries (the rest are '' in the frame's counts). */
const FRAME_DIMENSIONS: readonly GroupDimension[] = [
  'programme',
  'institution',
  'institution_type',
  'institution_state',
  'sex',
  'cohort',
];
/** The readable name of a group value, where the value itself is an id or a lower-cased name. */
const LABEL_COLUMN: Partial<Record<GroupDimension, string>> = {
  programme: 'programme_name',
  institution: 'institution_name',
};

/**
 * frame: the roll rows of the view with every dimension as a column; units: the respondents among them, one row
 * per graduation (and survey round), with their survey and state of residence.
 */
function viewCtes(spec: ViewSpec, extraFrameFilter?: SQL): SQL {
  const frameWhere: SQL[] = [sql`true`];
  if (spec.programme) frameWhere.push(sql`lower(p.name) = lower(${spec.programme})`);
  if (spec.programmes) frameWhere.push(sql`lower(p.name) = any(${sql.param(spec.programmes)}::text[])`);
  if (spec.institutionId) frameWhere.push(sql`re.institution_id = ${spec.institutionId}::uuid`);
  if (spec.institutionType) frameWhere.push(sql`i.institution_type = ${spec.institutionType}`);
  if (spec.institutionState)
    frameWhere.push(sql`split_part(coalesce(iu.address, ''), '|', 2) = ${spec.institutionState}`);
  if (spec.sex) frameWhere.push(sql`re.sex = ${spec.sex}`);
  if (spec.cohortFrom !== undefined) frameWhere.push(sql`re.graduation_year >= ${spec.cohortFrom}`);
  if (spec.cohortTo !== undefined) frameWhere.push(sql`re.graduation_year <= ${spec.cohortTo}`);
  if (extraFrameFilter) frameWhere.push(extraFrameFilter);
  const byRound = spec.groupBy.includes('survey_round');
  // One answer set per graduate: the latest completed round, unless each round is its own group.
  const respondents = byRound
    ? sql`select sr.user_id, sr.survey_id from survey_respondents sr
          where sr.status = 'completed' and sr.survey_id = any(${sql.param(spec.surveyIds)}::uuid[])`
    : sql`select distinct on (sr.user_id) sr.user_id, sr.survey_id from survey_respondents sr
          where sr.status = 'completed' and sr.survey_id = any(${sql.param(spec.surveyIds)}::uuid[])
          order by sr.user_id, sr.completed_at desc nulls last, sr.survey_id`;
  const residence = spec.residenceState
    ? sql`split_part(coalesce(gu.address, ''), '|', 2) = ${spec.residenceState}`
    : sql`true`;
  return sql`
    frame as materialized (
      select re.id as entry_id, re.graduate_id,
        lower(p.name) as programme, p.name as programme_name,
        i.id::text as institution, iu.name as institution_name,
        coalesce(i.institution_type, '') as institution_type,
        split_part(coalesce(iu.address, ''), '|', 2) as institution_state,
        re.sex, re.graduation_year::text as cohort
      from roll_entries re
        join programmes p on p.id = re.programme_id
        join institutions i on i.id = re.institution_id
        join users iu on iu.id = i.user_id
      where ${sql.join(frameWhere, sql` and `)}
    ),
    resp as (${respondents}),
    units as materialized (
      select f.*, g.user_id, resp.survey_id, resp.survey_id::text as survey_round,
        split_part(coalesce(gu.address, ''), '|', 2) as residence_state
      from frame f
        join graduates g on g.id = f.graduate_id
        join resp on resp.user_id = g.user_id
        join users gu on gu.id = g.user_id
      where ${residence}
    )`;
}

const keyOf = (dimension: GroupDimension | undefined, source: 'frame' | 'units') => {
  if (!dimension) return sql`''`;
  if (source === 'frame' && !FRAME_DIMENSIONS.includes(dimension)) return sql`''`;
  return sql.identifier(dimension);
};
const labelOf = (dimension: GroupDimension | undefined, source: 'frame' | 'units') => {
  if (!dimension) return sql`''`;
  if (source === 'frame' && !FRAME_DIMENSIONS.includes(dimension)) return sql`''`;
  return sql`min(${sql.identifier(LABEL_COLUMN[dimension] ?? dimension)})`;
};

export interface GroupCount {
  g1: string;
  g2: string;
  label1: string;
  label2: string;
  count: number;
}
export interface CellCount {
  programme: string;
  sex: string;
  count: number;
}
export interface ViewCounts {
  frameByGroup: GroupCount[];
  respondentsByGroup: GroupCount[];
  frameByCell: CellCount[];
  respondentsByCell: CellCount[];
}

/** The roll and the respondents, by group and by sex × programme cell (the weights' table), in one statement. */
export async function viewCounts(db: Database, spec: ViewSpec): Promise<ViewCounts> {
  const [d1, d2] = spec.groupBy;
  const result = await db.execute(sql`
    with ${viewCtes(spec)}
    select 'fg' as kind, ${keyOf(d1, 'frame')} as g1, ${keyOf(d2, 'frame')} as g2,
      ${labelOf(d1, 'frame')} as label1, ${labelOf(d2, 'frame')} as label2, count(*)::int as n
    from frame group by 2, 3
    union all
    select 'rg', ${keyOf(d1, 'units')}, ${keyOf(d2, 'units')}, ${labelOf(d1, 'units')}, ${labelOf(d2, 'units')},
      count(*)::int
    from units group by 2, 3
    union all
    select 'fc', programme, sex, '', '', count(*)::int from frame group by 2, 3
    union all
    select 'rc', programme, sex, '', '', count(*)::int from units group by 2, 3`);
  const counts: ViewCounts = {
    frameByGroup: [],
    respondentsByGroup: [],
    frameByCell: [],
    respondentsByCell: [],
  };
  for (const row of rowsOf(result)) {
    const group = {
      g1: String(row.g1 ?? ''),
      g2: String(row.g2 ?? ''),
      label1: String(row.label1 ?? ''),
      label2: String(row.label2 ?? ''),
      count: Number(row.n),
    };
    if (row.kind === 'fg') counts.frameByGroup.push(group);
    else if (row.kind === 'rg') counts.respondentsByGroup.push(group);
    else {
      const cell = { programme: group.g1, sex: group.g2, count: group.count };
      if (row.kind === 'fc') counts.frameByCell.push(cell);
      else counts.respondentsByCell.push(cell);
    }
  }
  return counts;
}

/** The option -> code map of every tagged question, and the tagged text questions, as parameter arrays. */
export interface AnswerKey {
  optionQuestion: string[];
  optionId: string[];
  optionIndicator: string[];
  optionCode: string[];
  textQuestion: string[];
  textIndicator: string[];
}

export function answerKey(questions: readonly TaggedQuestion[]): AnswerKey {
  const key: AnswerKey = {
    optionQuestion: [],
    optionId: [],
    optionIndicator: [],
    optionCode: [],
    textQuestion: [],
    textIndicator: [],
  };
  for (const question of questions) {
    if (question.type === 'text') {
      key.textQuestion.push(question.id);
      key.textIndicator.push(question.indicator);
      continue;
    }
    for (const option of question.options) {
      if (!option.code) continue;
      key.optionQuestion.push(question.id);
      key.optionId.push(option._id);
      key.optionIndicator.push(question.indicator);
      key.optionCode.push(option.code);
    }
  }
  return key;
}

export interface AnswerCount {
  g1: string;
  g2: string;
  indicator: IndicatorKey;
  code: string | null;
  number: number | null;
  count: number;
  weighted: number;
}

/** A number typed into a text answer (spaces, commas and ₦ ignored), or null. */
const NUMBER_OF_TEXT = sql`case when regexp_replace(r.text, '[[:space:],₦]', '', 'g') ~ '^[0-9]{1,12}([.][0-9]+)?$'
  then regexp_replace(r.text, '[[:space:],₦]', '', 'g')::numeric end`;

/**
 * Tagged answers of the view's respondents by group, indicator and code: how many, and their summed weights
 * (the weights of their sex × programme cells, given as arrays). Text answers come back as a number (months,
 * naira) or as the lower-cased text (state of work) for the service to read.
 */
export async function answerCounts(
  db: Database,
  spec: ViewSpec,
  key: AnswerKey,
  weights: { programme: string[]; sex: string[]; weight: number[] },
): Promise<AnswerCount[]> {
  const [d1, d2] = spec.groupBy;
  const g1 = keyOf(d1, 'units');
  const g2 = keyOf(d2, 'units');
  const result = await db.execute(sql`
    with ${viewCtes(spec)},
    w as (
      select * from unnest(${sql.param(weights.programme)}::text[], ${sql.param(weights.sex)}::text[],
        ${sql.param(weights.weight)}::float8[]) as w(programme, sex, weight)
    ),
    m as (
      select * from unnest(${sql.param(key.optionQuestion)}::uuid[], ${sql.param(key.optionId)}::text[],
        ${sql.param(key.optionIndicator)}::text[], ${sql.param(key.optionCode)}::text[])
        as m(question_id, option_id, indicator, code)
    ),
    t as (
      select * from unnest(${sql.param(key.textQuestion)}::uuid[], ${sql.param(key.textIndicator)}::text[])
        as t(question_id, indicator)
    ),
    weighted as (
      select u.*, coalesce(w.weight, 1) as weight from units u left join w on w.programme = u.programme and w.sex = u.sex
    )
    select ${g1} as g1, ${g2} as g2, m.indicator, m.code, null::numeric as number,
      count(*)::int as n, sum(u.weight)::float8 as wsum
    from weighted u
      join survey_responses r on r.survey_id = u.survey_id and r.user_id = u.user_id
      join m on m.question_id = r.question_id and m.option_id = r.option_id
    group by 1, 2, 3, 4
    union all
    select ${g1}, ${g2}, t.indicator,
      case when t.indicator = 'work_state' then lower(btrim(r.text)) end,
      case when t.indicator <> 'work_state' then ${NUMBER_OF_TEXT} end,
      count(*)::int, sum(u.weight)::float8
    from weighted u
      join survey_responses r on r.survey_id = u.survey_id and r.user_id = u.user_id
      join t on t.question_id = r.question_id
    where r.text is not null
    group by 1, 2, 3, 4, 5`);
  return rowsOf(result).map((row) => ({
    g1: String(row.g1 ?? ''),
    g2: String(row.g2 ?? ''),
    indicator: row.indicator as IndicatorKey,
    code: row.code === null || row.code === undefined ? null : String(row.code),
    number: row.number === null || row.number === undefined ? null : Number(row.number),
    count: Number(row.n),
    weighted: Number(row.wsum),
  }));
}

/** One respondent's row of the microdata file, before the service reads its text answers. */
export interface MicrodataRow {
  entryId: string;
  surveyId: string;
  cohort: string;
  institution: string;
  institutionType: string;
  institutionState: string;
  programme: string;
  programmeKey: string;
  sex: string;
  residenceState: string;
  answers: Record<string, { code: string | null; text: string | null }>;
}

/**
 * The microdata, a batch at a time in a stable order (roll row id, which says nothing about the person): each
 * respondent's group values and their answer to each indicator. No name, contact, NIN or matric number is read.
 */
export async function microdataBatch(
  db: Database,
  spec: ViewSpec,
  key: AnswerKey,
  after: string | null,
  limit: number,
): Promise<MicrodataRow[]> {
  const result = await db.execute(sql`
    with ${viewCtes(spec, after ? sql`re.id > ${after}::uuid` : undefined)},
    page as (select * from units order by entry_id, survey_id limit ${limit}),
    m as (
      select * from unnest(${sql.param(key.optionQuestion)}::uuid[], ${sql.param(key.optionId)}::text[],
        ${sql.param(key.optionIndicator)}::text[], ${sql.param(key.optionCode)}::text[])
        as m(question_id, option_id, indicator, code)
    ),
    t as (
      select * from unnest(${sql.param(key.textQuestion)}::uuid[], ${sql.param(key.textIndicator)}::text[])
        as t(question_id, indicator)
    ),
    answers as (
      select r.user_id, r.survey_id, m.indicator, m.code, null::text as text
      from page u join survey_responses r on r.survey_id = u.survey_id and r.user_id = u.user_id
        join m on m.question_id = r.question_id and m.option_id = r.option_id
      union all
      select r.user_id, r.survey_id, t.indicator, null, r.text
      from page u join survey_responses r on r.survey_id = u.survey_id and r.user_id = u.user_id
        join t on t.question_id = r.question_id
    )
    select u.entry_id, u.survey_id, u.cohort, u.institution_name, u.institution_type, u.institution_state,
      u.programme_name, u.programme, u.sex, u.residence_state,
      coalesce(jsonb_object_agg(a.indicator, jsonb_build_object('code', a.code, 'text', a.text))
        filter (where a.indicator is not null), '{}'::jsonb) as answers
    from page u left join answers a on a.user_id = u.user_id and a.survey_id = u.survey_id
    group by u.entry_id, u.survey_id, u.cohort, u.institution_name, u.institution_type, u.institution_state,
      u.programme_name, u.programme, u.sex, u.residence_state
    order by u.entry_id, u.survey_id`);
  return rowsOf(result).map((row) => ({
    entryId: String(row.entry_id),
    surveyId: String(row.survey_id),
    cohort: String(row.cohort),
    institution: String(row.institution_name ?? ''),
    institutionType: String(row.institution_type ?? ''),
    institutionState: String(row.institution_state ?? ''),
    programme: String(row.programme_name ?? ''),
    programmeKey: String(row.programme ?? ''),
    sex: String(row.sex ?? ''),
    residenceState: String(row.residence_state ?? ''),
    answers: (typeof row.answers === 'string'
      ? JSON.parse(row.answers)
      : row.answers) as MicrodataRow['answers'],
  }));
}

/** An institution's profile id and name, by its profile or account id. */
export async function findInstitution(
  db: Database,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const result = await db.execute(sql`
    select i.id, u.name from institutions i join users u on u.id = i.user_id
    where i.id = ${id}::uuid or i.user_id = ${id}::uuid limit 1`);
  const [row] = rowsOf(result);
  return row ? { id: String(row.id), name: String(row.name) } : null;
}

/** The lower-cased names of an institution's programmes (its national comparison covers these). */
export async function programmeNamesOf(db: Database, institutionId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct lower(name) as name from programmes where institution_id = ${institutionId}::uuid`);
  return rowsOf(result).map((row) => String(row.name));
}
