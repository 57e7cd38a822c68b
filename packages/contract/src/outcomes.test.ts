import { describe, expect, it } from 'vitest';
import {
  bandOf,
  EMPLOYED_STATUSES,
  INCOME_AT_OR_ABOVE_MINIMUM_WAGE,
  INCOME_BAND_CODES,
  INDICATOR_KEYS,
  indicatorAcceptsText,
  isInLabourForce,
  NATIONAL_MINIMUM_WAGE_NGN,
  OUTCOME_INDICATORS,
} from './outcomes';
import { figuresQuerySchema } from './outcomes-figures';

describe('indicator catalogue', () => {
  it('has every key once, each with unique codes', () => {
    for (const key of INDICATOR_KEYS) {
      const codes = OUTCOME_INDICATORS[key].codes.map((entry) => entry.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(OUTCOME_INDICATORS[key].key).toBe(key);
    }
  });

  it('counts the employed and the unemployed looking in the labour force, not study or not looking', () => {
    for (const code of EMPLOYED_STATUSES) expect(isInLabourForce(code)).toBe(true);
    expect(isInLabourForce('unemployed_looking')).toBe(true);
    expect(isInLabourForce('further_study')).toBe(false);
    expect(isInLabourForce('not_looking')).toBe(false);
  });

  it('puts the national minimum wage on a band boundary', () => {
    const band = INCOME_BAND_CODES.find((entry) => entry.min === NATIONAL_MINIMUM_WAGE_NGN);
    expect(band?.code).toBe('70000_99999');
    expect(bandOf('income_band', 69_999)).toBe('35000_69999');
    expect(bandOf('income_band', 70_000)).toBe('70000_99999');
    expect(INCOME_AT_OR_ABOVE_MINIMUM_WAGE).not.toContain('35000_69999');
    expect(INCOME_AT_OR_ABOVE_MINIMUM_WAGE).toContain('500000_plus');
  });

  it('bands number answers, open-ended last band, out of range is null', () => {
    expect(bandOf('months_to_first_job', 0)).toBe('m0');
    expect(bandOf('months_to_first_job', 3)).toBe('m1_3');
    expect(bandOf('months_to_first_job', 12)).toBe('m7_12');
    expect(bandOf('months_to_first_job', 400)).toBe('m25_plus');
    expect(bandOf('months_to_first_job', 601)).toBeNull();
    expect(bandOf('months_to_first_job', -1)).toBeNull();
    expect(bandOf('relevance', 3)).toBeNull();
  });

  it('lets text questions carry only months, income and state of work', () => {
    expect(INDICATOR_KEYS.filter(indicatorAcceptsText)).toEqual([
      'months_to_first_job',
      'income_band',
      'work_state',
    ]);
  });
});

describe('figures query', () => {
  it('reads one or two groupings, comma-separated or repeated', () => {
    expect(figuresQuerySchema.parse({}).group_by).toEqual([]);
    expect(figuresQuerySchema.parse({ group_by: 'programme,sex' }).group_by).toEqual(['programme', 'sex']);
    expect(figuresQuerySchema.parse({ group_by: ['cohort', 'survey_round'] }).group_by).toEqual([
      'cohort',
      'survey_round',
    ]);
  });

  it('refuses an unknown group, three groups, a repeat, and cohort 3000', () => {
    expect(figuresQuerySchema.safeParse({ group_by: 'religion' }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ group_by: 'sex,cohort,programme' }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ group_by: 'sex,sex' }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ cohort: '3000' }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ cohort: '1800' }).success).toBe(false);
    expect(figuresQuerySchema.safeParse({ cohort_from: '2023', cohort_to: '2021' }).success).toBe(false);
    expect(figuresQuerySchema.parse({ cohort: '2022' }).cohort).toBe(2022);
  });
});
