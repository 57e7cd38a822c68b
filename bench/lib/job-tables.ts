import { sql as dsql } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../apps/server/src/db/client';
import { bossDb } from '../../apps/server/src/platform/jobs/boss-db';

/* pg-boss's tables as a benchmark reads them: rows and bytes, and its own maintenance run on demand. */

export interface JobTables {
  rows: number;
  byState: Record<string, number>;
  bytes: number;
  archive: number;
  archiveBytes: number;
}

/** Rows and bytes (heap, indexes, TOAST) of pg-boss's job table (every queue's partition) and its archive. */
export async function jobTables(sql: pg.Client): Promise<JobTables> {
  const states = await sql.query<{ state: string; n: number }>(
    'select state::text, count(*)::int as n from pgboss.job group by 1 order by 1',
  );
  const { rows } = await sql.query<{ bytes: string; archive: number; archive_bytes: string }>(
    `select (select coalesce(sum(pg_total_relation_size(inhrelid)), 0) from pg_inherits
              where inhparent = 'pgboss.job'::regclass)::text as bytes,
            (select count(*) from pgboss.archive)::int as archive,
            pg_total_relation_size('pgboss.archive')::text as archive_bytes`,
  );
  const byState = Object.fromEntries(states.rows.map((row) => [row.state, row.n]));
  return {
    rows: states.rows.reduce((sum, row) => sum + row.n, 0),
    byState,
    bytes: Number(rows[0]?.bytes ?? 0),
    archive: rows[0]?.archive ?? 0,
    archiveBytes: Number(rows[0]?.archive_bytes ?? 0),
  };
}

/**
 * pg-boss's own maintenance (no workers, no schedules) every second with these retention settings, until `done`
 * says it has done its work (the finished jobs archived, or the archive emptied); at most 10 minutes.
 */
export async function maintain(
  db: Database,
  retention: Partial<PgBoss.MaintenanceOptions>,
  done: (now: { done: number; archive: number }) => Promise<boolean>,
) {
  const { default: Boss } = await import('pg-boss');
  const boss = new Boss({
    db: bossDb(db),
    schema: 'pgboss',
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: 1,
    ...retention,
  });
  boss.on('error', (error) => console.error('pg-boss maintenance:', error));
  await boss.start();
  try {
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const [row] = (
        (await db.execute(dsql`
          select (select count(*) from pgboss.job where state in ('completed', 'failed', 'cancelled'))::int as done,
                 (select count(*) from pgboss.archive)::int as archive`)) as unknown as {
          rows: { done: number; archive: number }[];
        }
      ).rows;
      if (row && (await done(row))) return;
      if (Date.now() > deadline) throw new Error('pg-boss maintenance did not finish within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}

export const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
