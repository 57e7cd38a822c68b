import { ApiError, request } from './api';
import { accountData } from './device-db';
import { getSession } from './session';

/**
 * A GET whose answer is kept on this phone for the signed-in person (issue 30): in their database
 * (lib/device-db.ts, 'responses', keyed by the path), and answered from there when the server cannot be reached,
 * so the pages a person needs offline (their profile for the app's frame, their surveys) open without a
 * connection. Signing out deletes the database and these copies with it. Use with `networkMode: 'offlineFirst'`,
 * so TanStack Query tries it even while the browser says it is offline.
 */
export async function readKept<T>(path: string): Promise<T> {
  const accountId = getSession()?._id;
  try {
    const { payload } = await request<T>(path);
    if (accountId) void accountData(accountId).saveResponse(path, payload);
    return payload;
  } catch (error) {
    if (accountId && error instanceof ApiError && error.statusCode === 0) {
      const kept = await accountData(accountId).readResponse<T>(path);
      if (kept !== undefined) return kept;
    }
    throw error;
  }
}
