import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from './relative-time';

const NOW = new Date('2024-06-15T12:00:00Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (spec 000 §9)', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30, '5 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [200 * DAY, '6 months ago'],
    [364 * DAY, '12 months ago'],
  ])('%i seconds before reads "%s"', (seconds, label) => {
    expect(relativeTime(before(seconds), NOW)).toBe(label);
  });

  it('shows the date itself once a year has passed', () => {
    expect(relativeTime('2023-03-02T09:00:00Z', NOW)).toBe('2 Mar 2023');
  });

  it('reads a time slightly in the future (clock skew) as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() + 30_000), NOW)).toBe('just now');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(relativeTime(new Date(NOW.getTime() - 2 * HOUR * 1000), NOW)).toBe('2 hours ago');
    expect(relativeTime(NOW.getTime() - 3 * DAY * 1000, NOW)).toBe('3 days ago');
  });

  it('says nothing for a value that is not a date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
    expect(fullDateTime('not a date')).toBe('');
  });

  it('gives the full date and time for a tooltip', () => {
    expect(fullDateTime('2024-06-15T12:00:00Z')).toContain('2024');
  });
});
