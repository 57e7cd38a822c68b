import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECRET_LINK_PAGES } from '@tvet/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { redactUrl } from './log-redaction';

/** A random token as links carry them: 32 bytes in base64url. */
const linkToken = () => randomBytes(32).toString('base64url');

/**
 * Issue 22: invitation tokens were written to the log with the request line, so anyone reading the log could
 * take an administrator's invitation. Every registered route with a path parameter is called with a secret in
 * each parameter, and every link page with one in its path; none may reach the log.
 */
describe('no secret in a path reaches the log, on any route', () => {
  const lines: string[] = [];
  const routes: { method: string; url: string }[] = [];
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tvet-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TVET</title>');
    t = await createTestApp(
      { WEB_DIST: dist },
      {
        logStream: { write: (line: string) => void lines.push(line) },
        onRoute: (route: RouteOptions) => {
          const method = Array.isArray(route.method) ? route.method[0] : route.method;
          if (route.url.includes(':')) routes.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('masks every path parameter of every route, whatever the value looks like when its name says secret', async () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/invitations/:token' });
    const secrets: string[] = [];
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      for (const name of names) {
        // A secret-named parameter must be masked even when its value looks like an id or a plain word.
        const values = /token|email|otp|code/i.test(name)
          ? [linkToken(), randomUUID(), 'plainword']
          : [linkToken()];
        for (const value of values) {
          const url = route.url.replace(/:(\w+)(\|:\w+)*/g, (_all, each: string) =>
            each === name ? value : randomUUID(),
          );
          if (value !== 'plainword') secrets.push(value);
          const marker = lines.length;
          await t.app.inject({ method: route.method as 'GET', url });
          const logged = lines.slice(marker).join('\n');
          expect(logged, `${route.method} ${route.url} (${name})`).toContain('incoming request');
          expect(logged, `${route.method} ${route.url} (${name})`).not.toContain(value);
        }
      }
    }
    const text = lines.join('\n');
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).toContain('/api/v1/invitations/[redacted]');
  });

  it('masks the token of every link page served as index.html', async () => {
    for (const page of SECRET_LINK_PAGES) {
      for (const token of [linkToken(), 'lowercaseonly', randomUUID()]) {
        const marker = lines.length;
        const answer = await t.app.inject({ method: 'GET', url: `/${page}/${token}?from=mail` });
        expect(answer.statusCode, page).toBe(200);
        const logged = lines.slice(marker).join('\n');
        expect(logged, `/${page}/${token}`).toContain(`/${page}/[redacted]`);
        expect(logged, `/${page}/${token}`).not.toContain(token);
      }
    }
  });

  it('keeps route words, ids and built file names, so the log still says what was asked', () => {
    const id = randomUUID();
    expect(redactUrl(`/api/v1/graduates/${id}/jobfeed?page=2`)).toBe(
      `/api/v1/graduates/${id}/jobfeed?page=2`,
    );
    expect(redactUrl('/assets/index-B1x9Qa_z.js')).toBe('/assets/index-B1x9Qa_z.js');
    expect(redactUrl('/admin/get-started')).toBe('/admin/get-started');
    expect(redactUrl(`/api/v1/surveys/${id}/export.csv`)).toBe(`/api/v1/surveys/${id}/export.csv`);
    expect(redactUrl('/socket.io/?EIO=4&transport=polling')).toBe(
      '/socket.io/?EIO=[redacted]&transport=[redacted]',
    );
    const token = linkToken();
    expect(redactUrl(`/api/v1/anything-new/${token}/x`)).toBe('/api/v1/anything-new/[redacted]/x');
    expect(redactUrl(`/api/v1/invitations/${id}`, { params: { token: id } })).toBe(
      '/api/v1/invitations/[redacted]',
    );
  });
});
