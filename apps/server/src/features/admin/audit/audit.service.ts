import type { auditListQuerySchema } from '@tvet/contract';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { pageOf } from '../../../platform/paging';
import { auditOut } from '../admin.serialize';
import * as repo from './audit.repository';

/*
 * The audit log, read-only: searched by actor, action, target and time.
 * Use cases of the console (admin.service.ts assembles them for the routes), each taking its dependencies.
 */

/** `to` given as a day (midnight UTC) means the whole of that day. */
const endOf = (to: Date | undefined) =>
  to && to.getTime() % 86_400_000 === 0 ? new Date(to.getTime() + 86_400_000 - 1) : to;

export function searchAudit(deps: Deps, query: z.infer<typeof auditListQuerySchema>) {
  const { db } = deps;
  const filter: repo.AuditFilter = {
    q: query.q || undefined,
    actor: query.actor,
    action: query.action,
    targetType: query.target_type,
    targetId: query.target_id,
    from: query.from,
    to: endOf(query.to),
  };
  return pageOf(query, {
    rows: (window) => repo.auditRows(db, filter, window),
    total: () => repo.countAudit(db, filter),
    map: auditOut,
  });
}
