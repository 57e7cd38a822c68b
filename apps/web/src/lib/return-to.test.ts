import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-to';

describe('return after sign-in (issue 9): same-site relative paths only', () => {
  it('keeps a page of the app with its query and fragment', () => {
    expect(safeReturnPath('/job-post?job=job-7')).toBe('/job-post?job=job-7');
    expect(safeReturnPath('/surveys/s1#q2')).toBe('/surveys/s1#q2');
    expect(withReturn('/login', '/job-post?job=job-7')).toBe('/login?next=%2Fjob-post%3Fjob%3Djob-7');
  });

  it.each([
    ['another site', 'https://evil.example/job-post'],
    ['a protocol-relative link', '//evil.example/job-post'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'job-post'],
    ['the sign-in page (a loop)', '/login?next=/overview'],
    ['the public start page', '/'],
    ['nothing', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
    expect(withReturn('/login', value)).toBe('/login');
  });
});
