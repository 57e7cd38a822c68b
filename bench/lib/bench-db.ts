import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { onCleanup } from './lifecycle';

export interface BenchDatabase {
  name: string;
  /** Connection string of the new database. */
  url: string;
  /** The app's own Drizzle handle (node-postgres pool), for the seed factories. */
  handle: DatabaseHandle;
  /** One plain connection for bulk SQL and the checks after the run. */
  sql: pg.Client;
}

/**
 * Creates `bench_<random>` on the server (as the test harness does), migrates it with the app's migrations and
 * registers its removal, so the database is dropped at the end even when the run fails or is interrupted.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  onCleanup(`drop database ${name}`, () =>
    adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The benchmark's own connections are named, so that sampling pg_stat_activity can tell them from the app's.
  const own = new URL(url);
  own.searchParams.set('application_name', 'bench');
  const handle = openDatabase({ databaseUrl: own.toString() });
  onCleanup('close the seed pool', () => handle.close());
  await handle.migrate();
  const sql = new pg.Client({ connectionString: own.toString() });
  sql.on('error', () => {});
  await sql.connect();
  onCleanup('close the bulk connection', () => sql.end());
  return { name, url: url.toString(), handle, sql };
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Server settings that shape the figures, printed with them. */
export async function serverSettings(sql: pg.Client): Promise<string> {
  const { rows } = await sql.query<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings
      where name in ('shared_buffers', 'work_mem', 'synchronous_commit', 'max_connections', 'jit')
      order by name`,
  );
  const [{ server_version: version }] = (await sql.query<{ server_version: string }>('show server_version'))
    .rows;
  const settings = rows.map((row) => {
    if (row.unit === '8kB') return `${row.name}=${(Number(row.setting) * 8) / 1024} MB`;
    if (row.unit === 'kB') return `${row.name}=${Number(row.setting) / 1024} MB`;
    return `${row.name}=${row.setting}`;
  });
  return `PostgreSQL ${version}: ${settings.join(', ')}`;
}

/**
 * BENCH_SETUP_SQL: statements run on the seeded database before the load (for example a candidate index), to
 * measure a schema change without touching the server's migrations. Returns them for the report.
 */
export async function applySetupSql(sql: pg.Client): Promise<string | undefined> {
  const text = process.env.BENCH_SETUP_SQL?.trim();
  if (text) await sql.query(text);
  return text || undefined;
}
