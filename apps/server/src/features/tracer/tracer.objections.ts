import { TRACER_MESSAGES, type TracerDisposition } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import type { PlatformEvents } from '../../platform/events';
import type { AuthContext } from '../../platform/jwt';
import { moveCase, query } from './tracer.repository';
import { contactKey } from './tracer.rules';
import { iso } from './tracer.studies';

/*
 * The objection to tracer studies (issue 25): kept as keyed hashes of phone and e-mail (and the account), from
 * Settings, an opt-out link, STOP on a phone channel, or an erasure; every active case it covers is opted out.
 */

type ObjectionDeps = Pick<Deps, 'db' | 'config'>;
const ACTIVE: TracerDisposition[] = ['not_contacted', 'contacted', 'no_response', 'partial'];
const STOP = sql`, next_step = null, next_contact_at = null`;

export async function readObjection({ db }: Pick<Deps, 'db'>, auth: AuthContext) {
  const [row] = await query<{ created_at: string }>(
    db,
    sql`select created_at from tracer_objections where kind = 'account' and key = ${auth.accountId}`,
  );
  return { objected: Boolean(row), since: row ? iso(row.created_at) : null };
}

export async function objectFromSettings(deps: ObjectionDeps, auth: AuthContext) {
  await deps.db.transaction(async (tx) => {
    const [account] = await query<{ email: string; phone: string | null }>(
      tx,
      sql`select email, phone from users where id = ${auth.accountId}`,
    );
    await addObjection(tx, deps.config.jwtSecret, 'settings', {
      emails: account ? [account.email] : [],
      phones: account?.phone ? [account.phone] : [],
      accountId: auth.accountId,
    });
    await stopCases(tx, casesOfAccount(auth.accountId), 'objection from Settings');
  });
  return readObjection(deps, auth);
}

export async function withdrawObjection(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  const removed = await query(
    deps.db,
    sql`delete from tracer_objections where account_id = ${auth.accountId} and source = 'settings' returning 1`,
  );
  if (removed.length === 0) throw badRequest(TRACER_MESSAGES.noObjection);
  return readObjection(deps, auth);
}

/** A person erased their account (data rights): their contacts go on the list as keyed hashes only. */
export async function objectOnErasure(
  deps: Pick<Deps, 'config'>,
  tx: Database,
  event: PlatformEvents['person.erased'],
) {
  await addObjection(tx, deps.config.jwtSecret, 'erasure', {
    emails: event.emails,
    phones: event.phones,
    accountId: event.accountId,
  });
  await stopCases(tx, casesOfAccount(event.accountId), 'the person erased their account');
  await tx.execute(sql`update tracer_cases set account_id = null where account_id = ${event.accountId}`);
}

const casesOfAccount = (accountId: string) => sql`(c.account_id = ${accountId} or c.roll_entry_id in (
  select r.id from roll_entries r join graduates g on g.id = r.graduate_id where g.user_id = ${accountId}))`;

/** Every active case matching `where` is opted out and its ladder stops; answers stay. */
export async function stopCases(
  tx: Database,
  where: ReturnType<typeof sql>,
  reason: string,
): Promise<number> {
  const cases = await query<{ id: string }>(
    tx,
    sql`select c.id from tracer_cases c where ${where} and c.disposition not in ('opted_out', 'ineligible')`,
  );
  let moved = 0;
  for (const item of cases) {
    if (
      await moveCase(
        tx,
        item.id,
        [...ACTIVE, 'complete', 'refused', 'undeliverable'],
        'opted_out',
        reason,
        STOP,
      )
    )
      moved += 1;
  }
  return moved;
}

export async function addObjection(
  tx: Database,
  secret: string,
  source: string,
  who: { emails: string[]; phones: string[]; accountId: string | null },
): Promise<number> {
  const keys = [
    ...who.emails.map((email) => ({ kind: 'email', key: contactKey(secret, 'email', email) })),
    ...who.phones.map((phone) => ({ kind: 'phone', key: contactKey(secret, 'phone', phone) })),
    ...(who.accountId ? [{ kind: 'account', key: who.accountId }] : []),
  ];
  let added = 0;
  for (const { kind, key } of keys) {
    const rows = await query(
      tx,
      sql`insert into tracer_objections (kind, key, source, account_id)
          values (${kind}, ${key}, ${source}, ${who.accountId}) on conflict (kind, key) do nothing returning 1`,
    );
    added += rows.length;
  }
  return added;
}
