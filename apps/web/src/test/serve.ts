import { vi } from 'vitest';

/**
 * The one way web tests mock the network. `serve({ 'GET /jobs': () => envelope(200, 'ok', paged([])) })`
 * stubs fetch with handlers picked by "METHOD /path": the path without /api/v1, the query and a trailing slash;
 * `:name` segments match any one segment ('GET /surveys/:id'), and '*' answers whatever nothing else does. A
 * call no handler answers fails the test (see setup.ts), after rejecting like a network failure would.
 */

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** One call the app made, with its JSON body parsed. */
export interface ServedRequest {
  method: string;
  /** As the app asked for it, e.g. '/api/v1/users/account-1/password/'. */
  url: string;
  /** The key it was matched by: 'PATCH /users/account-1/password'. */
  key: string;
  headers: Record<string, string>;
  /** JSON parsed; any other body as sent. Typed loosely: tests read whatever the app sent. */
  body: any;
}

/** The stubbed fetch (a vi.fn, for call counts) with the calls it received, parsed. */
export type Server = ReturnType<typeof vi.fn> & {
  /** Every call so far, in order. */
  requests: ServedRequest[];
  /** The calls made to one key ('POST /surveys/s1/sections/x/submit'). */
  requestsTo: (key: string) => ServedRequest[];
};

const unexpected: string[] = [];

/** For setup.ts: the calls no handler answered since the last check (and forgets them). */
export function takeUnexpectedCalls(): string[] {
  return unexpected.splice(0);
}

function matcher(key: string): (candidate: string) => boolean {
  if (key === '*') return () => true;
  const [method, path = ''] = key.split(' ');
  const pattern = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const expression = new RegExp(`^${method} ${pattern}$`);
  return (candidate) => expression.test(candidate);
}

function parseBody(body: BodyInit | null | undefined) {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function serve(handlers: Record<string, Handler>): Server {
  // Exact keys before patterns, the catch-all last.
  const routes = Object.entries(handlers)
    .sort(
      ([a], [b]) =>
        Number(a === '*') - Number(b === '*') || Number(a.includes(':')) - Number(b.includes(':')),
    )
    .map(([key, handler]) => ({ matches: matcher(key), handler }));
  const requests: ServedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '')}`;
    requests.push({
      method: init?.method ?? 'GET',
      url: String(input),
      key,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: parseBody(init?.body),
    });
    const route = routes.find((candidate) => candidate.matches(key));
    if (!route) {
      unexpected.push(key);
      throw new TypeError(`No handler for ${key}`);
    }
    return route.handler(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  return Object.assign(fetch, {
    requests,
    requestsTo: (key: string) => requests.filter((request) => request.key === key),
  });
}

/** A handler for a phone without a connection: fetch rejects as browsers do. */
export const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/** A JSON answer in the server's envelope. */
export function envelope(status: number, msg: string, payload: unknown = null): Response {
  const words: Record<number, string> = {
    200: 'ok',
    201: 'ok',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return new Response(JSON.stringify({ status: words[status] ?? 'Error', msg, payload }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A page of a list in the spec's paged shape. */
export function paged<T>(docs: T[], page = 1, totalPages = 1, limit = 20) {
  return {
    docs,
    totalDocs: docs.length,
    totalPages,
    page,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
    pagingCounter: (page - 1) * limit + 1,
  };
}
