import {
  bandOf,
  type DistributionItem,
  EMPLOYED_STATUSES,
  INCOME_AT_OR_ABOVE_MINIMUM_WAGE,
  type IndicatorFigures,
  type IndicatorKey,
  isEmployedStatus,
  isInLabourForce,
  MONTHS_NOT_YET_CODE,
  OUTCOME_INDICATORS,
  WORK_STATE_ABROAD_CODE,
  WORK_STATE_CODES,
} from '@tvet/contract';

/*
 * The arithmetic of the outcome figures after the database has counted: the SQL (outcomes.repository.ts) gives
 * each group's answers per indicator and code with their count and summed post-stratification weights; these
 * pure functions turn them into shares, rates, means and medians, and decide the disclosure control. Nothing
 * here sees a respondent's row.
 */

/* ---------- indicators from counts ---------- */

/**
 * Answers of one group to one indicator's code, as the database counts them: `count` respondents, `weighted`
 * the sum of their weights. A number answer (text question) comes with `number` and no code.
 */
export interface CodeCount {
  indicator: IndicatorKey;
  code: string | null;
  number: number | null;
  count: number;
  weighted: number;
}

interface Tally {
  count: number;
  weighted: number;
}
/** Shares to 4 decimals, means and medians to 2: what any chart or table shows, and a smaller answer. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = (part: number, whole: number) => (whole > 0 ? round(part / whole, 4) : null);
const average = (total: number, count: number) => (count > 0 ? round(total / count, 2) : null);
const sum = (tallies: Iterable<Tally>) => {
  const total = { count: 0, weighted: 0 };
  for (const tally of tallies) {
    total.count += tally.count;
    total.weighted += tally.weighted;
  }
  return total;
};

/** The code each count stands for (a number answer put in its band), and for months the number itself. */
function normalise(counts: readonly CodeCount[]) {
  const byIndicator = new Map<IndicatorKey, Map<string, Tally>>();
  const months = new Map<number, Tally>();
  for (const entry of counts) {
    const definition = OUTCOME_INDICATORS[entry.indicator];
    let code = entry.code;
    if (code === null && entry.number !== null) code = bandOf(entry.indicator, entry.number);
    if (code === null || !definition.codes.some((c) => c.code === code)) continue;
    const codes = byIndicator.get(entry.indicator) ?? new Map<string, Tally>();
    const tally = codes.get(code) ?? { count: 0, weighted: 0 };
    tally.count += entry.count;
    tally.weighted += entry.weighted;
    codes.set(code, tally);
    byIndicator.set(entry.indicator, codes);
    if (entry.indicator === 'months_to_first_job' && code !== MONTHS_NOT_YET_CODE) {
      const value = entry.number ?? definition.codes.find((c) => c.code === code)?.value ?? Number.NaN;
      if (Number.isFinite(value)) {
        const point = months.get(value) ?? { count: 0, weighted: 0 };
        point.count += entry.count;
        point.weighted += entry.weighted;
        months.set(value, point);
      }
    }
  }
  return { byIndicator, months };
}

/**
 * The median of a histogram: the smallest value at which the running total reaches half of the whole (the
 * 50th percentile of the answers, as percentile_disc reads it); `pick` chooses counts or weights.
 */
export function histogramMedian(points: Map<number, Tally>, pick: 'count' | 'weighted'): number | null {
  const values = [...points.keys()].sort((a, b) => a - b);
  const total = values.reduce((acc, value) => acc + (points.get(value) as Tally)[pick], 0);
  if (total <= 0) return null;
  let running = 0;
  for (const value of values) {
    running += (points.get(value) as Tally)[pick];
    if (running >= total / 2 - 1e-9) return value;
  }
  return values[values.length - 1] ?? null;
}

/** The codes somebody gave, in the catalogue's order (by count for `byCount`), "does not apply" left out. */
function distribution(
  key: IndicatorKey,
  codes: Map<string, Tally> | undefined,
  base: Tally,
  byCount = false,
): DistributionItem[] {
  const items: DistributionItem[] = [];
  for (const entry of OUTCOME_INDICATORS[key].codes) {
    if (!entry.counts) continue;
    const tally = codes?.get(entry.code);
    if (!tally || tally.count === 0) continue;
    items.push({
      code: entry.code,
      count: tally.count,
      share: ratio(tally.count, base.count),
      weighted_share: ratio(tally.weighted, base.weighted),
    });
  }
  return byCount ? items.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)) : items;
}

/** The counting answers of an indicator (its "does not apply" codes left out). */
function answeredOf(key: IndicatorKey, codes: Map<string, Tally> | undefined): Tally {
  if (!codes) return { count: 0, weighted: 0 };
  const counting = new Set(OUTCOME_INDICATORS[key].codes.filter((c) => c.counts).map((c) => c.code));
  return sum([...codes].filter(([code]) => counting.has(code)).map(([, tally]) => tally));
}

function mean(key: IndicatorKey, codes: Map<string, Tally> | undefined) {
  let count = 0;
  let weighted = 0;
  let total = 0;
  let weightedTotal = 0;
  for (const entry of OUTCOME_INDICATORS[key].codes) {
    const tally = codes?.get(entry.code);
    if (!tally || !entry.counts || entry.value === undefined) continue;
    count += tally.count;
    weighted += tally.weighted;
    total += entry.value * tally.count;
    weightedTotal += entry.value * tally.weighted;
  }
  return { value: average(total, count), weighted: average(weightedTotal, weighted) };
}

/** Every indicator of one group from its code counts. */
export function indicatorFigures(counts: readonly CodeCount[]): IndicatorFigures {
  const { byIndicator, months } = normalise(counts);

  const status = byIndicator.get('employment_status');
  const answeredStatus = answeredOf('employment_status', status);
  const labourForce = sum(
    [...(status ?? [])].filter(([code]) => isInLabourForce(code)).map(([, tally]) => tally),
  );
  const employed = sum(
    [...(status ?? [])].filter(([code]) => isEmployedStatus(code)).map(([, tally]) => tally),
  );

  const monthsCodes = byIndicator.get('months_to_first_job');
  const income = byIndicator.get('income_band');
  const answeredIncome = answeredOf('income_band', income);
  const aboveMinimum = sum(
    [...(income ?? [])]
      .filter(([code]) => INCOME_AT_OR_ABOVE_MINIMUM_WAGE.includes(code))
      .map(([, tally]) => tally),
  );
  const relevance = byIndicator.get('relevance');
  const satisfaction = byIndicator.get('job_satisfaction');
  const sector = byIndicator.get('sector');
  const workState = byIndicator.get('work_state');

  return {
    employment: {
      answered: answeredStatus.count,
      labour_force: labourForce.count,
      rate: {
        value: ratio(employed.count, labourForce.count),
        weighted: ratio(employed.weighted, labourForce.weighted),
      },
      parts: EMPLOYED_STATUSES.map((code) => {
        const tally = status?.get(code) ?? { count: 0, weighted: 0 };
        return {
          code,
          value: ratio(tally.count, labourForce.count),
          weighted: ratio(tally.weighted, labourForce.weighted),
        };
      }),
      distribution: distribution('employment_status', status, answeredStatus),
    },
    months_to_first_job: {
      answered: answeredOf('months_to_first_job', monthsCodes).count,
      median: { value: histogramMedian(months, 'count'), weighted: histogramMedian(months, 'weighted') },
      distribution: distribution(
        'months_to_first_job',
        monthsCodes,
        answeredOf('months_to_first_job', monthsCodes),
      ),
    },
    income_band: {
      answered: answeredIncome.count,
      at_or_above_minimum_wage: {
        value: ratio(aboveMinimum.count, answeredIncome.count),
        weighted: ratio(aboveMinimum.weighted, answeredIncome.weighted),
      },
      distribution: distribution('income_band', income, answeredIncome),
    },
    relevance: {
      answered: answeredOf('relevance', relevance).count,
      mean: mean('relevance', relevance),
      distribution: distribution('relevance', relevance, answeredOf('relevance', relevance)),
    },
    sector: {
      answered: answeredOf('sector', sector).count,
      distribution: distribution('sector', sector, answeredOf('sector', sector)),
    },
    job_satisfaction: {
      answered: answeredOf('job_satisfaction', satisfaction).count,
      mean: mean('job_satisfaction', satisfaction),
      distribution: distribution(
        'job_satisfaction',
        satisfaction,
        answeredOf('job_satisfaction', satisfaction),
      ),
    },
    work_state: {
      answered: answeredOf('work_state', workState).count,
      // 38 places: only those named, most first.
      distribution: distribution('work_state', workState, answeredOf('work_state', workState), true),
    },
  };
}

/** The code a state-of-work text answer names (case and spacing ignored; "FCT" and "Abuja" read as the FCT). */
export function stateCodeOf(text: string): string | null {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ state$/, '');
  if (key === 'fct' || key === 'abuja' || key === 'fct abuja') return 'Federal Capital Territory';
  if (key === 'outside nigeria' || key === 'abroad') return WORK_STATE_ABROAD_CODE;
  const found = WORK_STATE_CODES.find((entry) => entry.code.toLowerCase() === key);
  return found?.code ?? null;
}

/* ---------- disclosure control ---------- */

export interface SuppressionGroup {
  /** The group's values, one per grouping dimension. */
  keys: readonly string[];
  respondents: number;
  /** Hidden whatever its size (e.g. it would reveal another institution's few respondents). */
  hide?: boolean;
}

/**
 * Which groups to hide outside the administrators' console: every group under the threshold, and then, in any
 * line of the table whose total can be known (all groups; with two dimensions also each row and each column),
 * if exactly one hidden group has respondents, the smallest shown group of that line too (complementary
 * suppression), so that no hidden group can be recovered by subtracting the others from a total. Repeated
 * until nothing changes, since hiding a cell may expose another line.
 */
export function suppressionFlags(groups: readonly SuppressionGroup[], threshold: number): boolean[] {
  const hidden = groups.map((group) => group.hide === true || group.respondents < threshold);
  const dimensions = groups[0]?.keys.length ?? 0;
  const lines: number[][] = [groups.map((_, index) => index)];
  for (let dimension = 0; dimension < dimensions && dimensions > 1; dimension++) {
    const byValue = new Map<string, number[]>();
    groups.forEach((group, index) => {
      const list = byValue.get(group.keys[dimension]) ?? [];
      list.push(index);
      byValue.set(group.keys[dimension], list);
    });
    lines.push(...byValue.values());
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      const hiddenWithRespondents = line.filter((index) => hidden[index] && groups[index].respondents > 0);
      if (hiddenWithRespondents.length !== 1) continue;
      const next = line
        .filter((index) => !hidden[index] && groups[index].respondents > 0)
        .sort(
          (a, b) =>
            groups[a].respondents - groups[b].respondents ||
            groups[a].keys.join('\u0000').localeCompare(groups[b].keys.join('\u0000')),
        )[0];
      if (next === undefined) continue;
      hidden[next] = true;
      changed = true;
    }
  }
  return hidden;
}
