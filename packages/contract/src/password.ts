import { PASSWORD_MIN_LENGTH } from './limits';

export type PasswordStrength = 'strong' | 'weak' | 'poor';

/**
 * Spec 000 §5: a strong password has at least 8 characters, an uppercase letter and a number or symbol;
 * weak has 8 or more characters and exactly one of the other two; anything else is poor.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'poor';
  const hasUpper = /\p{Lu}/u.test(password);
  const hasNumberOrSymbol = /[^\p{L}\s]/u.test(password);
  if (hasUpper && hasNumberOrSymbol) return 'strong';
  if (hasUpper || hasNumberOrSymbol) return 'weak';
  return 'poor';
}

export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === 'strong';
}
