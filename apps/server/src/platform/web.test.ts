import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** A built web app as `npm run build` leaves it: index.html with .br and .gz copies beside it, hashed assets. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tvet-web-'));
  const html = `<!doctype html><html><head><title>TVET Graduate Tracer</title></head><body>${'<div></div>'.repeat(200)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // What apps/web/build/route-list.ts writes: the app's route patterns.
  writeFileSync(
    path.join(dist, 'app-routes.json'),
    JSON.stringify(['/', '/login', '/jobs/:id', '/surveys/:id', '/invitation/:token']),
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

describe('serving the web app (issue 9: GET / without Accept-Encoding answered 403)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves / uncompressed to a client that accepts no encoding (curl, load-balancer checks)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>TVET Graduate Tracer</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('still sends / compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>TVET Graduate Tracer</title>');
  });

  it('serves app pages and assets with and without Accept-Encoding', async () => {
    for (const url of ['/login', '/jobs/123', '/assets/index-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe("only the app's routes answer its page (issue 23: /robots.txt answered the app's HTML)", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the real robots.txt as text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers a missing file-like path with a plain 404, never the app', async () => {
    for (const url of ['/sitemap.xml', '/favicon.ico', '/wp-login.php', '/surveys/1/export.csv']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('<title>');
    }
  });

  it("answers the app's routes with its page, parameters and a trailing slash included", async () => {
    for (const url of ['/login', '/login/', '/jobs/123', '/surveys/abc?tab=2', '/invitation/a1.b2.c3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>TVET Graduate Tracer</title>');
    }
  });

  it("answers any other page path with the app (its 404 page) and status 404, so crawlers don't index it", async () => {
    for (const url of ['/no-such-page', '/surveys/1/2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<title>TVET Graduate Tracer</title>');
    }
  });
});
