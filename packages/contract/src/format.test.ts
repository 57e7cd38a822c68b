import { describe, expect, it } from 'vitest';
import { formatCountdown, joinAddress, joinName, otpCountdownText, splitAddress, truncate } from './format';

describe('OTP countdown text', () => {
  it.each([
    [60, 'Code will expire in 1:00'],
    [59, 'Code will expire in 0:59'],
    [9, 'Code will expire in 0:09'],
    [0, 'Code will expire in 0:00'],
    [-3, 'Code will expire in 0:00'],
    [125, 'Code will expire in 2:05'],
  ])('%i seconds reads "%s"', (seconds, text) => {
    expect(otpCountdownText(seconds)).toBe(text);
  });

  it('drops fractions of a second', () => {
    expect(formatCountdown(59.9)).toBe('0:59');
  });
});

describe('addresses are street|state|country', () => {
  it('joins and splits', () => {
    const address = joinAddress({ street: '12 Harmony Road', state: 'Ogun', country: 'Nigeria' });
    expect(address).toBe('12 Harmony Road|Ogun|Nigeria');
    expect(splitAddress(address)).toEqual({ street: '12 Harmony Road', state: 'Ogun', country: 'Nigeria' });
  });

  it('keeps a pipe typed by a person from breaking the parts', () => {
    expect(
      splitAddress(joinAddress({ street: 'Block 3 | Flat 2', state: 'Lagos', country: 'Nigeria' })),
    ).toEqual({
      street: 'Block 3   Flat 2',
      state: 'Lagos',
      country: 'Nigeria',
    });
  });

  it('splits a missing address into empty parts', () => {
    expect(splitAddress(null)).toEqual({ street: '', state: '', country: '' });
  });
});

describe('names and truncation', () => {
  it('joins first and last names', () => {
    expect(joinName(' Amina ', 'Bello ')).toBe('Amina Bello');
  });

  it('truncates past the limit with an ellipsis only when needed', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
