import type { Readable } from 'node:stream';
import {
  bandOf,
  DIMENSIONS_WITHOUT_FRAME,
  type DownloadFormat,
  type Figures,
  type FiguresQuery,
  type GroupDimension,
  type GroupFigures,
  INDICATOR_KEYS,
  INSTITUTION_TYPE_LABELS,
  type IndicatorKey,
  type InstitutionFigures,
  MICRODATA_COLUMNS,
  OUTCOME_INDICATORS,
  OUTCOME_MESSAGES,
  OUTCOME_SUPPRESSED_LABEL,
  OUTCOME_SUPPRESSION_THRESHOLD,
  OUTCOME_WEIGHTING_SENTENCE,
  type OutcomeFilters,
  SURVEY_LANGUAGE_NAMES,
  type SurveyLanguage,
} from '@tvet/contract';
import { csvBytes, csvStream } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { indicatorFigures, stateCodeOf, suppressionFlags } from './outcomes.compute';
import {
  type AnswerCount,
  type DataVersions,
  dataVersions,
  findInstitution,
  microdataBatch,
  programmeNamesOf,
  type SurveyRound,
  surveyRounds,
  type ViewCounts,
  type ViewSpec,
  viewCounts,
} from './outcomes.repository';
import { figuresTable, figuresWorkbook } from './outcomes.serialize';

/** Grouping dimensions that would show other institutions: refused in an institution's own view. */
const INSTITUTION_DIMENSIONS: readonly GroupDimension[] = [
  'institution',
  'institution_type',
  'institution_state',
];
/** Dimensions the roll carries; a group of the others has no frame (residence) or the whole frame (a round). */
const FRAME_DIMENSIONS: readonly GroupDimension[] = [
  'programme',
  'institution',
  'institution_type',
  'institution_state',
  'sex',
  'cohort',
];
const MICRODATA_BATCH = 10_000;
/** Views kept per process. */
const CACHE_VIEWS = 500;
/**
 * How long counts serve a view even when no version has moved: the versions move when a change commits, so a
 * view is fresh as soon as a change is visible; this only bounds the instant between a commit moving a version
 * and the commit becoming visible.
 */
const CACHE_SECONDS = 300;
const NOT_STATED = 'Not stated';

interface ViewOptions {
  /** An institution's own view: its profile id. */
  institutionId?: string;
  /** The national comparison: only these programmes (lower-cased names), across all institutions. */
  programmes?: string[];
}

const groupId = (keys: readonly string[]) => keys.join('\u0000');
const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function labelFor(
  dimension: GroupDimension,
  value: string,
  rawLabel: string,
  rounds: Map<string, SurveyRound>,
) {
  if (value === '') return NOT_STATED;
  switch (dimension) {
    case 'sex':
      return capitalise(value);
    case 'institution_type':
      return INSTITUTION_TYPE_LABELS[value as keyof typeof INSTITUTION_TYPE_LABELS] ?? value;
    case 'survey_round':
      return rounds.get(value)?.title ?? value;
    case 'response_language':
      return SURVEY_LANGUAGE_NAMES[value as SurveyLanguage] ?? value;
    case 'programme':
    case 'institution':
      return rawLabel || value;
    default:
      return value;
  }
}

/** Text answers read as codes (a state named in words); number answers stay numbers for bandOf. */
function codeCountsOf(rows: AnswerCount[]): AnswerCount[] {
  return rows.map((row) => {
    if (row.indicator === 'work_state' && row.code !== null && row.number === null) {
      const known = OUTCOME_INDICATORS.work_state.codes.some((entry) => entry.code === row.code);
      return { ...row, code: known ? row.code : stateCodeOf(row.code) };
    }
    return row;
  });
}

function filtersOf(query: OutcomeFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && key !== 'group_by') out[key] = value as string | number;
  return out;
}

/** A view's counts: the versions read before counting, and when counting began (what `computed_at` says). */
interface CacheEntry {
  versions: DataVersions;
  at: number;
  counts: Promise<ViewCounts>;
  /** A recount under way while these counts are still served. */
  refreshing?: Promise<CacheEntry>;
}

export function createOutcomesService({ db, config }: Pick<Deps, 'db' | 'config'>) {
  const refreshMs = config.outcomeRefreshSeconds * 1000;
  /**
   * A view's counts, computed once per data version and shared by every request that asks for the same view
   * meanwhile (dashboards read the same national views again and again). Any change but answers shows at once.
   * While answers arrive (the answers' version moves), counts younger than OUTCOME_REFRESH_SECONDS still serve,
   * labelled with when they were made; past that they serve once more while a single recount runs in the
   * background, and past twice that a request waits for the recount. So a view is recounted at most once per
   * interval however fast answers come, and its figures are never older than twice the interval. Disclosure
   * control and the indicators are worked out per request from the cached counts.
   */
  const cache = new Map<string, CacheEntry>();
  const keep = (key: string, entry: CacheEntry) => {
    cache.delete(key);
    cache.set(key, entry);
    // The oldest entries go first (a Map keeps insertion order).
    while (cache.size > CACHE_VIEWS) cache.delete(cache.keys().next().value as string);
  };

  /** Counts a view; kept for others at once, or (a background recount) once done, replacing what was served. */
  function recount(key: string, spec: ViewSpec, versions: DataVersions, background: boolean) {
    const entry: CacheEntry = { versions, at: Date.now(), counts: viewCounts(db, spec) };
    if (!background) keep(key, entry);
    return entry.counts.then(
      async () => {
        // A change other than answers committed while counting: the counts may predate it; keep them for no one.
        if ((await dataVersions(db)).data !== versions.data) {
          if (cache.get(key) === entry) cache.delete(key);
        } else if (background) keep(key, entry);
        return entry;
      },
      (error) => {
        if (cache.get(key) === entry) cache.delete(key);
        throw error;
      },
    );
  }

  async function countsOf(spec: ViewSpec): Promise<{ counts: ViewCounts; at: number }> {
    const versions = await dataVersions(db);
    const key = JSON.stringify(spec);
    const hit = cache.get(key);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    let entry: CacheEntry | undefined;
    if (hit && hit.versions.data === versions.data && age < CACHE_SECONDS * 1000) {
      if (hit.versions.answers === versions.answers || age < refreshMs) entry = hit;
      else if (age < 2 * refreshMs) {
        if (!hit.refreshing) {
          hit.refreshing = recount(key, spec, versions, true);
          // A failed recount is tried again by a later request; the counts served meanwhile stay.
          hit.refreshing.catch(() => {
            hit.refreshing = undefined;
          });
        }
        entry = hit;
      } else if (hit.refreshing) entry = await hit.refreshing;
    }
    entry ??= await recount(key, spec, versions, false);
    return { counts: await entry.counts, at: entry.at };
  }

  /** The view's checked query as the repository takes it. */
  async function specOf(query: OutcomeFilters & { group_by?: GroupDimension[] }, options: ViewOptions) {
    const rounds = await surveyRounds(db);
    const surveyIds = query.survey_id
      ? rounds.filter((round) => round.id === query.survey_id).map((round) => round.id)
      : rounds.map((round) => round.id);
    let institutionId = options.institutionId;
    if (!institutionId && !options.programmes && query.institution_id) {
      // An administrator's filter may name the institution by its profile or account id.
      institutionId = (await findInstitution(db, query.institution_id))?.id ?? query.institution_id;
    }
    const national = options.programmes !== undefined;
    const spec: ViewSpec = {
      groupBy: query.group_by ?? [],
      surveyIds,
      programme: query.programme,
      programmes: options.programmes,
      institutionId,
      institutionType: national ? undefined : query.institution_type,
      institutionState: national ? undefined : query.institution_state,
      residenceState: query.residence_state,
      responseLanguage: query.response_language,
      sex: query.sex,
      cohortFrom: query.cohort ?? query.cohort_from,
      cohortTo: query.cohort ?? query.cohort_to,
    };
    return { spec, rounds: new Map(rounds.map((round) => [round.id, round])), surveyIds };
  }

  /** One view's figures, nothing hidden yet: counts, weights and answers from one statement, then indicators. */
  async function figures(query: FiguresQuery, options: ViewOptions): Promise<Figures> {
    const groupBy = query.group_by;
    const { spec, rounds, surveyIds } = await specOf(query, options);

    const { counts, at } = await countsOf(spec);
    const answers = codeCountsOf(counts.answers);

    // Groups: every frame group (× each round when by round); by residence, the groups that have respondents.
    const frameDims = groupBy.map((dimension) => FRAME_DIMENSIONS.includes(dimension));
    const byRound = groupBy.indexOf('survey_round');
    // By residence or by the answers' language: no frame; the groups that have respondents.
    const hasResidence = groupBy.some((dimension) => DIMENSIONS_WITHOUT_FRAME.includes(dimension));
    const frameOf = new Map(counts.frameByGroup.map((row) => [groupId([row.g1, row.g2]), row]));
    const respondentsOf = new Map(counts.respondentsByGroup.map((row) => [groupId([row.g1, row.g2]), row]));
    const frameKey = (keys: string[]) =>
      groupId([0, 1].map((index) => (frameDims[index] ? (keys[index] ?? '') : '')));
    const keysets = new Map<string, string[]>();
    const add = (keys: string[]) => keysets.set(groupId(keys), keys);
    if (groupBy.length > 0) {
      if (!hasResidence) {
        for (const row of counts.frameByGroup) {
          if (byRound < 0) add([row.g1, row.g2].slice(0, groupBy.length));
          else
            for (const round of surveyIds) {
              const keys = [row.g1, row.g2].slice(0, groupBy.length);
              keys[byRound] = round;
              add(keys);
            }
        }
      }
      for (const row of counts.respondentsByGroup) add([row.g1, row.g2].slice(0, groupBy.length));
    }

    const answersOf = new Map<string, AnswerCount[]>();
    for (const row of answers) {
      const id = groupId([row.g1, row.g2].slice(0, groupBy.length));
      const list = answersOf.get(id) ?? [];
      list.push(row);
      answersOf.set(id, list);
    }

    const frameTotal = counts.frameByGroup.reduce((sum, group) => sum + group.count, 0);
    const respondentsTotal = counts.respondentsByGroup.reduce((sum, group) => sum + group.count, 0);
    const groups: GroupFigures[] = [];
    for (const [id, keys] of keysets) {
      const padded = [keys[0] ?? '', keys[1] ?? ''];
      const frameRow = frameOf.get(frameKey(padded));
      const respondentRow = respondentsOf.get(groupId(padded));
      const frame = hasResidence ? null : (frameRow?.count ?? 0);
      const respondents = respondentRow?.count ?? 0;
      groups.push({
        keys: groupBy.map((dimension, index) => ({
          dimension,
          value: keys[index],
          label: labelFor(
            dimension,
            keys[index],
            (index === 0
              ? (frameRow?.label1 ?? respondentRow?.label1)
              : (frameRow?.label2 ?? respondentRow?.label2)) ?? '',
            rounds,
          ),
        })),
        frame,
        respondents,
        response_rate: frame ? respondents / frame : null,
        below_threshold: respondents < OUTCOME_SUPPRESSION_THRESHOLD,
        suppressed: false,
        suppressed_label: null,
        figures: indicatorFigures(answersOf.get(id) ?? []),
      });
    }
    groups.sort((a, b) => {
      for (let index = 0; index < a.keys.length; index++) {
        const order = a.keys[index].label.localeCompare(b.keys[index].label, 'en', { numeric: true });
        if (order !== 0) return order;
      }
      return 0;
    });

    const total: GroupFigures = {
      keys: [],
      frame: frameTotal,
      respondents: respondentsTotal,
      response_rate: frameTotal > 0 && byRound < 0 ? respondentsTotal / frameTotal : null,
      below_threshold: respondentsTotal < OUTCOME_SUPPRESSION_THRESHOLD,
      suppressed: false,
      suppressed_label: null,
      figures: indicatorFigures(answers),
    };

    return {
      group_by: groupBy,
      filters: filtersOf(query),
      total,
      groups,
      suppression: { threshold: OUTCOME_SUPPRESSION_THRESHOLD, applied: false },
      weighting: { method: 'post-stratification: sex × programme', sentence: OUTCOME_WEIGHTING_SENTENCE },
      // When the counts were made: while answers arrive, up to twice OUTCOME_REFRESH_SECONDS ago.
      computed_at: new Date(at).toISOString(),
    };
  }

  /**
   * Disclosure control for everyone but administrators: groups under the threshold and their complements are
   * hidden, the total too when small. With `own` (an institution's respondents per group), a national group whose
   * other institutions have 1-4 respondents is hidden as well: national minus own would reveal them.
   */
  function suppressView(view: Figures, own?: Map<string, number>): Figures {
    const mayReveal = (group: GroupFigures) => {
      if (!own) return false;
      const others = (group.respondents ?? 0) - (own.get(groupId(group.keys.map((key) => key.value))) ?? 0);
      return others > 0 && others < OUTCOME_SUPPRESSION_THRESHOLD;
    };
    const flags = suppressionFlags(
      view.groups.map((group) => ({
        keys: group.keys.map((key) => key.value),
        respondents: group.respondents ?? 0,
        hide: mayReveal(group),
      })),
      OUTCOME_SUPPRESSION_THRESHOLD,
    );
    view.groups.forEach((group, index) => {
      if (flags[index]) hide(group);
    });
    if (view.total.below_threshold || mayReveal(view.total)) hide(view.total);
    view.suppression.applied = true;
    return view;
  }

  function hide(group: GroupFigures) {
    group.suppressed = true;
    group.suppressed_label = OUTCOME_SUPPRESSED_LABEL;
    group.respondents = null;
    group.response_rate = null;
    group.figures = null;
  }

  /** Respondents per group of an institution's own view, before suppression (to protect the others). */
  const ownRespondents = (own: Figures) =>
    new Map(
      [own.total, ...own.groups].map((group) => [
        groupId(group.keys.map((key) => key.value)),
        group.respondents ?? 0,
      ]),
    );

  async function institutionView(auth: AuthContext, userId: string, query: FiguresQuery) {
    const institution = await findInstitution(db, userId);
    if (!institution) throw notFound(OUTCOME_MESSAGES.institutionNotFound);
    const refused = query.group_by.find((dimension) => INSTITUTION_DIMENSIONS.includes(dimension));
    if (refused)
      throw badRequest(OUTCOME_MESSAGES.groupNotForInstitution(refused), {
        group_by: OUTCOME_MESSAGES.groupNotForInstitution(refused),
      });
    const ownQuery = {
      ...query,
      institution_id: undefined,
      institution_type: undefined,
      institution_state: undefined,
    };
    const [own, programmes] = await Promise.all([
      figures(ownQuery, { institutionId: institution.id }),
      programmeNamesOf(db, institution.id),
    ]);
    own.filters.institution_id = institution.id;
    const national = await figures(ownQuery, { programmes });
    if (auth.userType === 'admin')
      return { institution: { _id: institution.id, name: institution.name }, own, national };
    const respondents = ownRespondents(own);
    return {
      institution: { _id: institution.id, name: institution.name },
      own: suppressView(own),
      national: suppressView(national, respondents),
    } satisfies InstitutionFigures;
  }

  return {
    /** Administrators: national figures, any filters, nothing hidden (small groups are marked below_threshold). */
    national: (query: FiguresQuery) => figures(query, {}),

    /** One institution's own graduates, with the national figures of its programmes beside them. */
    institution: institutionView,

    /** The indicator table of a view, as CSV or XLSX. */
    async download(
      auth: AuthContext,
      query: FiguresQuery & { format: DownloadFormat },
      institutionUserId?: string,
    ): Promise<{ name: string; type: string; body: Buffer }> {
      const views: { scope: string; figures: Figures }[] = [];
      let name = 'national';
      if (institutionUserId) {
        const view = await institutionView(auth, institutionUserId, query);
        views.push({ scope: view.institution.name, figures: view.own });
        views.push({ scope: 'National (same programmes)', figures: view.national });
        name = view.institution.name;
      } else {
        views.push({ scope: 'National', figures: await figures(query, {}) });
      }
      const table = figuresTable(views);
      const base = `outcomes-${name}`;
      if (query.format === 'xlsx')
        return {
          name: `${base}.xlsx`,
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          body: await figuresWorkbook(table, views[0].figures),
        };
      return { name: `${base}.csv`, type: 'text/csv; charset=utf-8', body: csvBytes(table, { bom: true }) };
    },

    /**
     * The anonymised microdata (administrators): one row per respondent, their group values and indicator codes
     * and their weight; streamed in batches. No name, contact, NIN or matric number, and no account id: the
     * respondent column is a number within this file.
     */
    async microdata(query: OutcomeFilters): Promise<Readable> {
      const { spec, rounds, surveyIds } = await specOf(query, {});
      const { stream, write, end, fail } = csvStream({ bom: true });
      const run = async () => {
        await write([...MICRODATA_COLUMNS]);
        let after: string | null = null;
        let number = 0;
        if (surveyIds.length > 0)
          for (;;) {
            const rows = await microdataBatch(db, spec, after, MICRODATA_BATCH);
            for (const row of rows) {
              number += 1;
              await write([
                number,
                rounds.get(row.surveyId)?.title ?? row.surveyId,
                row.cohort,
                row.institution,
                row.institutionType,
                row.institutionState,
                row.programme,
                row.sex,
                row.residenceState,
                ...INDICATOR_KEYS.map((indicator) => codeOfAnswer(indicator, row.answers[indicator])),
                Number(row.weight.toFixed(6)),
              ]);
            }
            if (rows.length < MICRODATA_BATCH) break;
            after = rows[rows.length - 1].entryId;
          }
        end();
      };
      run().catch(fail);
      return stream;
    },
  };
}

/** One answer as its indicator's code: an option's code, a number put in its band, a state named in words. */
function codeOfAnswer(indicator: IndicatorKey, answer: { code: string | null; number: number | null }) {
  if (answer.number !== null) return bandOf(indicator, answer.number) ?? '';
  if (!answer.code) return '';
  if (indicator === 'work_state')
    return OUTCOME_INDICATORS.work_state.codes.some((entry) => entry.code === answer.code)
      ? answer.code
      : (stateCodeOf(answer.code) ?? '');
  return answer.code;
}
