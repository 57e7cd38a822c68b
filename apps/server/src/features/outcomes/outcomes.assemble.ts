import {
  DIMENSIONS_WITHOUT_FRAME,
  type Figures,
  type FiguresQuery,
  type GroupDimension,
  type GroupFigures,
  INSTITUTION_TYPE_LABELS,
  OUTCOME_INDICATORS,
  OUTCOME_MODE_LABELS,
  OUTCOME_SUPPRESSED_LABEL,
  OUTCOME_SUPPRESSION_THRESHOLD,
  OUTCOME_WAVE_LABELS,
  OUTCOME_WEIGHTING_SENTENCE,
  type OutcomeFilters,
  type OutcomeWave,
  SURVEY_LANGUAGE_NAMES,
  type SurveyLanguage,
  type TracerMode,
} from '@tvet/contract';
import { indicatorFigures, stateCodeOf, suppressionFlags } from './outcomes.compute';
import type { AnswerCount, SurveyRound, ViewCounts } from './outcomes.repository';

/*
 * A view's figures from its counts (outcomes.repository.ts viewCounts): the groups, their labels and indicators,
 * the total; and the disclosure control applied for everyone but administrators. No database here.
 */

/** Dimensions the roll carries; a group of the others has no frame (residence) or the whole frame (a round). */
const FRAME_DIMENSIONS: readonly GroupDimension[] = [
  'programme',
  'institution',
  'institution_type',
  'institution_state',
  'sex',
  'cohort',
];
const NOT_STATED = 'Not stated';
/** Answers given outside the tracer's waves (a survey found and answered signed in). */
const OUTSIDE_WAVES = 'Outside the tracer waves';

export const groupId = (keys: readonly string[]) => keys.join('\u0000');
const capitalise = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

function labelFor(
  dimension: GroupDimension,
  value: string,
  rawLabel: string,
  rounds: Map<string, SurveyRound>,
) {
  if (dimension === 'wave')
    return value === '' ? OUTSIDE_WAVES : (OUTCOME_WAVE_LABELS[Number(value) as OutcomeWave] ?? value);
  if (value === '') return NOT_STATED;
  switch (dimension) {
    case 'mode':
      return OUTCOME_MODE_LABELS[value as TracerMode] ?? value;
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

/** One view's figures, nothing hidden yet: the groups and the total from the view's counts. */
export function assembleFigures(
  query: FiguresQuery,
  counts: ViewCounts,
  at: number,
  rounds: Map<string, SurveyRound>,
  surveyIds: string[],
): Figures {
  const groupBy = query.group_by;
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
export function suppressView(view: Figures, own?: Map<string, number>): Figures {
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
