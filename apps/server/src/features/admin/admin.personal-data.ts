import { eq, inArray, or, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import {
  ERASED_NAME,
  type PersonalDataHolder,
  type PersonRef,
  scrubIdentity,
} from '../../platform/personal-data';
import { jobReports } from './admin.table';

/*
 * The audit log entries a person made (as an administrator) or that are about them (their account or profile the
 * record changed, or their name, e-mail or phone in its label or details), and the job posts a graduate reported.
 * Audit entries are kept by erasure, minimised: the actor's name and e-mail and the record's label lose the
 * person's identity, and nothing else of an entry changes (migration 0029 lets exactly that through the log's
 * append-only trigger, and only inside an erasure).
 */
function patterns(person: PersonRef): string[] {
  const identity = person.identity;
  if (!identity) return [];
  // Contacts and NINs are the person's alone; a name is not (a namesake's entries must keep theirs), so names are
  // only scrubbed from the entries found by the person's ids or contacts.
  return [...identity.emails, ...identity.phones, ...identity.nins]
    .filter((value) => value.trim().length >= 3)
    .map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function entriesOf(person: PersonRef) {
  const ids = [person.accountId, ...(person.profileId ? [person.profileId] : [])];
  const like = patterns(person);
  return or(
    eq(auditLog.actorId, person.accountId),
    inArray(auditLog.targetId, ids),
    ...like.map(
      (pattern) =>
        sql`(${auditLog.targetLabel} ilike ${pattern} or ${auditLog.detail}::text ilike ${pattern})`,
    ),
  );
}

export const adminPersonalData: PersonalDataHolder = {
  tables: ['audit_log', 'job_reports'],

  async export(db, person) {
    const entries = await db
      .select({
        _id: auditLog.id,
        by_you: sql<boolean>`${auditLog.actorId} = ${person.accountId}`,
        actor_name: auditLog.actorName,
        action: auditLog.action,
        target_type: auditLog.targetType,
        target_id: auditLog.targetId,
        target_label: auditLog.targetLabel,
        detail: auditLog.detail,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .where(entriesOf(person))
      .orderBy(auditLog.createdAt);
    const reports =
      person.role === 'graduate' && person.profileId
        ? await db
            .select({
              job_id: jobReports.jobId,
              reason: jobReports.reason,
              status: jobReports.status,
              reported_at: jobReports.createdAt,
            })
            .from(jobReports)
            .where(eq(jobReports.graduateId, person.profileId))
        : [];
    return { audit_entries: entries, jobs_reported: reports };
  },

  async erase(tx, person) {
    if (person.role === 'graduate' && person.profileId)
      await tx.delete(jobReports).where(eq(jobReports.graduateId, person.profileId));
    const entries = await tx.select().from(auditLog).where(entriesOf(person));
    if (entries.length === 0) return { kept: [] };
    await tx.execute(sql`select set_config('tvet.erasure', 'on', true)`);
    const aboutThem = new Set([person.accountId, person.profileId]);
    for (const entry of entries) {
      const mine = entry.actorId === person.accountId;
      const detail = Object.fromEntries(
        Object.entries(entry.detail).map(([key, value]) => [
          key,
          typeof value === 'string' ? scrubIdentity(value, person.identity) : value,
        ]),
      );
      await tx
        .update(auditLog)
        .set({
          actorName: mine ? ERASED_NAME : entry.actorName,
          actorEmail: mine ? '' : entry.actorEmail,
          targetLabel: aboutThem.has(entry.targetId)
            ? ERASED_NAME
            : scrubIdentity(entry.targetLabel, person.identity),
          detail,
        })
        .where(eq(auditLog.id, entry.id));
    }
    return {
      kept: [
        'The audit log\u2019s entries of what administrators did to your account (and what you did as one), without your name or contacts: the law asks us to keep them.',
      ],
    };
  },
};
