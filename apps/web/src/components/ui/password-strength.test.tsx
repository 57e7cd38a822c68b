import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_HINT, PasswordStrength } from './password-strength';

const strengthOf = (password: string) => {
  const { container } = render(<PasswordStrength password={password} />);
  return (container.firstChild as HTMLElement).dataset.strength;
};

describe('PasswordStrength', () => {
  it('shows the rule until something is typed', () => {
    render(<PasswordStrength password="" />);
    expect(screen.getByText(PASSWORD_RULE_HINT)).toBeTruthy();
  });

  it.each([
    ['short1A', 'poor', 'Poor'],
    ['abcdefgh', 'poor', 'Poor'],
    ['abcdefg1', 'weak', 'Weak'],
    ['Abcdefgh', 'weak', 'Weak'],
    ['Abcdefg1', 'strong', 'Strong'],
    ['Abcdefg!', 'strong', 'Strong'],
  ])('rates %s as %s, in words as well as colour', (password, level, label) => {
    expect(strengthOf(password)).toBe(level);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
