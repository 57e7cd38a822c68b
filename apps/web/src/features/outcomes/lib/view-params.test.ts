import { describe, expect, it } from 'vitest';
import { figuresQuery, readViewParams, withoutCohort } from './view-params';

const read = (search: string, institution = false) =>
  readViewParams(new URLSearchParams(search), {
    institution,
    defaultBreakdown: institution ? ['programme'] : ['institution'],
  });

describe('a dashboard view in the address', () => {
  it('reads filters, indicator, weighting, map and breakdown; unknown ones fall back', () => {
    expect(
      read(
        'cohort=2024&sex=female&indicator=relevance&weighting=raw&map=residence_state&breakdown=programme,sex',
      ),
    ).toEqual({
      filters: { cohort: '2024', sex: 'female' },
      measure: 'relevance',
      weighted: false,
      map: 'residence_state',
      breakdown: ['programme', 'sex'],
    });
    expect(read('indicator=nonsense&breakdown=nope,sex,sex,cohort,programme')).toMatchObject({
      measure: 'employment_rate',
      weighted: true,
      map: 'institution_state',
      breakdown: ['sex', 'cohort'],
    });
  });

  it('leaves out what an institution\u2019s view cannot take (other institutions, their types and states)', () => {
    const view = read(
      'institution_id=x&institution_state=Lagos&programme=Welding&breakdown=institution&map=institution_state',
      true,
    );
    expect(view.filters).toEqual({ programme: 'Welding' });
    expect(view.breakdown).toEqual(['programme']);
    expect(view.map).toBe('residence_state');
    expect(read('breakdown=institution_type,sex', true).breakdown).toEqual(['sex']);
  });

  it('builds the API query, and drops the cohort for the trend', () => {
    expect(String(figuresQuery({ sex: 'male', cohort: '2023' }, ['programme', 'sex']))).toBe(
      'cohort=2023&sex=male&group_by=programme%2Csex',
    );
    expect(withoutCohort({ cohort: '2023', cohort_from: '2021', programme: 'Welding' })).toEqual({
      programme: 'Welding',
    });
  });
});
