import type { Language, SessionUser } from '@tvet/contract';
import { useSyncExternalStore } from 'react';
import { activateLanguage } from './i18n/i18n';

/**
 * Who is signed in, and the access token (spec 000 §3 "Session"). It lives in memory only: the refresh token is
 * an httpOnly session cookie the browser sends to /api/v1/auth (no script can read it), so every tab of the
 * browser shares the sign-in, and a tab that opens restores its session from that cookie (`restoreSession`).
 */
export interface Session {
  /** Role profile id: the `{id}` of `GET /{segment}/{id}`. */
  user_id: string;
  /** Account id: the `{id}` of `/users/{id}/...`. */
  _id: string;
  /** The access token, in memory only. */
  token: string;
  user_type: string;
  email: string;
  /** The account's chosen interface language, when it has chosen one. */
  language?: Language | null;
}

/**
 * Set while this browser may hold a session cookie, so that a tab restores its session only when there is one
 * (a visitor's first page waits for nothing). Not a credential: it says only "someone signed in here".
 */
export const SIGNED_IN_KEY = 'tvet.signed-in';

const listeners = new Set<() => void>();
let current: Session | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    // Storage blocked (private mode, policy): the session still works in this tab.
    return null;
  }
}

/** The session a sign-in or refresh answer describes. */
export function sessionFrom(key: string, user: SessionUser): Session {
  return {
    user_id: user._id,
    _id: user.user_id._id,
    token: key,
    user_type: user.user_id.user_type,
    email: user.user_id.email,
    language: user.language ?? null,
  };
}

export function getSession(): Session | null {
  return current;
}

/**
 * Who signed in here last (never the token), so that a reload without a connection still opens their app
 * (issue 30): their pages, surveys and unsent answers are on the phone. Removed at sign-out and when the server
 * ends the session.
 */
export const LAST_USER_KEY = 'tvet.offline-user';

export function setSession(session: Session): void {
  current = session;
  // The account's interface language (issue 29) wins over the device's: sign-in on a new phone opens in it.
  if (session.language) void activateLanguage(session.language).catch(() => undefined);
  const store = storage();
  store?.setItem(SIGNED_IN_KEY, '1');
  const { token: _token, ...user } = session;
  try {
    store?.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full: the app then opens offline only in this tab.
  }
  emit();
}

/**
 * Without a connection the session cookie cannot be traded for an access token: the app opens for the person who
 * signed in here last, with no token; the first call that reaches the server trades the cookie then (lib/api.ts).
 */
export function setOfflineSession(): boolean {
  let user: Omit<Session, 'token'> | null = null;
  try {
    user = JSON.parse(storage()?.getItem(LAST_USER_KEY) ?? 'null') as Omit<Session, 'token'> | null;
  } catch {
    user = null;
  }
  if (!user || typeof user._id !== 'string' || typeof user.user_id !== 'string') return false;
  current = { ...user, token: '' };
  emit();
  return true;
}

/** True when a session cookie may exist (someone signed in in this browser and has not signed out). */
export function mayHaveSession(): boolean {
  return storage()?.getItem(SIGNED_IN_KEY) === '1';
}

/** Logout clears all stored data (spec 000 §4), not only the session; the answers queued offline stay. */
export function clearSession(): void {
  current = null;
  storage()?.removeItem(SIGNED_IN_KEY);
  storage()?.removeItem(LAST_USER_KEY);
  try {
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was stored.
  }
  emit();
}

let restoring = false;

/** True while a tab that just opened trades its session cookie for an access token (lib/api.ts restoreSession). */
export function isRestoring(): boolean {
  return restoring;
}

export function setRestoring(value: boolean): void {
  if (restoring === value) return;
  restoring = value;
  emit();
}

/**
 * The app paints at once, during that exchange (issue 23): a signed-in page shows its frame meanwhile instead of
 * sending the visitor to /login.
 */
export function useRestoring(): boolean {
  return useSyncExternalStore(subscribeSession, isRestoring, () => false);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

// Signing out in another tab ends the session here too (the cookie is gone for every tab).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared its storage altogether.
    const signedOut = (event.key === SIGNED_IN_KEY || event.key === null) && event.newValue === null;
    if (signedOut && current) {
      current = null;
      emit();
    }
  });
}
