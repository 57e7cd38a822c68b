import pg from 'pg';
import type { Database } from './client';

/** What namedQuery reads of Drizzle's session: the driver's client (pool, pooled client or PGlite) and the logger. */
interface DriverSession {
  client: unknown;
  logger: { logQuery(query: string, params: unknown[]): void };
}
interface PgliteLike {
  query<Row>(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * Runs one fixed SQL text as a named (prepared) statement: node-postgres parses it once per pooled connection and
 * then only binds and executes it, which saves the parse and analysis of a statement sent thousands of times a
 * minute. PGlite runs in this process and has no statement cache to gain from: the name is ignored there.
 *
 * A name must always carry the same text (PostgreSQL refuses a second text under a name on a connection), so
 * give each statement a constant text and its own name.
 *
 * The statement goes to the driver directly, not through Drizzle's prepared query: that builds two type-parser
 * configurations and a tracing span per call (as many of the server's CPU samples as pg itself on the answer
 * submission benchmark, bench/README.md). Drizzle's logger still sees it (the benchmarks record statements through it). Rows come back with the
 * driver's own type parsing (a timestamp is a Date with node-postgres, as with PGlite), not Drizzle's.
 */
export async function namedQuery<Row>(
  db: Database,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const session = db._.session as unknown as DriverSession;
  session.logger.logQuery(text, params);
  const client = session.client;
  // A pool, or inside a transaction the pool's client (a pg.Client).
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  return (await (client as PgliteLike).query<Row>(text, params)).rows;
}
