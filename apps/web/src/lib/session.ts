import { useSyncExternalStore } from 'react';

/** What the browser keeps for a signed-in tab (spec 000 §3 "Session"); sessionStorage so it ends with the tab. */
export interface Session {
  /** Role profile id: the `{id}` of `GET /{segment}/{id}`. */
  user_id: string;
  /** Account id: the `{id}` of `/users/{id}/...`. */
  _id: string;
  token: string;
  refresh_token: string;
  user_type: string;
  email: string;
}

const SESSION_KEY = 'tvet.session';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    // Corrupt or blocked storage: behave as signed out rather than crash the app.
    return null;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(session: Session): void {
  cached = session;
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  emit();
}

/** Token rotation after a refresh: everything else in the session stays. */
export function updateTokens(token: string, refresh_token: string): void {
  const current = getSession();
  if (current) setSession({ ...current, token, refresh_token });
}

/** Logout clears all stored data (spec 000 §4), not only the session. */
export function clearSession(): void {
  cached = null;
  sessionStorage.clear();
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
