const SEEN_PREFIX = 'tvet.overviewSeen.';
const A_DAY_MS = 24 * 3600_000;

/** Decided once per account per page load, so the greeting does not change while it is read. */
const decided = new Map<string, boolean>();

function seenBefore(accountId: string): boolean {
  try {
    const seen = localStorage.getItem(SEEN_PREFIX + accountId) !== null;
    localStorage.setItem(SEEN_PREFIX + accountId, '1');
    return seen;
  } catch {
    return true;
  }
}

/**
 * Whether this is someone's first look at their overview (issue 22.17: a brand-new user was greeted "Welcome
 * back"): an account made within the last day whose overview this browser has not shown before. An account a
 * day old is never greeted as new, whichever phone it signs in on.
 */
export function isFirstVisit(accountId: string | undefined, accountCreatedAt: string | undefined): boolean {
  if (!accountId || !accountCreatedAt) return false;
  let first = decided.get(accountId);
  if (first === undefined) {
    const young = Date.now() - new Date(accountCreatedAt).getTime() < A_DAY_MS;
    first = !seenBefore(accountId) && young;
    decided.set(accountId, first);
  }
  return first;
}

/** Log Out: the note that this browser showed the account's overview names the account; it goes too (issue 30). */
export function forgetOverviewSeen(accountId: string): void {
  decided.delete(accountId);
  try {
    localStorage.removeItem(SEEN_PREFIX + accountId);
  } catch {
    // Storage blocked: nothing was noted.
  }
}

/** For tests: forget what this page load decided. */
export function forgetFirstVisits(): void {
  decided.clear();
}
