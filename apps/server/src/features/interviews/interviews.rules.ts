import type { ShareBy } from '@tvet/contract';

/*
 * How an institution's cases are shared among its interviewers (issue 28), as a plain function the tests read:
 * evenly deals the cases one by one; by programme or by cohort keeps each group with one interviewer (who learns
 * its courses or its year), the largest groups first, each to whoever has the fewest cases so far.
 */

export interface ShareCase {
  case_id: string;
  programme_id: string;
  cohort: number;
}

export function shareCases(
  cases: readonly ShareCase[],
  interviewers: readonly string[],
  by: ShareBy,
): Map<string, string[]> {
  const out = new Map<string, string[]>(interviewers.map((id) => [id, []]));
  if (interviewers.length === 0) return out;
  if (by === 'evenly') {
    cases.forEach((item, i) => {
      out.get(interviewers[i % interviewers.length] as string)?.push(item.case_id);
    });
    return out;
  }
  const groups = new Map<string, string[]>();
  for (const item of cases) {
    const key = by === 'programme' ? item.programme_id : String(item.cohort);
    groups.set(key, [...(groups.get(key) ?? []), item.case_id]);
  }
  const ordered = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const [, ids] of ordered) {
    const least = interviewers.reduce((best, id) =>
      (out.get(id)?.length ?? 0) < (out.get(best)?.length ?? 0) ? id : best,
    );
    out.get(least)?.push(...ids);
  }
  return out;
}

/** A fraction 0-1 rounded to four places; 0 over an empty denominator. */
export const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
