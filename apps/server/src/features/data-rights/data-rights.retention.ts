import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RETENTION_RULES, type RetentionKey } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { SweepDefinition } from '../../platform/jobs/definitions';
import { deleteUnverifiedAccounts, expiredExports, markExpired } from './data-rights.repository';

/*
 * The retention rules (RETENTION_RULES, NDPA 2023 s. 24(1)(d)) enforced: one sweep per rule on the job runner.
 * Each deletes in batches of BATCH what is past its period, as of the moment it runs, so running it twice, or on
 * two nodes at once, deletes nothing twice and never touches what is still in its period (FOR UPDATE SKIP LOCKED
 * keeps two runs off the same rows). The rules name other features' tables (codes, rolls): retention is one
 * policy over the whole database, enforced in one place, by the tables' SQL names only.
 */

export const RETENTION_BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;

const hoursOf = (key: RetentionKey) => {
  const rule = RETENTION_RULES.find((candidate) => candidate.key === key);
  if (!rule) throw new Error(`no retention rule ${key}`);
  return rule.hours;
};

/** The moment before which `key`'s data is past its period. */
export const cutoff = (key: RetentionKey, now = new Date()) =>
  new Date(now.getTime() - hoursOf(key) * HOUR_MS);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Runs `batch` until it deletes fewer than a full batch. */
async function inBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await batch();
    total += done;
    if (done < RETENTION_BATCH) return total;
  }
}

/** A table's name, schema-qualified or not, quoted. */
const tableName = (name: string) =>
  sql.raw(
    name
      .split('.')
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join('.'),
  );

/** Deletes, batch by batch, the rows of `table` (by its `id`) that `where` selects. */
async function deleteWhere(db: Database, table: string, where: ReturnType<typeof sql>): Promise<number> {
  const name = tableName(table);
  return inBatches(async () => {
    const result = await db.execute(sql`
      delete from ${name} where id in (
        select id from ${name} where ${where} limit ${RETENTION_BATCH} for update skip locked)
      returning 1`);
    return rowsOf(result).length;
  });
}

/** Deletes the files of `folder` last written before `before` (ms); a missing folder has none. */
async function deleteOldFiles(folder: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let total = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= before) continue;
    await rm(file, { force: true });
    total += 1;
  }
  return total;
}

export const RETENTION_SWEEPS: Record<RetentionKey, (deps: Deps, now?: Date) => Promise<number>> = {
  async unverified_accounts(deps, now = new Date()) {
    const before = cutoff('unverified_accounts', now);
    return inBatches(() => deleteUnverifiedAccounts(deps.db, before, RETENTION_BATCH));
  },

  async codes_and_tokens(deps, now = new Date()) {
    const before = cutoff('codes_and_tokens', now);
    let total = 0;
    total += await deleteWhere(deps.db, 'otp_codes', sql`expires_at < ${before}`);
    total += await deleteWhere(deps.db, 'password_resets', sql`expires_at < ${before}`);
    total += await deleteWhere(deps.db, 'refresh_tokens', sql`expires_at < ${before}`);
    total += await deleteWhere(deps.db, 'invitations', sql`expires_at < ${before} and accepted_at is null`);
    return total;
  },

  async export_archives(deps, now = new Date()) {
    return inBatches(async () => {
      const due = await expiredExports(deps.db, now, RETENTION_BATCH);
      for (const row of due) {
        if (row.storageKey) await deps.storage.delete(row.storageKey);
        await markExpired(deps.db, row.id);
      }
      return due.length;
    });
  },

  async mail_log(deps, now = new Date()) {
    return deleteOldFiles(path.join(deps.config.dataDir, 'outbox'), cutoff('mail_log', now).getTime());
  },

  async message_log(deps, now = new Date()) {
    // The messaging gateway's records (text, USSD and WhatsApp): provider message ids kept to act once per message,
    // and interviews untouched since the cutoff (a running one is touched at every answer). The tracer's contact
    // attempts hold no text and stay for the response rates. The in-app private messages are not a log.
    const before = cutoff('message_log', now);
    let total = 0;
    total += await deleteWhere(deps.db, 'gateway_callbacks', sql`received_at < ${before}`);
    total += await deleteWhere(deps.db, 'gateway_interviews', sql`updated_at < ${before}`);
    total += await deleteOldFiles(path.join(deps.config.dataDir, 'gateway-outbox'), before.getTime());
    return total;
  },

  async finished_jobs(deps, now = new Date()) {
    const before = cutoff('finished_jobs', now);
    const [present] = rowsOf(
      await deps.db.execute(sql`select to_regclass('pgboss.archive') is not null as here`),
    );
    if (!present?.here) return 0;
    let total = 0;
    total += await deleteWhere(deps.db, 'pgboss.archive', sql`completed_on < ${before}`);
    total += await deleteWhere(deps.db, 'pgboss.job', sql`state = 'completed' and completed_on < ${before}`);
    return total;
  },

  async rejected_uploads(deps, now = new Date()) {
    const before = cutoff('rejected_uploads', now);
    return inBatches(async () => {
      const due = rowsOf(
        await deps.db.execute(sql`
          select id, storage_key from roll_imports
          where status <> 'committed' and created_at < ${before}
          order by created_at limit ${RETENTION_BATCH}`),
      );
      for (const row of due) {
        if (row.storage_key) await deps.storage.delete(String(row.storage_key));
        await deps.db.execute(sql`delete from roll_imports where id = ${row.id} and status <> 'committed'`);
      }
      return due.length;
    });
  },
};

/** One sweep per rule, hourly at minutes spread over the hour. */
export const retentionSweeps: SweepDefinition[] = RETENTION_RULES.map((rule, i) => ({
  name: `data-rights-retention-${rule.key.replaceAll('_', '-')}`,
  schedule: { cron: `${(23 + i * 7) % 60} * * * *` },
  run: async (deps: Deps) => {
    const deleted = await RETENTION_SWEEPS[rule.key](deps);
    if (deleted > 0) deps.log.info({ rule: rule.key, deleted }, 'retention sweep');
  },
}));
