import { request } from './api';
import { clearSession, getSession } from './session';

/**
 * Logout (spec 000 §4): tell the server to revoke the refresh token, then clear everything stored. The server
 * call is best effort with a short timeout: a user on a dead connection must still be able to sign out.
 */
export async function logout(): Promise<void> {
  const refreshToken = getSession()?.refresh_token;
  if (refreshToken) {
    try {
      await request('/auth/logout/', {
        method: 'POST',
        body: { refreshToken },
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      // Already expired, revoked or offline: the local session goes anyway.
    }
  }
  clearSession();
}
