import type { AuditAction, AuditTargetType } from '@tvet/contract';
import { and, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { contains, type Window } from '../admin.repository';

/* The audit log's reads for the console (read only). */

export interface AuditFilter {
  q?: string;
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** A record's id pasted into the search box. */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search box: one OR of the four columns, each arm served by its own index (migration 0023), which the planner
 * can combine (BitmapOr) instead of reading the whole log. A record's id is looked up by target_id alone: its 36
 * characters are ~34 trigrams per column, which made the planner walk the whole log newest first for the page
 * (0.8 s at 1,000,000 entries, bench/audit-search.ts), and no name, e-mail or label holds an id.
 * Exported for admin.audit-search-index.test.ts to plan the total.
 */
const searchOf = (q: string) =>
  RECORD_ID.test(q)
    ? eq(auditLog.targetId, q.toLowerCase())
    : or(
        ilike(auditLog.actorName, contains(q)),
        ilike(auditLog.actorEmail, contains(q)),
        ilike(auditLog.targetLabel, contains(q)),
        eq(auditLog.targetId, q),
      );

export const auditWhere = (filter: AuditFilter) =>
  and(
    filter.q ? searchOf(filter.q) : undefined,
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lte(auditLog.createdAt, filter.to) : undefined,
  );

/** Newest first. */
export function auditRows(db: Database, filter: AuditFilter, window: Window) {
  return db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type AuditRow = typeof auditLog.$inferSelect;

export async function countAudit(db: Database, filter: AuditFilter) {
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(auditWhere(filter));
  return total;
}
