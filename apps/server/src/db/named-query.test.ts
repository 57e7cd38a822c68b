import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database, DatabaseHandle } from './client';
import { namedQuery } from './named-query';

/*
 * namedQuery goes to the driver itself (PGlite, a node-postgres pool, or a pooled client inside a transaction):
 * the rows, the parameters, the prepared statement on PostgreSQL and the Drizzle logger must all still hold.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ECHO = 'select $1::int + 1 as next, $2::text as word, $3::uuid is null as no_id';

describe('namedQuery', () => {
  it('binds the parameters and answers plain rows', async () => {
    const rows = await namedQuery<{ next: number; word: string; no_id: boolean }>(
      database.db,
      'named_query_test_echo',
      ECHO,
      [41, 'Kano', null],
    );
    expect(rows).toEqual([{ next: 42, word: 'Kano', no_id: true }]);
    // The same name and text again, on whichever pooled connection: the prepared statement is reused.
    for (const value of [1, 2, 3])
      expect(
        await namedQuery<{ next: number }>(database.db, 'named_query_test_echo', ECHO, [value, 'x', null]),
      ).toEqual([{ next: value + 1, word: 'x', no_id: true }]);
  });

  it('runs inside a transaction on its connection, prepared there under its name on PostgreSQL', async () => {
    const seen = await database.db.transaction(async (tx) => {
      const [row] = await namedQuery<{ next: number }>(
        tx as unknown as Database,
        'named_query_test_tx',
        ECHO,
        [1, 'tx', null],
      );
      const prepared = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'named_query_test_tx'`,
      );
      const { rows } = prepared as unknown as { rows: { name: string }[] };
      return { row, prepared: rows.map((entry) => entry.name) };
    });
    expect(seen.row.next).toBe(2);
    // PGlite runs in this process: nothing to prepare, the name is ignored there.
    expect(seen.prepared).toEqual(database.kind === 'postgres' ? ['named_query_test_tx'] : []);
  });

  it("passes the statement and its parameters to Drizzle's logger", async () => {
    const logged: [string, unknown[]][] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => logged.push([query, params]) };
    const client = (database.db as unknown as { $client: never }).$client;
    const db = (database.kind === 'postgres'
      ? drizzlePg(client, { logger })
      : drizzlePglite(client, { logger })) as unknown as Database;
    await namedQuery(db, 'named_query_test_echo', ECHO, [7, 'logged', null]);
    expect(logged).toEqual([[ECHO, [7, 'logged', null]]]);
  });
});
