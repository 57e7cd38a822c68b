import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Database, type DatabaseHandle, newPglite, openDatabase } from '../db/client';
import { loadConfig } from '../platform/config';
import type { LogStream } from '../platform/log-redaction';
import type { Mailer, MailMessage } from '../platform/mail';
import type { Ports } from '../platform/ports';
import { dropPostgresDatabase } from './global-setup';

/** Records mail instead of sending it; `codeFor` reads the latest 4-digit code sent to an address. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  codeFor(email: string): string {
    const last = [...this.sent].reverse().find((message) => message.to === email.toLowerCase());
    const code = last?.text.match(/\b(\d{4})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
  countFor(email: string) {
    return this.sent.filter((message) => message.to === email.toLowerCase()).length;
  }
}

/** The name of a value the server project's global setup provides; '' outside that run (no global setup). */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/** The migrated template of this run (test/global-setup.ts), read once per worker. */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  if (template) return template;
  const file = provided('pgliteTemplate');
  if (!file) return undefined;
  template = new Blob([readFileSync(file)]);
  return template;
}

/** In-memory PGlite from the migrated template: no initdb and no migration per file. */
async function openTemplatePglite(data: Blob): Promise<DatabaseHandle> {
  const client = newPglite({ loadDataDir: data });
  await client.waitReady;
  return {
    db: drizzle(client) as unknown as Database,
    kind: 'pglite',
    // Already migrated; kept so callers may still call it.
    migrate: async () => {},
    close: () => client.close(),
  };
}

/**
 * A database of its own for one test file: in-memory PGlite by default, loaded from the run's migrated template;
 * with DATABASE_URL set, a fresh PostgreSQL database on that server, copied from the run's migrated template
 * database, and dropped afterwards, so files and runs never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const data = pgliteTemplate();
    if (data) return openTemplatePglite(data);
    const handle = openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `tvet_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const templateName = provided('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    templateName ? `create database ${name} template ${templateName}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  // A copy of the template is migrated already; migrating again only reads the journal and changes nothing.
  if (!templateName) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  mail: RecordingMailer;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Turns logging on (level `trace`) and sends the lines here, so a test can read what would be logged. */
  logStream?: LogStream;
  /** Sees every route as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * `durable`: the app runs its jobs on pg-boss in the test's database (PGlite or PostgreSQL), as npm start does.
   * Default: the inline runner (platform/jobs/inline-runner.ts), which costs a test file nothing.
   */
  jobs?: 'durable' | 'inline';
  /** Ports a test stands in for (platform/ports.ts), e.g. the tracer's `interviews` before the tracer exists. */
  ports?: Ports;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    RATE_LIMIT_MULTIPLIER: '100',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const mail = new RecordingMailer();
  const app = await buildApp({
    config,
    db: database.db,
    mailer: mail,
    onRoute: options.onRoute,
    jobs: options.jobs ?? 'inline',
    ports: options.ports,
    ...(options.logStream ? { logger: { level: 'trace' }, logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  statusCode: number;
  body: { status: string; msg: string; payload: T };
  headers: Record<string, unknown>;
}

/** Thin `app.inject` wrapper: JSON in, the envelope out. */
export function client(app: FastifyInstance) {
  const call = async <T = any>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<T>> => {
    const response = await app.inject({
      method,
      url,
      payload: body === undefined ? undefined : (body as object),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { statusCode: response.statusCode, body: response.json(), headers: response.headers };
  };
  return {
    get: <T = any>(url: string, token?: string) => call<T>('GET', url, undefined, token),
    post: <T = any>(url: string, body?: unknown, token?: string) => call<T>('POST', url, body ?? {}, token),
    patch: <T = any>(url: string, body?: unknown, token?: string) => call<T>('PATCH', url, body ?? {}, token),
    delete: <T = any>(url: string, token?: string) => call<T>('DELETE', url, undefined, token),
  };
}
