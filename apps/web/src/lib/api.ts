import {
  API_VERSION,
  API_VERSION_HEADER,
  APP_OUTDATED_STATUS,
  COOKIE_SESSION_HEADER,
  type CookieSession,
  readableMessage,
} from '@tvet/contract';
import { REFRESH_SESSION_PATH } from '@tvet/contract/offline-paths';
import { setOutdated } from './app-update';
import {
  clearSession,
  getSession,
  mayHaveSession,
  type Session,
  sessionFrom,
  setOfflineSession,
  setRestoring,
  setSession,
} from './session';

/**
 * The one fetch client: JSON in and out, envelope `{status, msg, payload}` unwrapped, bearer token attached,
 * one token refresh (shared by concurrent calls) and one retry when the access token has expired. The refresh
 * token is the browser's httpOnly session cookie: every call says so (X-Session: cookie), so the server never
 * puts the refresh token in an answer a script could read.
 */
export const API_BASE = '/api/v1';

/** Strings of the server's token errors; spec 000 §4 sends a Bad Request carrying one of them to refresh. */
const TOKEN_ERRORS = new Set(['invalid token', 'expired token']);

/** What a person reads when a request never reached the server (no signal, timed out, server unreachable). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check that your phone is connected to the internet, then try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status code; 0 when the request never reached the server. */
    readonly statusCode: number,
    /** The envelope's status words, e.g. 'Bad Request'. */
    readonly status: string,
    /** Field name -> message for validation failures. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope<T> {
  status: string;
  msg: string;
  payload: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public calls (sign-in, registration, codes) send no token and never trigger a refresh. */
  auth?: boolean;
  signal?: AbortSignal;
}

interface Attempt {
  response: Response;
  envelope: Envelope<unknown> | null;
  sentToken: string | undefined;
}

/** `url`: the whole path, `/api/v1/…`. */
async function send(url: string, options: RequestOptions): Promise<Attempt> {
  const sentToken = options.auth === false ? undefined : getSession()?.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [COOKIE_SESSION_HEADER.name]: COOKIE_SESSION_HEADER.value,
    // The server refuses a bundle built for another API (426), so an old bundle never sends what it would misread.
    [API_VERSION_HEADER]: API_VERSION,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    // Spec 000 §8 shows a network error's own message, but browsers word it for developers ('Failed to fetch',
    // 'Load failed', 'signal timed out'): every form and list shows this sentence instead (issue 9).
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
  }
  const serverVersion = response.headers.get(API_VERSION_HEADER);
  if (response.status === APP_OUTDATED_STATUS || (serverVersion !== null && serverVersion !== API_VERSION)) {
    // "This version of the app is out of date" with Reload (components/ui/update-banner.tsx).
    setOutdated();
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  return { response, envelope, sentToken };
}

function isTokenFailure({ response, envelope, sentToken }: Attempt): boolean {
  if (!sentToken) return false;
  return response.status === 401 || (response.status === 400 && TOKEN_ERRORS.has(envelope?.msg ?? ''));
}

/** 'ended': the server refused the cookie (signed out, expired, revoked); 'offline': no answer came back. */
type Refresh = 'ok' | 'ended' | 'offline';
let refreshing: Promise<Refresh> | null = null;

async function refreshTokens(signal?: AbortSignal): Promise<Refresh> {
  try {
    // The browser sends the session cookie; the answer sets the rotated one.
    const { response, envelope } = await send(`/api${REFRESH_SESSION_PATH}/`, {
      method: 'POST',
      body: {},
      auth: false,
      signal,
    });
    const payload = envelope?.payload as Partial<CookieSession> | null;
    // Server trouble, or a server newer than this bundle (426): not a sign-out; the person is told to reload.
    if (response.status >= 500 || response.status === APP_OUTDATED_STATUS) return 'offline';
    const current = getSession();
    if (!response.ok || !payload?.key || !(payload.user || current)) return 'ended';
    // The answer says who is signed in, which a tab that has just opened does not know yet.
    setSession(
      payload.user ? sessionFrom(payload.key, payload.user) : { ...(current as Session), token: payload.key },
    );
    return 'ok';
  } catch {
    return 'offline';
  }
}

/** One tab at a time (Web Locks, where the browser has them): tabs share the cookie, and each rotates it. */
function refreshAcrossTabs(signal?: AbortSignal): Promise<Refresh> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshTokens(signal);
  return locks
    .request('tvet-session-refresh', () => refreshTokens(signal))
    .then((outcome) => outcome)
    .catch(() => 'offline' as const);
}

/** Concurrent calls that all hit an expired token share a single refresh. */
function refreshOnce(signal?: AbortSignal): Promise<Refresh> {
  refreshing ??= refreshAcrossTabs(signal).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const RESTORE_TIMEOUT_MS = 10_000;

/**
 * A tab that opens (or reloads) asks for an access token with the session cookie, so every tab of the browser
 * shares one sign-in. Only when someone signed in here: a visitor's first page waits for nothing. A refused
 * cookie signs the tab out; no answer (offline, timed out) leaves it signed out for now but keeps the mark, so
 * the next load tries again.
 */
export async function restoreSession(): Promise<void> {
  if (getSession() || !mayHaveSession()) return;
  // Older WebViews lack AbortSignal.timeout: they wait for the answer instead.
  const timeout =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(RESTORE_TIMEOUT_MS) : undefined;
  setRestoring(true);
  try {
    const outcome = await refreshOnce(timeout);
    if (outcome === 'ended') clearSession();
    // No connection: the app opens offline for the person signed in here (issue 30).
    if (outcome === 'offline' && !getSession()) setOfflineSession();
  } finally {
    setRestoring(false);
  }
}

function toError({ response, envelope }: Attempt): ApiError {
  const fields = (envelope?.payload as { fields?: Record<string, string> } | null)?.fields ?? {};
  const msg = envelope?.msg;
  // Spec 000 §8: "the first value if msg is an object".
  const message =
    typeof msg === 'string' ? msg : msg && typeof msg === 'object' ? String(Object.values(msg)[0]) : '';
  return new ApiError(
    readableMessage(message, fields) || response.statusText || `Request failed (${response.status})`,
    response.status,
    envelope?.status ?? response.statusText,
    fields,
  );
}

export function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return requestUrl<T>(`${API_BASE}${path}`, options);
}

/** The same call with the whole path (`/api/v1/…`), as lib/call.ts builds it from a contract operation. */
export async function requestUrl<T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  if (options.auth !== false && getSession()?.token === '') {
    // Opened offline (setOfflineSession): the cookie is traded for a token before the first call goes.
    const outcome = await refreshOnce();
    if (outcome === 'offline') throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
    if (outcome === 'ended') {
      clearSession();
      throw new ApiError('Your session has ended. Please sign in again.', 401, 'Unauthorized');
    }
  }
  let attempt = await send(url, options);
  if (isTokenFailure(attempt)) {
    // Another call may already have rotated the token while this one was in flight: just retry then.
    if (getSession()?.token === attempt.sentToken) {
      const outcome = await refreshOnce();
      // A weak signal is not a sign-out: the session stays and the call fails like any network failure.
      if (outcome === 'offline') throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'Network Error');
      if (outcome === 'ended') {
        // The protected-route guard sees the session go and sends the user to /login.
        clearSession();
        throw toError(attempt);
      }
    }
    attempt = await send(url, options);
  }
  if (!attempt.response.ok) throw toError(attempt);
  return attempt.envelope as Envelope<T>;
}
