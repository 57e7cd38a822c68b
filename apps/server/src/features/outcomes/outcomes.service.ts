import type { Readable } from 'node:stream';
import {
  bandOf,
  type DownloadFormat,
  type Figures,
  type FiguresQuery,
  type GroupDimension,
  INDICATOR_KEYS,
  type IndicatorKey,
  type InstitutionFigures,
  MICRODATA_COLUMNS,
  OUTCOME_INDICATORS,
  OUTCOME_MESSAGES,
  type OutcomeFilters,
} from '@tvet/contract';
import { csvBytes, csvStream } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { assembleFigures, groupId, suppressView } from './outcomes.assemble';
import { stateCodeOf } from './outcomes.compute';
import {
  type DataVersions,
  dataVersions,
  findInstitution,
  microdataBatch,
  programmeNamesOf,
} from './outcomes.reads';
import { surveyRounds, type ViewCounts, type ViewSpec, viewCounts } from './outcomes.repository';
import { figuresTable, figuresWorkbook } from './outcomes.serialize';

/** Grouping dimensions that would show other institutions: refused in an institution's own view. */
const INSTITUTION_DIMENSIONS: readonly GroupDimension[] = [
  'institution',
  'institution_type',
  'institution_state',
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

/** A view's counts: the versions read before counting, and when counting began (what `computed_at` says). */
interface CacheEntry {
  versions: DataVersions;
  at: number;
  counts: Promise<ViewCounts>;
  /** A recount under way while these counts are still served. */
  refreshing?: Promise<CacheEntry>;
}

interface ViewOptions {
  /** An institution's own view: its profile id. */
  institutionId?: string;
  /** The national comparison: only these programmes (lower-cased names), across all institutions. */
  programmes?: string[];
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
      wave: query.wave,
    };
    return { spec, rounds: new Map(rounds.map((round) => [round.id, round])), surveyIds };
  }

  /** One view's figures, nothing hidden yet: counts, weights and answers from one statement, then indicators. */
  /** One view's figures, nothing hidden yet: counts, weights and answers from one statement, then indicators. */
  async function figures(query: FiguresQuery, options: ViewOptions): Promise<Figures> {
    const { spec, rounds, surveyIds } = await specOf(query, options);
    const { counts, at } = await countsOf(spec);
    return assembleFigures(query, counts, at, rounds, surveyIds);
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
