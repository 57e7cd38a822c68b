/*
 * The contract's surveyProgress, surveyTab and pageLabel, computed the same way here because their contract
 * modules also build zod schemas at load: importing them would add ~26 KB gzip of zod to the respondent pages,
 * which graduates open on slow phones. progress.test.ts checks these against the contract's helpers.
 */

/** Percent answered, capped at 100 (spec 000 §3). */
export function surveyProgressOf(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((answered / total) * 100));
}

/** Which list tab a survey belongs to (spec 000 §2): anything but ongoing or completed is not started. */
export function tabOfStatus(status: string | null | undefined): 'not-started' | 'in-progress' | 'completed' {
  if (status === 'completed') return 'completed';
  if (status === 'ongoing') return 'in-progress';
  return 'not-started';
}

/** 'Page x of y' under the survey lists. */
export function pageLabelOf(page: number, totalPages: number): string {
  return `Page ${page} of ${Math.max(1, totalPages)}`;
}
