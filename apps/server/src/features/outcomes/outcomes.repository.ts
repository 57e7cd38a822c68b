import type { GroupDimension, IndicatorKey } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The outcome figures' SQL. Everything is counted in the database, in one statement per view: the roll (the
 * frame) by group, the respondents by group, the post-stratification weights, and each indicator's answers by
 * group and code with their summed weights. Rows never leave the database except as these counts (and the
 * administrators' microdata file). Answers are read from outcome_facts (one row per respondent and round, kept
 * by triggers; outcomes.table.ts), not from the answers table. Tables of the surveys, institutions and
 * programmes features are named in SQL, not imported.
 *
 * The unit is a graduation: a roll row held by a confirmed claim (roll_entries.graduate_id). A respondent is such
 * a graduate who completed a survey with tagged questions: their latest completed one, or each one when the
 * view is by survey round.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** One survey round: a survey to graduates (published or closed) with at least one tagged question. */
export interface SurveyRound {
  id: string;
  title: string;
}

/** The survey rounds, oldest first. */
export async function surveyRounds(db: Database): Promise<SurveyRound[]> {
  const result = await db.execute(sql`
    select s.id, s.title from surveys s
    where s.state <> 'draft' and s.respondent_type in ('graduate', 'all')
      and exists (select 1 from survey_questions q where q.survey_id = s.id and q.indicator is not null)
    order by s.published_at nulls last, s.id`);
  return rowsOf(result).map((row) => ({ id: String(row.id), title: String(row.title) }));
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

/** The indicator columns of outcome_facts: (indicator, code column, number column). */
const FACT_COLUMNS: [IndicatorKey, string, string | null][] = [
  ['employment_status', 'employment_status', null],
  ['months_to_first_job', 'months_to_first_job', 'months_value'],
  ['income_band', 'income_band', 'income_value'],
  ['relevance', 'relevance', null],
  ['sector', 'sector', null],
  ['job_satisfaction', 'job_satisfaction', null],
  ['work_state', 'work_state', null],
];

/**
 * Post-stratification weights, from two CTEs named `frame` (programme, sex: the roll of the view) and `units`
 * (stratum, programme, sex: its respondents; the stratum is the survey round when a view is by round, else '').
 * A cell's weight is (its share of the roll) / (its share of the respondents), within the programmes that have
 * respondents; a programme with a cell of the roll but no respondent in it is weighted as a whole (programme's
 * roll share / respondent share). Weights average 1 over the respondents of a stratum. Defines `w`
 * (stratum, programme, sex, weight) for cells with respondents. docs/decisions/0014-outcome-weighting.md
 */
export const WEIGHT_CTES = sql`
    cell_frame as (select programme, sex, count(*)::float8 as big_n from frame group by 1, 2),
    cell_resp as (select stratum, programme, sex, count(*)::float8 as n from units group by 1, 2, 3),
    grid as (
      select s.stratum, c.programme, c.sex, c.big_n, coalesce(r.n, 0) as n
      from (select distinct stratum from cell_resp) s
        cross join cell_frame c
        left join cell_resp r on r.stratum = s.stratum and r.programme = c.programme and r.sex = c.sex
    ),
    programme_cells as (
      select stratum, programme, sum(big_n) as big_n, sum(n) as n, bool_and(n > 0) as every_cell
      from grid group by 1, 2
    ),
    covered as (select stratum, sum(big_n) as big_n, sum(n) as n from programme_cells where n > 0 group by 1),
    w as (
      select g.stratum, g.programme, g.sex,
        (case when p.every_cell then g.big_n / g.n else p.big_n / p.n end) * (c.n / c.big_n) as weight
      from grid g
        join programme_cells p on p.stratum = g.stratum and p.programme = g.programme
        join covered c on c.stratum = g.stratum
      where g.n > 0
    )`;

/**
 * frame: the roll rows of the view with every dimension as a column. units: the respondents among them, one row
 * per graduation (and survey round), with their outcome facts. w: each sex × programme cell's weight (per round
 * when the view is by round) by post-stratification against the frame: (cell's share of the roll) / (its share of
 * the respondents); a programme with a cell of the roll but no respondent in it is weighted as a whole
 * (programme's roll share / respondent share); a programme with no respondent is left out of the shares.
 */
export function viewCtes(spec: ViewSpec, options: { after?: string; residence?: boolean } = {}): SQL {
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
  const byRound = spec.groupBy.includes('survey_round');
  const surveys = sql.param(spec.surveyIds);
  // One answer set per graduate: the latest completed round, unless each round is its own group.
  const respondents = byRound
    ? sql`select * from outcome_facts where completed_at is not null and survey_id = any(${surveys}::uuid[])`
    : sql`select distinct on (user_id) * from outcome_facts
          where completed_at is not null and survey_id = any(${surveys}::uuid[])
          order by user_id, completed_at desc, survey_id`;
  const needsResidence =
    options.residence || spec.residenceState !== undefined || spec.groupBy.includes('residence_state');
  const residence = needsResidence
    ? sql`(select split_part(coalesce(gu.address, ''), '|', 2) from users gu where gu.id = g.user_id)`
    : sql`''`;
  const residenceWhere = spec.residenceState ? sql`where residence_state = ${spec.residenceState}` : sql``;
  const after = options.after ? sql`where entry_id > ${options.after}::uuid` : sql``;
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
    joined as (
      select f.*, r.*, r.survey_id::text as survey_round, ${residence} as residence_state,
        ${byRound ? sql`r.survey_id::text` : sql`''`} as stratum
      from frame f
        join graduates g on g.id = f.graduate_id
        join resp r on r.user_id = g.user_id
    ),
    units as materialized (select * from joined ${residenceWhere}),
    ${WEIGHT_CTES},
    weighted as (
      select u.*, w.weight from units u
        join w on w.stratum = u.stratum and w.programme = u.programme and w.sex = u.sex
      ${after}
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

export interface AnswerCount {
  g1: string;
  g2: string;
  indicator: IndicatorKey;
  code: string | null;
  number: number | null;
  count: number;
  weighted: number;
}

export interface ViewCounts {
  frameByGroup: GroupCount[];
  respondentsByGroup: GroupCount[];
  answers: AnswerCount[];
}

/**
 * Everything a view needs, in one statement: the roll and the respondents by group, and every indicator's
 * answers by group and code with their count and summed weight.
 */
export async function viewCounts(db: Database, spec: ViewSpec): Promise<ViewCounts> {
  const [d1, d2] = spec.groupBy;
  const values = sql.join(
    FACT_COLUMNS.map(
      ([indicator, code, number]) =>
        sql`(${indicator}, u.${sql.identifier(code)}, ${number ? sql`u.${sql.identifier(number)}` : sql`null::numeric`})`,
    ),
    sql`, `,
  );
  const statement = sql`
    with ${viewCtes(spec)}
    select 'fg' as kind, ${keyOf(d1, 'frame')} as g1, ${keyOf(d2, 'frame')} as g2,
      ${labelOf(d1, 'frame')} as label1, ${labelOf(d2, 'frame')} as label2,
      null::text as indicator, null::text as code, null::numeric as number, count(*)::int as n, null::float8 as wsum
    from frame group by 2, 3
    union all
    select 'rg', ${keyOf(d1, 'units')}, ${keyOf(d2, 'units')}, ${labelOf(d1, 'units')}, ${labelOf(d2, 'units')},
      null, null, null, count(*)::int, null
    from units group by 2, 3
    union all
    select 'a', ${keyOf(d1, 'units')}, ${keyOf(d2, 'units')}, '', '', v.indicator, v.code, v.number,
      count(*)::int, sum(u.weight)::float8
    from weighted u cross join lateral (values ${values}) as v(indicator, code, number)
    where v.code is not null or v.number is not null
    group by 2, 3, 6, 7, 8`;
  // JIT compilation costs more than it saves here (80 ms to over a second on the benchmark's views).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });
  const counts: ViewCounts = { frameByGroup: [], respondentsByGroup: [], answers: [] };
  for (const row of rowsOf(result)) {
    const g1 = String(row.g1 ?? '');
    const g2 = String(row.g2 ?? '');
    if (row.kind === 'a') {
      counts.answers.push({
        g1,
        g2,
        indicator: row.indicator as IndicatorKey,
        code: row.code === null || row.code === undefined ? null : String(row.code),
        number: row.number === null || row.number === undefined ? null : Number(row.number),
        count: Number(row.n),
        weighted: Number(row.wsum),
      });
      continue;
    }
    const group = {
      g1,
      g2,
      label1: String(row.label1 ?? ''),
      label2: String(row.label2 ?? ''),
      count: Number(row.n),
    };
    if (row.kind === 'fg') counts.frameByGroup.push(group);
    else counts.respondentsByGroup.push(group);
  }
  return counts;
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
  sex: string;
  residenceState: string;
  /** Per indicator: the code, the number typed (months, income) or the text (state of work). */
  answers: Record<IndicatorKey, { code: string | null; number: number | null }>;
  weight: number;
}

/**
 * The microdata, a batch at a time in a stable order (roll row id, which says nothing about the person): each
 * respondent's group values, their answer to each indicator and their weight. No name, contact, NIN or matric
 * number is read.
 */
export async function microdataBatch(
  db: Database,
  spec: ViewSpec,
  after: string | null,
  limit: number,
): Promise<MicrodataRow[]> {
  const result = await db.execute(sql`
    with ${viewCtes({ ...spec, groupBy: [] }, { after: after ?? undefined, residence: true })}
    select * from weighted order by entry_id limit ${limit}`);
  return rowsOf(result).map((row) => {
    const answers = {} as MicrodataRow['answers'];
    for (const [indicator, code, number] of FACT_COLUMNS)
      answers[indicator] = {
        code: row[code] === null || row[code] === undefined ? null : String(row[code]),
        number: number && row[number] !== null && row[number] !== undefined ? Number(row[number]) : null,
      };
    return {
      entryId: String(row.entry_id),
      surveyId: String(row.survey_id),
      cohort: String(row.cohort),
      institution: String(row.institution_name ?? ''),
      institutionType: String(row.institution_type ?? ''),
      institutionState: String(row.institution_state ?? ''),
      programme: String(row.programme_name ?? ''),
      sex: String(row.sex ?? ''),
      residenceState: String(row.residence_state ?? ''),
      answers,
      weight: Number(row.weight),
    };
  });
}

/**
 * The data version: moved by every statement that changes what the figures read (triggers of migration 0014).
 * Figures cached under one version are those of the data at that version.
 */
export async function dataVersion(db: Database): Promise<string> {
  const [row] = rowsOf(await db.execute(sql`select last_value, is_called from outcome_data_version`));
  return `${row.last_value}:${row.is_called}`;
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
