import pg from 'pg';
import { onCleanup } from './lifecycle';

/**
 * Samples what the app's PostgreSQL connections are doing (pg_stat_activity) every `everyMs` during a run: running
 * on CPU, waiting for the app to send the next statement (ClientRead), waiting for the WAL flush of a commit, on a
 * lock... The shares say where a request's time in the database goes.
 */
export async function sampleActivity(url: string, database: string, everyMs = 50) {
  const client = new pg.Client({ connectionString: url, application_name: 'bench' });
  // Dropping the database at the end ends this connection; that must not crash the run.
  client.on('error', () => {});
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'running (CPU)')
                     when state = 'idle in transaction' then 'in transaction, waiting for the app'
                     when state = 'idle' then 'idle in the pool'
                     else state end as what,
                count(*)::int as n
           from pg_stat_activity
          where datname = $1 and backend_type = 'client backend' and application_name not like 'bench%'
          group by 1`,
        [database],
      );
      samples++;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })().catch(() => {
    // The connection went away (the run was interrupted): no more samples.
  });
  onCleanup('stop sampling pg_stat_activity', async () => {
    running = false;
    await client.end().catch(() => {});
  });
  return {
    /** Stops sampling; returns each state with the average number of connections in it. */
    async stop(): Promise<[string, number][]> {
      running = false;
      await loop;
      await client.end().catch(() => {});
      return [...counts]
        .map(([what, n]): [string, number] => [what, n / Math.max(1, samples)])
        .sort((a, b) => b[1] - a[1]);
    },
  };
}

export function activityLine(shares: [string, number][]): string {
  const parts = shares.map(([what, n]) => `${what} ${n.toFixed(2)}`);
  return `App connections to PostgreSQL, average number in each state: ${parts.join(', ')}`;
}
