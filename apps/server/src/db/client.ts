import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
/** The one database type the features see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: only one node runs migrations at a time when several start together. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * Every PGlite of the app and its tests: the extensions the migrations create (pg_trgm for the console's
 * searches, migration 0017) must be loaded in each instance, a data folder that has them created included.
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

function openPglite(dataDir?: string): DatabaseHandle {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = newPglite({ dataDir: dir });
  } else {
    client = newPglite();
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that the server drops must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
