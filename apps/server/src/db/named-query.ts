import type { Database } from './client';

/**
 * Runs one fixed SQL text as a named (prepared) statement: node-postgres parses it once per pooled connection and
 * then only binds and executes it, which saves the parse and analysis of a statement sent thousands of times a
 * minute. PGlite runs in this process and has no statement cache to gain from: the name is ignored there.
 *
 * A name must always carry the same text (PostgreSQL refuses a second text under a name on a connection), so
 * give each statement a constant text and its own name. Statements still go through Drizzle's session, so its
 * logger (the benchmarks' statement recorder) sees them.
 */
export async function namedQuery<Row>(
  db: Database,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  // Without selected fields both drivers answer with their raw result, whose rows are plain objects.
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
