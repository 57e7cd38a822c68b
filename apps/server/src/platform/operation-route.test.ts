import { REFRESH_SESSION_PATH, SUBMIT_ANSWERS_PATH } from '@tvet/contract/offline-paths';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * The OpenAPI tags of features whose routes are still written by hand (decision 0033): each leaves this list when
 * its routes are registered from its contract operations. The list may only shrink.
 */
const NOT_YET_FROM_OPERATIONS = new Set([
  // served by other features under the console's tags: privacy, tracer studies
  'admin: tracer studies',
  // left to the helpers changing them now: privacy, data-rights, gateway, tracer
  'me: privacy',
  'institutions: tracer',
  'tracer: answer by link',
  // the phone follow-up and the interviewers' calls (interviews), landed while this moved
  'institutions: phone follow-up',
  'staff: calls',
]);

interface Seen {
  method: string;
  url: string;
  tag: string;
  operation?: { method: string; path: string };
}

describe('every API route is registered from a contract operation (decision 0033)', () => {
  const routes: Seen[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
          const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
          if (method === 'HEAD') return;
          const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
          routes.push({ method, url: route.url, tag: tags[0] ?? '', operation: route.config?.operation });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('names an operation whose method and path are the route, unless its feature is on the known list', () => {
    expect(routes.length).toBeGreaterThan(100);
    const handWritten = routes.filter((route) => !route.operation && !NOT_YET_FROM_OPERATIONS.has(route.tag));
    expect(handWritten.map((route) => `${route.method} ${route.url} (${route.tag})`)).toEqual([]);
    for (const route of routes.filter((each) => each.operation)) {
      expect(`${route.method} ${route.url}`).toBe(`${route.operation?.method} /api${route.operation?.path}`);
    }
  });

  it('lists only features that still have a hand-written route', () => {
    const stillHandWritten = new Set(routes.filter((route) => !route.operation).map((route) => route.tag));
    const done = [...NOT_YET_FROM_OPERATIONS].filter((tag) => !stillHandWritten.has(tag));
    expect(done).toEqual([]);
  });

  it("serves the zod-free paths the service worker posts to (contract's offline-paths.ts)", () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const path of [REFRESH_SESSION_PATH, SUBMIT_ANSWERS_PATH])
      expect(served).toContain(`POST /api${path}`);
  });
});
