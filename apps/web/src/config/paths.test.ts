import { describe, expect, it } from 'vitest';
import { adminResponsesHref, applicantHref, href, jobHref, paths, registerHref, surveyHref } from './paths';

describe('href builders', () => {
  it('fill in every parameter of a pattern, encoded', () => {
    expect(href(paths.survey, { id: '42' })).toBe('/surveys/42');
    expect(href(paths.applicant, { applicant_id: 'a/b c' })).toBe('/job-post/applicant/a%2Fb%20c');
    expect(surveyHref('s 1')).toBe('/surveys/s%201');
    expect(adminResponsesHref('s1')).toBe('/admin/surveys/s1/responses');
  });

  it('carry the job and the account type in the query', () => {
    expect(jobHref('j&1')).toBe('/job-post?job=j%261');
    expect(applicantHref('g1', 'j1')).toBe('/job-post/applicant/g1?job=j1');
    expect(registerHref('graduate')).toBe('/register?type=graduate');
  });
});
