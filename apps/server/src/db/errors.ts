/** PostgreSQL error codes the features answer as 4xx instead of 500. Drizzle wraps the driver's error in `cause`. */
function pgError(
  error: unknown,
): { code?: string; constraint?: string; constraint_name?: string } | undefined {
  return ((error as { cause?: unknown })?.cause ?? error) as never;
}

/** The violated unique constraint's name (two requests raced for one key), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const candidate = pgError(error);
  if (candidate?.code !== '23505') return null;
  return candidate.constraint ?? candidate.constraint_name ?? 'unique';
}

/** A referenced row was deleted between reading it and writing a row that points to it. */
export function foreignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}
