import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

interface PgliteLike {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss's view of our database or of one of its transactions (pg-boss `db` option): the same connection pool
 * (PostgreSQL) or the same in-process PGlite, so jobs live beside the data and can be enqueued in the
 * transaction that asks for them. Drizzle's session holds the driver's client: a pool, inside a transaction
 * the pool's client, or PGlite (its transaction object inside one).
 */
export function bossDb(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const client = (db._.session as unknown as { client: unknown }).client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const result = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        // Several statements in one text (pg-boss's schema creation) answer one result each.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      }
      const pglite = client as PgliteLike;
      // PGlite's extended protocol takes one statement; pg-boss sends several only without parameters.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return pglite.query(text, values);
    },
  };
}
