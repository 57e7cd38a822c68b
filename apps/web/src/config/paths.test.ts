import { describe, expect, it } from 'vitest';
import { href, JOB_PARAM, paths, registerHref } from './paths';

describe('href', () => {
  it('fills in every parameter of a pattern, encoded', () => {
    expect(href(paths.survey, { id: '42' })).toBe('/surveys/42');
    expect(href(paths.survey, { id: 's 1' })).toBe('/surveys/s%201');
    expect(href(paths.applicant, { applicant_id: 'a/b c' })).toBe('/job-post/applicant/a%2Fb%20c');
    expect(href(paths.adminSurveyResponses, { id: 's1' })).toBe('/admin/surveys/s1/responses');
  });

  it('carries a query, encoded', () => {
    expect(href(paths.jobPost, {}, { [JOB_PARAM]: 'j&1' })).toBe('/job-post?job=j%261');
    expect(href(paths.applicant, { applicant_id: 'g1' }, { [JOB_PARAM]: 'j1' })).toBe(
      '/job-post/applicant/g1?job=j1',
    );
    expect(registerHref('graduate')).toBe('/register?type=graduate');
  });
});
