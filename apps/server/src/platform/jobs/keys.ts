import { createHash } from 'node:crypto';

/**
 * The job id of a keyed job: the same task and key always give the same id, and pg-boss adds nothing when a job
 * with that id is already there (its insert is `on conflict do nothing`). Formatted as a UUID, pg-boss's id type.
 */
export function jobIdOf(taskName: string, key: string): string {
  const hex = createHash('sha256').update(`${taskName}\u0000${key}`).digest('hex');
  // Version 5 and variant bits set, so the text is a valid name-based UUID.
  const version = `5${hex.slice(13, 16)}`;
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}-${variant}-${hex.slice(20, 32)}`;
}
