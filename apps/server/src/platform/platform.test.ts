import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES } from '@tvet/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody, signedIn } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { registerAccess } from './access';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';
import { registerEnvelope } from './envelope';
import { AppError } from './errors';
import { createJwt } from './jwt';
import { DEFAULT_RETRY_AFTER_SECONDS, DOCS_CSP, HSTS, registerSecurityHeaders } from './security-headers';

describe('platform: routing, documentation, headers', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await api.get('/api/v1/no-such-thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 'Not Found',
      msg: SERVER_MESSAGES.routeNotFound('GET', '/api/v1/no-such-thing'),
      payload: null,
    });
    const post = await api.post('/api/v2/graduates', {});
    expect(post.statusCode).toBe(404);
    expect(post.body.status).toBe('Not Found');
  });

  it('answers any other unknown path with the 404 envelope when no web app is built', async () => {
    const res = await api.get('/some/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 'Not Found',
      msg: SERVER_MESSAGES.routeNotFound('GET', '/some/page'),
      payload: null,
    });
  });

  it('serves an OpenAPI document of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/graduates/login');
    expect(Object.keys(doc.paths)).toContain('/api/v1/graduates');
    expect(doc.paths['/api/v1/auth/graduates/login'].post.requestBody).toBeDefined();
  });

  it('answers a non-JSON body with 415 or 400 and a message, never 500', async () => {
    const body = JSON.stringify(registrationBody('graduates'));
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/graduates',
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect([400, 415], `${contentType}: ${res.body}`).toContain(res.statusCode);
      const answer = res.json();
      expect(answer.status).toBe(res.statusCode === 415 ? 'Unsupported Media Type' : 'Bad Request');
      expect(answer.msg).toEqual(expect.any(String));
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/graduates',
      headers: { 'content-type': 'application/xml' },
      payload: '<graduate/>',
    });
    expect(xml.json()).toEqual({
      status: 'Unsupported Media Type',
      msg: SERVER_MESSAGES.unsupportedMediaType,
      payload: null,
    });
  });

  it('sends the security headers on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/v1/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});

describe('headers for HTTPS, signed-in answers, the API docs and refusals (issue 9)', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    // app.inject's requests come from 127.0.0.1: here, the load balancer.
    behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    api = client(t.app);
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy, and not over plain HTTP', async () => {
    const https = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could claim HTTPS: the header is then ignored.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks signed-in JSON and every auth answer no-store, and leaves anonymous public answers alone', async () => {
    const { token, user } = await signedIn(t, 'graduate');
    const own = await api.get(`/api/v1/graduates/${user.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    // Refusals too: a request that carried credentials is never kept.
    const refused = await api.get('/api/v1/surveys', 'not.a.token');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await api.post('/api/v1/auth/graduates/login', {
      email: 'nobody@example.ng',
      password: 'x',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const recovery = await api.get('/api/v1/recovery/verification/nobody%40example.ng?otp=1234');
    expect(recovery.headers['cache-control']).toBe('no-store');
    const health = await api.get('/api/health');
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('gives /api/docs a content security policy that lets swagger-ui load its own files only', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
    }
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).not.toContain('unsafe-eval');
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
    // The page swagger-ui serves has no inline script the policy would block.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('adds Retry-After to any 429 that lacks one, taking the wait from the msg', async () => {
    const app = Fastify();
    registerEnvelope(app);
    registerSecurityHeaders(app);
    app.get('/with-wait', async () => {
      throw new AppError(429, SERVER_MESSAGES.tooManyRequests(42));
    });
    app.get('/without-wait', async () => {
      throw new AppError(429, 'Slow down.');
    });
    app.get('/own-header', async (_request, reply) => {
      reply.header('retry-after', '7');
      throw new AppError(429, SERVER_MESSAGES.tooManyRequests(7));
    });
    try {
      expect((await app.inject({ url: '/with-wait' })).headers['retry-after']).toBe('42');
      expect((await app.inject({ url: '/without-wait' })).headers['retry-after']).toBe(
        String(DEFAULT_RETRY_AFTER_SECONDS),
      );
      expect((await app.inject({ url: '/own-header' })).headers['retry-after']).toBe('7');
    } finally {
      await app.close();
    }
  });
});

describe('registerAccess: every /api/v1 route declares who may call it', () => {
  async function build(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    registerAccess(app, createJwt('x'.repeat(40)), {});
    try {
      register(app);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('refuses to register an API route without config.access', async () => {
    await expect(build((app) => app.get('/api/v1/forgotten', async () => 'x'))).rejects.toThrow(
      /GET \/api\/v1\/forgotten does not declare its access/,
    );
  });

  it('accepts a route that declares its access, and routes outside /api/v1', async () => {
    await expect(
      build((app) => {
        app.get('/api/v1/declared', { config: { access: 'public' } }, async () => 'x');
        app.get('/api/v1/members', { config: { access: { roles: 'any' } } }, async () => 'x');
        app.get('/elsewhere', async () => 'x');
      }),
    ).resolves.toBeUndefined();
  });
});

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function configError(env: Record<string, string>): ConfigError {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
  }

  it('names a PORT that is not a number', () => {
    expect(configError({ PORT: 'abc' }).message).toMatch(/PORT/);
    expect(configError({ PORT: '70000' }).message).toMatch(/PORT/);
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD and the reverse', () => {
    expect(configError({ ADMIN_EMAIL: 'admin@example.ng' }).message).toMatch(/ADMIN_PASSWORD/);
    expect(configError({ ADMIN_PASSWORD: 'Admin-Pass-2024' }).message).toMatch(/ADMIN_EMAIL/);
  });

  it('names a DATABASE_URL that is not PostgreSQL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toMatch(/DATABASE_URL/);
  });

  it('names a JWT_SECRET that is too short and a RATE_LIMIT_MULTIPLIER that is not positive', () => {
    expect(configError({ JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET/);
    expect(configError({ RATE_LIMIT_MULTIPLIER: '0' }).message).toMatch(/RATE_LIMIT_MULTIPLIER/);
  });

  it('refuses a TRUST_PROXY hop count (Fastify ignores it) and reads addresses and networks', () => {
    expect(configError({ TRUST_PROXY: '1' }).message).toMatch(/TRUST_PROXY must name the proxies/);
    expect(configError({ TRUST_PROXY: 'everyone' }).message).toMatch(/TRUST_PROXY/);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
  });

  it('is documented: the README configuration table names every variable the server reads', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('### Using a PostgreSQL server'),
    );
    const documented = new Set(
      [...section.matchAll(/^\|[^|]*\|/gm)].flatMap(([cell]) => cell.match(/[A-Z][A-Z_]+/g) ?? []),
    );
    expect(ENV_VARIABLES.length).toBeGreaterThan(10);
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists every wrong variable at once', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'all' }).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/SEED/);
  });

  it('reads defaults and keeps one generated JWT secret per data folder', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' })).toMatchObject({
      port: 8080,
      jwtSecret: first.jwtSecret,
    });
  });
});
