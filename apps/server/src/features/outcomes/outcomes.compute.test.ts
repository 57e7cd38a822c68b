import type { IndicatorKey } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import {
  type CodeCount,
  histogramMedian,
  indicatorFigures,
  stateCodeOf,
  suppressionFlags,
} from './outcomes.compute';

/** n answers of one code, each weighing `weight`. */
const codes = (indicator: IndicatorKey, entries: [string, number, number?][]): CodeCount[] =>
  entries.map(([code, count, weight = 1]) => ({
    indicator,
    code,
    number: null,
    count,
    weighted: count * weight,
  }));
const numbers = (indicator: IndicatorKey, entries: [number, number, number?][]): CodeCount[] =>
  entries.map(([value, count, weight = 1]) => ({
    indicator,
    code: null,
    number: value,
    count,
    weighted: count * weight,
  }));

describe('indicators from counts', () => {
  it('employment rate = (wage + self + apprenticeship + informal) / labour force, each part too', () => {
    const figures = indicatorFigures(
      codes('employment_status', [
        ['wage_employed', 10],
        ['self_employed', 5],
        ['apprenticeship', 2],
        ['informal', 3],
        ['further_study', 4],
        ['unemployed_looking', 5],
        ['not_looking', 1],
      ]),
    );
    expect(figures.employment.answered).toBe(30);
    expect(figures.employment.labour_force).toBe(25);
    expect(figures.employment.rate.value).toBeCloseTo(20 / 25, 3);
    expect(figures.employment.parts.map((part) => [part.code, part.value])).toEqual([
      ['wage_employed', 10 / 25],
      ['self_employed', 5 / 25],
      ['apprenticeship', 2 / 25],
      ['informal', 3 / 25],
    ]);
    const study = figures.employment.distribution.find((item) => item.code === 'further_study');
    expect(study?.share).toBeCloseTo(4 / 30, 3);
    expect(figures.employment.distribution).toHaveLength(7);
  });

  it('weighted employment rate uses the summed weights', () => {
    const figures = indicatorFigures(
      codes('employment_status', [
        ['wage_employed', 2, 3],
        ['unemployed_looking', 2, 1],
        ['further_study', 5, 1],
      ]),
    );
    expect(figures.employment.rate.value).toBeCloseTo(0.5, 3);
    expect(figures.employment.rate.weighted).toBeCloseTo(6 / 8, 3);
    expect(figures.employment.parts[0].weighted).toBeCloseTo(6 / 8, 3);
  });

  it('no labour force: rate is null, not 0', () => {
    const figures = indicatorFigures(codes('employment_status', [['further_study', 3]]));
    expect(figures.employment.rate).toEqual({ value: null, weighted: null });
  });

  it('months to first job: median of those who have had a job, banded answers at their band value; distribution keeps "no job yet"', () => {
    const figures = indicatorFigures([
      ...numbers('months_to_first_job', [
        [0, 3],
        [2, 2],
        [7, 4, 3],
      ]),
      ...codes('months_to_first_job', [
        ['not_yet', 5],
        ['not_applicable', 9],
      ]),
    ]);
    // 9 with a job: 0,0,0,2,2,7,7,7,7 -> median 2. Weighted 3 + 2 + 12 = 17: half 8.5 is reached at 7.
    expect(figures.months_to_first_job.median).toEqual({ value: 2, weighted: 7 });
    expect(figures.months_to_first_job.answered).toBe(14);
    const bands = Object.fromEntries(
      figures.months_to_first_job.distribution.map((item) => [item.code, item.count]),
    );
    expect(bands).toMatchObject({ m0: 3, m1_3: 2, m7_12: 4, not_yet: 5 });
    expect(
      figures.months_to_first_job.distribution.find((item) => item.code === 'not_yet')?.share,
    ).toBeCloseTo(5 / 14, 3);
    expect(bands).not.toHaveProperty('not_applicable');

    const banded = indicatorFigures(
      codes('months_to_first_job', [
        ['m1_3', 1],
        ['m13_24', 2],
      ]),
    );
    expect(banded.months_to_first_job.median.value).toBe(18.5);
    expect(histogramMedian(new Map(), 'count')).toBeNull();
  });

  it('income: band distribution and the share at or above the ₦70,000 minimum wage', () => {
    const figures = indicatorFigures([
      ...codes('income_band', [
        ['none', 1],
        ['35000_69999', 3],
        ['70000_99999', 4],
        ['not_applicable', 6],
      ]),
      ...numbers('income_band', [
        [69_999, 1],
        [70_000, 1],
      ]),
    ]);
    expect(figures.income_band.answered).toBe(10);
    expect(figures.income_band.at_or_above_minimum_wage.value).toBeCloseTo(5 / 10, 3);
    expect(figures.income_band.distribution.find((item) => item.code === '35000_69999')?.count).toBe(4);
  });

  it('relevance and satisfaction: mean of 1-5, "does not apply" left out', () => {
    const figures = indicatorFigures([
      ...codes('relevance', [
        ['5', 2],
        ['4', 1],
        ['1', 1, 3],
        ['not_applicable', 10],
      ]),
      ...codes('job_satisfaction', [['3', 4]]),
    ]);
    expect(figures.relevance.mean.value).toBeCloseTo((10 + 4 + 1) / 4, 3);
    expect(figures.relevance.mean.weighted).toBeCloseTo((10 + 4 + 3) / 6, 1);
    expect(figures.relevance.answered).toBe(4);
    expect(figures.job_satisfaction.mean.value).toBe(3);
    expect(indicatorFigures([]).relevance.mean).toEqual({ value: null, weighted: null });
  });

  it('sector and state of work: distributions; states named in words are read, unknown codes ignored', () => {
    const figures = indicatorFigures([
      ...codes('sector', [
        ['construction', 3],
        ['ict', 1],
        ['nonsense', 5],
      ]),
      ...codes('work_state', [
        ['Lagos', 4],
        ['outside_nigeria', 1],
      ]),
    ]);
    expect(figures.sector.answered).toBe(4);
    expect(figures.sector.distribution.find((item) => item.code === 'construction')?.share).toBeCloseTo(
      0.75,
      10,
    );
    expect(figures.work_state.distribution.map((item) => item.code)).toEqual(['Lagos', 'outside_nigeria']);
    expect(stateCodeOf('  lagos ')).toBe('Lagos');
    expect(stateCodeOf('FCT')).toBe('Federal Capital Territory');
    expect(stateCodeOf('akwa  ibom')).toBe('Akwa Ibom');
    expect(stateCodeOf('Cross River State')).toBe('Cross River');
    expect(stateCodeOf('Outside Nigeria')).toBe('outside_nigeria');
    expect(stateCodeOf('Atlantis')).toBeNull();
  });
});

describe('disclosure control', () => {
  const one = (entries: [string, number][]) =>
    entries.map(([key, respondents]) => ({ keys: [key], respondents }));

  it('hides groups below 5', () => {
    expect(
      suppressionFlags(
        one([
          ['a', 5],
          ['b', 4],
          ['c', 0],
          ['d', 3],
        ]),
        5,
      ),
    ).toEqual([false, true, true, true]);
  });

  it('hides the next-smallest group when exactly one group with respondents is hidden (complementary)', () => {
    expect(
      suppressionFlags(
        one([
          ['a', 10],
          ['b', 3],
          ['c', 7],
          ['d', 20],
        ]),
        5,
      ),
    ).toEqual([false, true, true, false]);
    // Two small groups protect each other: nothing more is hidden.
    expect(
      suppressionFlags(
        one([
          ['a', 2],
          ['b', 3],
          ['c', 10],
        ]),
        5,
      ),
    ).toEqual([true, true, false]);
    // A hidden group of 0 protects nobody: total - others would still give the 3.
    expect(
      suppressionFlags(
        one([
          ['a', 0],
          ['b', 3],
          ['c', 10],
          ['d', 12],
        ]),
        5,
      ),
    ).toEqual([true, true, true, false]);
    // Nothing small: nothing hidden.
    expect(
      suppressionFlags(
        one([
          ['a', 5],
          ['b', 6],
        ]),
        5,
      ),
    ).toEqual([false, false]);
  });

  it('a group hidden for another reason (national minus own) takes its complement with it', () => {
    const flags = suppressionFlags(
      [
        { keys: ['female'], respondents: 11, hide: true },
        { keys: ['male'], respondents: 23 },
      ],
      5,
    );
    expect(flags).toEqual([true, true]);
  });

  it('protects every row and column of a two-way table', () => {
    const groups = [
      { keys: ['x', 'male'], respondents: 10 },
      { keys: ['x', 'female'], respondents: 3 },
      { keys: ['y', 'male'], respondents: 8 },
      { keys: ['y', 'female'], respondents: 12 },
      { keys: ['z', 'male'], respondents: 30 },
      { keys: ['z', 'female'], respondents: 40 },
    ];
    const hidden = suppressionFlags(groups, 5);
    expect(hidden[1]).toBe(true);
    // No row, column or the whole table has exactly one hidden group with respondents.
    const lines = [
      [0, 1],
      [2, 3],
      [4, 5],
      [0, 2, 4],
      [1, 3, 5],
      [0, 1, 2, 3, 4, 5],
    ];
    for (const line of lines) expect(line.filter((index) => hidden[index]).length).not.toBe(1);
    // The large cells of z stay visible.
    expect(hidden[4] && hidden[5]).toBe(false);
  });
});
