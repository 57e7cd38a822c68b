import { CONSENT_PURPOSES, type ConsentPurpose } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currentNotice } from './privacy.repository';

/*
 * Consent given on the tracer's baseline page (issue 26) by a graduate who has no account yet: the same consent
 * events as an account's, under the case (the one consent store). The tracer's cases are named in SQL, not imported.
 */

/** The purposes a consent can be given to now: all of them once a privacy notice is published, else none. */
export async function consentPurposesOffered(db: Database): Promise<ConsentPurpose[]> {
  return (await currentNotice(db)) ? [...CONSENT_PURPOSES] : [];
}

/**
 * Records the case's answers, one event per purpose answered, under the current notice; false when no notice is
 * published (nothing recorded: a consent must name the notice it was given under).
 */
export async function recordCaseConsents(
  db: Database,
  caseId: string,
  consents: Partial<Record<ConsentPurpose, boolean>>,
  channel: string,
): Promise<boolean> {
  const answered = CONSENT_PURPOSES.filter((purpose) => consents[purpose] !== undefined);
  if (answered.length === 0) return true;
  const notice = await currentNotice(db);
  if (!notice) return false;
  for (const purpose of answered)
    await db.execute(sql`
      insert into consent_events (case_id, purpose, given, notice_version, channel)
      values (${caseId}, ${purpose}, ${consents[purpose] === true}, ${notice.version}, ${channel})`);
  return true;
}

/**
 * A case's consents become its account's once the case is linked to one (signing up later): each purpose's newest
 * event of the case is recorded again under the account, with its time (the store is append-only), so a consent the
 * account gave itself later still wins. Idempotent. Every linked case's, or only those of `caseIds`.
 */
export async function adoptCaseConsents(db: Database, caseIds?: string[]): Promise<number> {
  const result = await db.execute(sql`
    insert into consent_events (account_id, case_id, purpose, given, notice_version, channel, created_at)
    select distinct on (c.account_id, e.case_id, e.purpose)
           c.account_id, e.case_id, e.purpose, e.given, e.notice_version, e.channel, e.created_at
      from consent_events e join tracer_cases c on c.id = e.case_id
     where e.account_id is null and c.account_id is not null ${caseIds ? sql`and c.id = any(${sql.param(caseIds)}::uuid[])` : sql``}
       and not exists (select 1 from consent_events a
                        where a.account_id = c.account_id and a.case_id = e.case_id and a.purpose = e.purpose)
     order by c.account_id, e.case_id, e.purpose, e.created_at desc, e.id desc
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
