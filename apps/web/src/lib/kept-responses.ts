import type { OperationResponse, OperationSpec } from '@tvet/contract';
import { API_BASE, ApiError } from './api';
import { type CallInput, call, urlOf } from './call';
import { accountData } from './device-db';
import { getSession } from './session';

/**
 * A contract operation's GET (lib/call.ts) whose answer is kept on this phone for the signed-in person (issue 30):
 * in their database (lib/device-db.ts, 'responses', keyed by its path without `/api/v1`), and answered from there when the server cannot be reached,
 * so the pages a person needs offline (their profile for the app's frame, their surveys) open without a
 * connection. Signing out deletes the database and these copies with it. Use with `networkMode: 'offlineFirst'`,
 * so TanStack Query tries it even while the browser says it is offline.
 */
export function readKeptCall<O extends OperationSpec>(
  op: O,
  input: CallInput<O>,
): Promise<OperationResponse<O>> {
  const path = urlOf(op, input).slice(API_BASE.length);
  return keep(path, async () => (await call(op, ...([input] as never as [CallInput<O>]))).payload);
}

async function keep<T>(path: string, fetch: () => Promise<T>): Promise<T> {
  const accountId = getSession()?._id;
  try {
    const payload = await fetch();
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
