import pg from 'pg';

/** Statements sent and rows they returned, by prepared-statement name or else by SQL text. */
export type QueryCounts = Record<string, { statements: number; rows: number }>;

const rowsOf = (result: unknown): number =>
  (Array.isArray(result) ? result : [result]).reduce(
    (sum: number, one) =>
      sum + (Array.isArray((one as pg.QueryResult | undefined)?.rows) ? one.rows.length : 0),
    0,
  );

/**
 * Counts every statement this process sends to PostgreSQL through node-postgres, and the rows that come back: a
 * measure of a request's work that the machine's load does not change (unlike its latency or CPU time). Every
 * path goes through Client.prototype.query: the pool's query (Drizzle outside a transaction), a pooled client
 * (transactions) and namedQuery's prepared statements. Installed once, in the server process of a benchmark.
 */
export function countQueries(): () => QueryCounts {
  const counts: QueryCounts = {};
  const original = pg.Client.prototype.query;
  const count = (key: string, rows: number, statements: number) => {
    const entry = counts[key] ?? { statements: 0, rows: 0 };
    counts[key] = entry;
    entry.statements += statements;
    entry.rows += rows;
  };
  function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { name?: string; text?: string } | undefined;
    const key =
      (typeof first === 'string' ? first : (first?.name ?? first?.text)) ??
      '(a submittable: cursor or stream)';
    count(key, 0, 1);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (!error) count(key, rowsOf(result), 0);
        return callback(error, result);
      };
    }
    const returned = (original as (...a: unknown[]) => unknown).apply(this, args);
    // The caller keeps its own handlers on `returned`; this branch only reads the rows, and swallows nothing of theirs.
    if (typeof (returned as Promise<unknown> | undefined)?.then === 'function')
      (returned as Promise<unknown>).then((result) => count(key, rowsOf(result), 0)).catch(() => {});
    return returned;
  }
  pg.Client.prototype.query = counted as unknown as typeof original;
  return () => structuredClone(counts);
}

/** What was sent between two readings of countQueries' counts. */
export function countsBetween(before: QueryCounts, after: QueryCounts): QueryCounts {
  const out: QueryCounts = {};
  for (const [key, now] of Object.entries(after)) {
    const then = before[key] ?? { statements: 0, rows: 0 };
    if (now.statements > then.statements || now.rows > then.rows)
      out[key] = { statements: now.statements - then.statements, rows: now.rows - then.rows };
  }
  return out;
}
