import {
  fillPath,
  type OperationBody,
  type OperationQuery,
  type OperationResponse,
  type OperationSpec,
  type PathParams,
} from '@tvet/contract';
import { API_BASE, type Envelope, requestUrl } from './api';

/** Where the API's paths start; an operation's path (`/v1/…`, `/health`) follows it. */
const API_ROOT = '/api';

/** What a call of `O` takes: its `:params`, its body when it has one, its query. */
export type CallInput<O extends OperationSpec> = (keyof PathParams<O> extends never
  ? { params?: undefined }
  : { params: PathParams<O> }) &
  (O['body'] extends object ? { body: OperationBody<O> } : { body?: unknown }) & {
    query?: OperationQuery<O>;
    /** Public calls (sign-in, registration, codes) send no token and never trigger a refresh. */
    auth?: boolean;
    signal?: AbortSignal;
  };

type Args<O extends OperationSpec> = keyof PathParams<O> extends never
  ? O['body'] extends object
    ? [input: CallInput<O>]
    : [input?: CallInput<O>]
  : [input: CallInput<O>];

/** `?a=1&b=x`: empty values left out, arrays as repeated keys. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const each of Array.isArray(value) ? value : [value]) search.append(key, String(each));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The operation's URL with its params and query filled in (links, downloads, `<img src>`). */
export function urlOf<O extends OperationSpec>(
  op: O,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  return `${API_ROOT}${fillPath(op.path, input.params)}${queryString(input.query)}`;
}

/**
 * The operation's URL below `/api/v1` (`/me/exports/3f…/download`), for the helpers that add that root themselves:
 * downloadWithToken (lib/authed-download.ts) and uploadWithProgress (lib/upload.ts).
 */
export function pathUnderApiBase<O extends OperationSpec>(
  op: O,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
  const url = urlOf(op, input);
  if (!url.startsWith(`${API_BASE}/`)) throw new Error(`${op.path} is not under ${API_BASE}`);
  return url.slice(API_BASE.length);
}

/**
 * The one way the web calls the API (decision 0033): the contract's operation names the method and the path,
 * the answer is typed by its response schema, and lib/api.ts does the rest (token, one refresh, API version,
 * errors as ApiError).
 */
export function call<O extends OperationSpec>(
  op: O,
  ...[input]: Args<O>
): Promise<Envelope<OperationResponse<O>>> {
  const given = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    auth?: boolean;
    signal?: AbortSignal;
  };
  return requestUrl<OperationResponse<O>>(urlOf(op, given), {
    method: op.method,
    body: given.body,
    auth: given.auth,
    signal: given.signal,
  });
}
