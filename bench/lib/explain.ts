import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';

export interface Statement {
  query: string;
  params: unknown[];
}

/**
 * A Drizzle database like the app's that also records every statement it sends, so the plans shown are those of
 * the exact SQL the app's code generates (not a hand-copied version of it).
 */
export function recordingDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'bench' });
  pool.on('error', () => {});
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Database;
  return {
    db,
    /** Statements recorded since the last call (transaction control left out). */
    take(): Statement[] {
      return statements
        .splice(0)
        .filter((statement) => !/^\s*(begin|commit|rollback)/i.test(statement.query));
    },
    close: () => pool.end(),
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, in order, inside one transaction that is rolled back: the writes
 * run (so their plans are real) and are undone.
 */
export async function explainAll(sql: pg.Client, statements: Statement[]): Promise<string> {
  const out: string[] = [];
  await sql.query('begin');
  try {
    for (const statement of statements) {
      const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.query}`,
        statement.params,
      );
      out.push(`> ${statement.query.replace(/\s+/g, ' ').slice(0, 160)}`);
      out.push(...rows.map((row) => `    ${row['QUERY PLAN']}`));
    }
  } finally {
    await sql.query('rollback');
  }
  return out.join('\n');
}

/** Replaces every parameter equal to `from` by `to` (to plan the same statement for another person). */
export function withParam(statements: Statement[], from: unknown, to: unknown): Statement[] {
  return statements.map((statement) => ({
    query: statement.query,
    params: statement.params.map((param) => (param === from ? to : param)),
  }));
}
