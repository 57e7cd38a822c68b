import {
  DIMENSIONS_WITHOUT_FRAME,
  type GroupDimension,
  INDICATOR_KEYS,
  type IndicatorKey,
  OUTCOME_WAVES,
} from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { responseLanguageOf } from '../surveys';

/*
 * The outcome figures' SQL. Everything is counted in the database, in one statement per view: the roll (the
 * frame) by group, the respondents by group, the post-stratification weights, and each indicator's answers by
 * group and code with their summed weights. Rows never leave the database except as these counts (and the
 * administrators' microdata file). The statements read counts the database keeps up to date by triggers
 * (migration 0020, outcomes.table.ts): the roll counted per institution × programme × sex × cohort (a cell),
 * and the respondents and their answers counted per cell and code; only the views by state of residence and the
 * microdata read each respondent's row (outcome_units). Tables of the surveys, institutions and programmes
 * features are named in SQL, not imported.
 *
 * The unit is a graduation: a roll row held by a confirmed claim (roll_entries.graduate_id). A respondent is such
 * a graduate who completed a survey with tagged questions: their latest completed one, or each one when the
 * view is by survey round.
 */

type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** One survey round: a survey to graduates (published or closed) with at least one tagged question. */
export interface SurveyRound {
  id: string;
  title: string;
}

/**
 * The survey rounds, oldest first. The same rule decides which rounds outcome_units holds (migration 0020,
 * outcome_units_refresh): change both together.
 */
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
  /** The language the answers were given in (issue 29). */
  responseLanguage?: string;
  sex?: string;
  cohortFrom?: number;
  cohortTo?: number;
  /** The tracer wave (months after graduation; issue 26). */
  wave?: number;
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

/** The number column beside an indicator's code column in outcome_facts and outcome_units, where it has one. */
const NUMBER_COLUMN: Partial<Record<IndicatorKey, string>> = {
  months_to_first_job: 'months_value',
  income_band: 'income_value',
};
/**
 * The indicator columns of outcome_facts, from the contract's one list of indicators: (indicator, code column,
 * number column). The code column bears the indicator's name (outcomes.table.ts, outcomes.sql).
 */
export const FACT_COLUMNS: [IndicatorKey, string, string | null][] = INDICATOR_KEYS.map((key) => [
  key,
  key,
  NUMBER_COLUMN[key] ?? null,
]);
/** The indicator columns units carry, as `u.<column>`, in the order above. */
const UNIT_COLUMNS = sql.join(
  FACT_COLUMNS.flatMap(([, code, number]) => (number ? [code, number] : [code])).map(
    (column) => sql`u.${sql.identifier(column)}`,
  ),
  sql`, `,
);

/**
 * Post-stratification weights, from two CTEs named `frame` (programme, sex, graduates: the roll of the view, one
 * row per cell or per graduate) and `units` (stratum, programme, sex, respondents: its respondents; the stratum is
 * the survey round when a view is by round, else ''). A cell's weight is (its share of the roll) / (its share of
 * the respondents), within the programmes that have respondents; a programme with a cell of the roll but no
 * respondent in it is weighted as a whole (programme's roll share / respondent share). Weights average 1 over the
 * respondents of a stratum. Defines `w` (stratum, programme, sex, weight) for cells with respondents.
 * docs/decisions/0014-outcome-weighting.md
 */
export const WEIGHT_CTES = sql`
    cell_frame as (select programme, sex, sum(graduates)::float8 as big_n from frame group by 1, 2),
    cell_resp as (
      select stratum, programme, sex, sum(respondents)::float8 as n from units group by 1, 2, 3
    ),
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
 * What a view counts from the tables the database keeps (migration 0020): `scope` 'latest' holds each graduate's
 * latest completed round, a survey id that round alone. Several rounds without grouping by round are always
 * every round (the service's specOf), hence 'latest'; one round is that round, whether asked for or the only one.
 */
function scopesOf(spec: ViewSpec) {
  const byRound = spec.groupBy.includes('survey_round');
  const byWave = spec.groupBy.includes('wave');
  if (byWave || spec.wave !== undefined) {
    // Each wave's answers are kept under '<round>@<wave>' ('-': outside any wave), every wave of a graduate apart.
    const waves = spec.wave !== undefined ? [String(spec.wave)] : [...OUTCOME_WAVES.map(String), '-'];
    const scopes = spec.surveyIds.flatMap((id) => waves.map((wave) => `${id}@${wave}`));
    const part =
      byRound && byWave
        ? sql`u.scope`
        : byRound
          ? sql`split_part(u.scope, '@', 1)`
          : byWave
            ? sql`split_part(u.scope, '@', 2)`
            : sql`''`;
    return { byRound, stratum: part, scopes: sql.param(scopes) };
  }
  const scopes = byRound || spec.surveyIds.length <= 1 ? spec.surveyIds : ['latest'];
  return { byRound, stratum: byRound ? sql`u.scope` : sql`''`, scopes: sql.param(scopes) };
}

/** The view's roll, one row per institution × programme × sex × cohort (`cell_id`) with its graduates. */
function frameCte(spec: ViewSpec): SQL {
  const where: SQL[] = [sql`c.graduates > 0`];
  if (spec.programme) where.push(sql`lower(p.name) = lower(${spec.programme})`);
  if (spec.programmes) where.push(sql`lower(p.name) = any(${sql.param(spec.programmes)}::text[])`);
  if (spec.institutionId) where.push(sql`c.institution_id = ${spec.institutionId}::uuid`);
  if (spec.institutionType) where.push(sql`i.institution_type = ${spec.institutionType}`);
  if (spec.institutionState)
    where.push(sql`split_part(coalesce(iu.address, ''), '|', 2) = ${spec.institutionState}`);
  if (spec.sex) where.push(sql`c.sex = ${spec.sex}`);
  if (spec.cohortFrom !== undefined) where.push(sql`c.graduation_year >= ${spec.cohortFrom}`);
  if (spec.cohortTo !== undefined) where.push(sql`c.graduation_year <= ${spec.cohortTo}`);
  return sql`
    frame as materialized (
      select c.cell_id, lower(p.name) as programme, p.name as programme_name,
        i.id::text as institution, iu.name as institution_name,
        coalesce(i.institution_type, '') as institution_type,
        split_part(coalesce(iu.address, ''), '|', 2) as institution_state,
        c.sex, c.graduation_year::text as cohort, c.graduates
      from outcome_frame_cells c
        join programmes p on p.id = c.programme_id
        join institutions i on i.id = c.institution_id
        join users iu on iu.id = i.user_id
      where ${sql.join(where, sql` and `)}
    )`;
}

/**
 * The views that need each respondent's row (by or filtered by state of residence, which the counted cells do not
 * carry; the microdata): frame, units (one row per graduation and round, with their facts and their cell's
 * dimensions), w, and `weighted` (units with their weight).
 */
export function respondentCtes(spec: ViewSpec, options: { after?: string } = {}): SQL {
  const { stratum, scopes } = scopesOf(spec);
  const unitWhere: SQL[] = [];
  if (spec.residenceState) unitWhere.push(sql`residence_state = ${spec.residenceState}`);
  if (spec.responseLanguage) unitWhere.push(sql`response_language = ${spec.responseLanguage}`);
  const residenceWhere = unitWhere.length ? sql`where ${sql.join(unitWhere, sql` and `)}` : sql``;
  const after = options.after ? sql`where entry_id > ${options.after}::uuid` : sql``;
  return sql`
    ${frameCte(spec)},
    unit_rows as (
      select f.*, u.entry_id, u.survey_id, split_part(u.scope, '@', 1) as survey_round, ${stratum} as stratum,
        coalesce(u.wave::text, '') as wave, coalesce(u.mode, '') as mode,
        split_part(coalesce(gu.address, ''), '|', 2) as residence_state,
        ${responseLanguageOf('u')} as response_language,
        ${UNIT_COLUMNS}, 1 as respondents
      from outcome_units u
        join frame f on f.cell_id = u.cell_id
        -- Joined rather than looked up per respondent: one pass over the accounts instead of 60,000 index reads.
        left join users gu on gu.id = u.user_id
      where u.scope = any(${scopes}::text[])
    ),
    units as materialized (select * from unit_rows ${residenceWhere}),
    ${WEIGHT_CTES},
    weighted as (
      select u.*, w.weight from units u
        join w on w.stratum = u.stratum and w.programme = u.programme and w.sex = u.sex
      ${after}
    )`;
}

const keyOf = (dimension: GroupDimension | undefined, source: 'frame' | 'units', table?: string) => {
  if (!dimension) return sql`''`;
  if (source === 'frame' && !FRAME_DIMENSIONS.includes(dimension)) return sql`''`;
  return table ? sql`${sql.identifier(table)}.${sql.identifier(dimension)}` : sql.identifier(dimension);
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
 * A view of the counted cells (outcome_cells): the frame's cells, the respondents' cells (indicator ''), their
 * weights, then each indicator's codes by cell, grouped. Thousands of cells and a few hundred thousand code counts
 * at 100,000 graduates, where the respondents themselves are read only by the views by residence.
 */
function cellsStatement(spec: ViewSpec): SQL {
  const [d1, d2] = spec.groupBy;
  const { byRound, scopes } = scopesOf(spec);
  return sql`
    with ${frameCte(spec)},
    units as materialized (
      select f.*, r.scope as survey_round, ${byRound ? sql`r.scope` : sql`''`} as stratum, r.respondents
      from outcome_cells r join frame f on f.cell_id = r.cell_id
      where r.scope = any(${scopes}::text[]) and r.indicator = '' and r.respondents > 0
    ),
    ${WEIGHT_CTES},
    unit_weights as materialized (
      select u.cell_id, u.survey_round, ${keyOf(d1, 'units', 'u')} as g1, ${keyOf(d2, 'units', 'u')} as g2, w.weight
      from units u join w on w.stratum = u.stratum and w.programme = u.programme and w.sex = u.sex
    )
    select 'fg' as kind, ${keyOf(d1, 'frame')} as g1, ${keyOf(d2, 'frame')} as g2,
      ${labelOf(d1, 'frame')} as label1, ${labelOf(d2, 'frame')} as label2,
      null::text as indicator, null::text as code, null::numeric as number, sum(graduates)::int as n,
      null::float8 as wsum
    from frame group by 2, 3
    union all
    select 'rg', ${keyOf(d1, 'units')}, ${keyOf(d2, 'units')}, ${labelOf(d1, 'units')}, ${labelOf(d2, 'units')},
      null, null, null, sum(respondents)::int, null
    from units group by 2, 3
    union all
    select 'a', u.g1, u.g2, '', '', c.indicator, c.code, c.number, sum(c.respondents)::int,
      sum(c.respondents * u.weight)::float8
    from outcome_cells c join unit_weights u on u.cell_id = c.cell_id and u.survey_round = c.scope
    where c.scope = any(${scopes}::text[]) and c.indicator <> '' and c.respondents > 0
    group by 2, 3, 6, 7, 8`;
}

/** A view of each respondent's row (by or filtered by state of residence): the answers unpivoted per respondent. */
function respondentsStatement(spec: ViewSpec): SQL {
  const [d1, d2] = spec.groupBy;
  const values = sql.join(
    FACT_COLUMNS.map(
      ([indicator, code, number]) =>
        sql`(${indicator}, u.${sql.identifier(code)}, ${number ? sql`u.${sql.identifier(number)}` : sql`null::numeric`})`,
    ),
    sql`, `,
  );
  return sql`
    with ${respondentCtes(spec)}
    select 'fg' as kind, ${keyOf(d1, 'frame')} as g1, ${keyOf(d2, 'frame')} as g2,
      ${labelOf(d1, 'frame')} as label1, ${labelOf(d2, 'frame')} as label2,
      null::text as indicator, null::text as code, null::numeric as number, sum(graduates)::int as n,
      null::float8 as wsum
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
}

/** Whether a view needs each respondent's row: the counted cells carry no state of residence. */
const needsRespondents = (spec: ViewSpec) =>
  spec.residenceState !== undefined ||
  spec.wave !== undefined ||
  spec.responseLanguage !== undefined ||
  spec.groupBy.some((dimension) => DIMENSIONS_WITHOUT_FRAME.includes(dimension));

/**
 * Everything a view needs, in one statement: the roll and the respondents by group, and every indicator's
 * answers by group and code with their count and summed weight.
 */
export async function viewCounts(db: Database, spec: ViewSpec): Promise<ViewCounts> {
  const statement = needsRespondents(spec) ? respondentsStatement(spec) : cellsStatement(spec);
  // JIT compilation costs more than it saves here (80 ms to over a second on the benchmark's views).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // The planner cannot know how few groups the counted cells fall into (their keys come from CTEs) and would
    // sort a few hundred thousand rows to group them; hashing them is several times faster.
    await tx.execute(sql`set local enable_sort = off`);
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
