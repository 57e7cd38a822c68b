import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordStrength } from './password';

describe('passwordStrength (spec 000 §5)', () => {
  it.each([
    ['Abcdefg1', 'strong'],
    ['Abcdefg!', 'strong'],
    ['Demo-Pass-2023', 'strong'],
    ['abcdefg1', 'weak'],
    ['abcdefg!', 'weak'],
    ['Abcdefgh', 'weak'],
    ['abcdefgh', 'poor'],
    ['Abc1!', 'poor'],
    ['', 'poor'],
    ['A1!', 'poor'],
  ] as const)('%s is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('counts letters of any script, and spaces are not symbols', () => {
    expect(passwordStrength('Ọlábísí abc')).toBe('weak');
    expect(isStrongPassword('Ọlábísí abc1')).toBe(true);
  });
});
