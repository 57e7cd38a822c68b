import { describe, expect, it } from 'vitest';
import { duration } from './format';

describe('duration', () => {
  it('reads seconds, minutes, hours and days the way people say them', () => {
    expect(duration(null)).toBe('–');
    expect(duration(45)).toBe('45 s');
    expect(duration(12 * 60 + 5)).toBe('12 min');
    expect(duration(3 * 3600)).toBe('3 h');
    expect(duration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(duration(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
    expect(duration(86400)).toBe('1 d');
  });
});
