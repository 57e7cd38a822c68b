import { sessionOperations } from '@tvet/contract';
import { call } from './call';
import { deleteAccountData } from './device-db';
import { forgetOverviewSeen } from './first-visit';
import { forgetVisitedPages } from './offline-pages';
import { clearSession, getSession } from './session';

/**
 * Logout (spec 000 §4): the server revokes the refresh token of the session cookie and clears the cookie, then
 * everything stored here is cleared. The server call is best effort with a short timeout: a user on a dead
 * connection must still be able to sign out of this phone.
 */
export async function logout(): Promise<void> {
  const accountId = getSession()?._id;
  try {
    await call(sessionOperations.logout, { body: {}, signal: AbortSignal.timeout(5000) });
  } catch {
    // Already expired, revoked or offline: the local session goes anyway.
  }
  clearSession();
  // Nothing of the person stays on the phone (issue 30): their database (answers, drafts, messages, the API
  // answers kept for offline use), the note that this browser showed their overview, and the list of pages the service worker would open offline.
  if (accountId) {
    forgetOverviewSeen(accountId);
    await deleteAccountData(accountId);
  }
  await forgetVisitedPages();
}
