import { REFRESH_SESSION_PATH, SUBMIT_ANSWERS_PATH } from '@tvet/contract/offline-paths';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

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

  it('names an operation whose method and path are the route, for every route of every feature', () => {
    expect(routes.length).toBeGreaterThan(100);
    const handWritten = routes.filter((route) => !route.operation);
    expect(handWritten.map((route) => `${route.method} ${route.url} (${route.tag})`)).toEqual([]);
    for (const route of routes.filter((each) => each.operation)) {
      expect(`${route.method} ${route.url}`).toBe(`${route.operation?.method} /api${route.operation?.path}`);
    }
  });

  it("serves the zod-free paths the service worker posts to (contract's offline-paths.ts)", () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const path of [REFRESH_SESSION_PATH, SUBMIT_ANSWERS_PATH])
      expect(served).toContain(`POST /api${path}`);
  });
});
