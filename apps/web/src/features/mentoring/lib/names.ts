/**
 * First and last name for the mentee table's two columns (spec 001 §2). Accounts keep one name (registration
 * joins first and last, spec 000 §3), so the first word is the first name and the rest the last name.
 */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  const [first = '', ...rest] = words;
  return { first, last: rest.join(' ') };
}
