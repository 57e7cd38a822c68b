import { clearSession, getSession, updateTokens } from './session';

/**
 * The one fetch client: JSON in and out, envelope `{status, msg, payload}` unwrapped, bearer token attached,
 * one token refresh (shared by concurrent calls) and one retry when the access token has expired.
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

async function send(path: string, options: RequestOptions): Promise<Attempt> {
  const sentToken = options.auth === false ? undefined : getSession()?.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  return { response, envelope, sentToken };
}

function isTokenFailure({ response, envelope, sentToken }: Attempt): boolean {
  if (!sentToken) return false;
  return response.status === 401 || (response.status === 400 && TOKEN_ERRORS.has(envelope?.msg ?? ''));
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = getSession()?.refresh_token;
  if (!refreshToken) return false;
  try {
    const { response, envelope } = await send('/auth/refresh/', {
      method: 'POST',
      body: { refreshToken },
      auth: false,
    });
    const payload = envelope?.payload as { key?: string; refresh_token?: string } | null;
    if (!response.ok || !payload?.key || !payload.refresh_token) return false;
    // Refresh tokens rotate: the old one is now spent, so the new one must be kept.
    updateTokens(payload.key, payload.refresh_token);
    return true;
  } catch {
    return false;
  }
}

/** Concurrent calls that all hit an expired token share a single refresh. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function toError({ response, envelope }: Attempt): ApiError {
  const fields = (envelope?.payload as { fields?: Record<string, string> } | null)?.fields ?? {};
  const msg = envelope?.msg;
  // Spec 000 §8: "the first value if msg is an object".
  const message =
    typeof msg === 'string' ? msg : msg && typeof msg === 'object' ? String(Object.values(msg)[0]) : '';
  return new ApiError(
    message || response.statusText || `Request failed (${response.status})`,
    response.status,
    envelope?.status ?? response.statusText,
    fields,
  );
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  let attempt = await send(path, options);
  if (isTokenFailure(attempt)) {
    // Another call may already have rotated the token while this one was in flight: just retry then.
    const renewed = getSession()?.token !== attempt.sentToken || (await refreshOnce());
    if (!renewed) {
      // The protected-route guard sees the session go and sends the user to /login.
      clearSession();
      throw toError(attempt);
    }
    attempt = await send(path, options);
  }
  if (!attempt.response.ok) throw toError(attempt);
  return attempt.envelope as Envelope<T>;
}
