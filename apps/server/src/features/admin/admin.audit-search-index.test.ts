import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { auditLog } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { type AuditFilter, auditRows, auditWhere, countAudit } from './audit/audit.repository';

/*
 * The console's audit search reads actor name, actor e-mail and target label with ILIKE '%text%' and target_id by
 * equality; migration 0023 gives the three texts a pg_trgm GIN index each and target_id a btree, so the planner
 * can OR them (BitmapOr) instead of reading the whole log, which only grows. The log is filled with enough
 * entries (vacuumed, as autovacuum keeps a live log, so that the GIN pending lists are merged, and analysed)
 * that the planner picks the indexes by itself for a searched name, on PGlite and PostgreSQL alike.
 */

const FILLER = 20_000;
const TARGET_ID = '7d0c4c64-5a8e-4f7e-9d52-3b1f0a6e2c11';
const INDEXES = [
  'audit_log_actor_email_trgm_idx',
  'audit_log_actor_name_trgm_idx',
  'audit_log_target_id_idx',
  'audit_log_target_label_trgm_idx',
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.execute(sql`
    insert into audit_log (actor_name, actor_email, action, target_type, target_id, target_label, created_at)
    select 'Admin ' || i, 'admin' || i || '@console.example.ng', 'job.suspend', 'job', 'job-' || i,
           'Vacancy number ' || i, now() - make_interval(secs => i)
    from generate_series(1, ${FILLER}::int) as i`);
  const entry = { action: 'account.deactivate', targetType: 'account' } as const;
  await db.insert(auditLog).values([
    {
      ...entry,
      actorName: 'Kemi Oyelaran',
      actorEmail: 'kemi@console.example.ng',
      targetId: 'a-1',
      targetLabel: 'x',
    },
    { ...entry, actorName: 'Tunde Bello', actorEmail: 'oyelaran.t@console.example.ng', targetId: 'a-2' },
    {
      ...entry,
      actorName: 'Ngozi Eze',
      actorEmail: 'ngozi@console.example.ng',
      targetId: 'a-3',
      targetLabel: 'Mrs OYELARAN',
    },
    {
      ...entry,
      actorName: 'Ngozi Eze',
      actorEmail: 'ngozi@console.example.ng',
      targetId: TARGET_ID,
      targetLabel: 'y',
    },
  ]);
  await db.execute(sql`vacuum analyze audit_log`);
}, 120_000);
afterAll(() => database.close());

type Plan = { rows: { 'QUERY PLAN': string }[] };
const window = { limit: 20, offset: 0 };

/** The plans of the page of 20 as auditRows sends it and of the total built as countAudit builds it. */
async function plansOf(filter: AuditFilter, options: { seqscan: boolean }) {
  return database.db.transaction(async (tx) => {
    if (!options.seqscan) await tx.execute(sql`set local enable_seqscan = off`);
    const db = tx as unknown as Database;
    const total = db.select({ total: count() }).from(auditLog).where(auditWhere(filter));
    const plans: string[] = [];
    for (const query of [auditRows(db, filter, window), total]) {
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as Plan;
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

/** Ids and total of a search, with every index read switched off: what a full scan of the log answers. */
async function withoutIndexes(filter: AuditFilter) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return answer(tx as unknown as Database, filter);
  });
}
async function answer(db: Database, filter: AuditFilter) {
  const rows = await auditRows(db, filter, window);
  return { ids: rows.map((row) => row.targetId), total: await countAudit(db, filter) };
}

describe('audit log search indexes (pg_trgm)', () => {
  it('has a trigram index on each searched text and a btree on target_id', async () => {
    const result = (await database.db.execute(
      sql`select indexname from pg_indexes
          where tablename = 'audit_log' and (indexdef like '%gin_trgm_ops%' or indexname = 'audit_log_target_id_idx')
          order by 1`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((row) => row.indexname)).toEqual(INDEXES);
  });

  it('reads the page and the total of a search through the four indexes, not the whole log', async () => {
    // A name: the planner picks the indexes by itself.
    for (const plan of await plansOf({ q: 'OYELARAN' }, { seqscan: true })) {
      for (const index of INDEXES) expect(plan, plan).toContain(index);
      expect(plan, plan).toContain('BitmapOr');
      expect(plan, plan).not.toContain('Seq Scan');
    }
  });

  it("looks a record's id up by target_id alone (any case): page and total read that index, not the log newest first", async () => {
    for (const plan of await plansOf({ q: TARGET_ID.toUpperCase() }, { seqscan: true })) {
      expect(plan, plan).toContain('audit_log_target_id_idx');
      expect(plan, plan).not.toContain('trgm');
      expect(plan, plan).not.toContain('Seq Scan');
      expect(plan, plan).not.toContain('audit_log_created');
    }
    expect(await answer(database.db, { q: TARGET_ID.toUpperCase() })).toEqual({ ids: [TARGET_ID], total: 1 });
  });

  it('finds by actor name, actor e-mail, target label (any case) and target id, as a full scan does', async () => {
    const found = await answer(database.db, { q: 'OYELARAN' });
    expect([...found.ids].sort()).toEqual(['a-1', 'a-2', 'a-3']);
    expect(found.total).toBe(3);
    expect(await answer(database.db, { q: TARGET_ID })).toEqual({ ids: [TARGET_ID], total: 1 });
    for (const q of ['OYELARAN', 'ngozi@console', TARGET_ID, 'vacancy number 1999', 'admin77@', '%'])
      expect(await answer(database.db, { q }), q).toEqual(await withoutIndexes({ q }));
    // Wildcards typed into the box are text, not patterns.
    expect(await countAudit(database.db, { q: '%' })).toBe(0);
  });
});
