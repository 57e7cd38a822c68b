import {
  DATA_RIGHTS_MESSAGES,
  type DataExport,
  ERASED_ITEMS,
  type ErasureReceipt,
  EXPORT_LINK_HOURS,
  KEPT_ITEMS,
  NOT_SELF_ERASABLE,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { findProfileByUser } from '../../db/profiles';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { defineTask, type SweepDefinition } from '../../platform/jobs/definitions';
import type { AuthContext } from '../../platform/jwt';
import type { PersonRef } from '../../platform/personal-data';
import { verifyPassword } from '../../platform/secrets';
import { newStorageKey } from '../../platform/storage';
import { buildArchive, type Sections } from './data-rights.archive';
import {
  claimExport,
  exportsOf,
  filesOf,
  findExport,
  identityOf,
  insertExport,
  latestExport,
  markFailed,
  markReady,
  staleQueuedExports,
} from './data-rights.repository';
import { serializeExport } from './data-rights.serialize';
import type { DataExportRow } from './data-rights.table';

/*
 * Access, portability and erasure (NDPA 2023 ss. 34-38): every feature declares what it holds about a person
 * (`Feature.personalData`); this feature asks them all, for an archive or for an erasure.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Every feature that declares personal data, in registration order. */
export type Holders = () => readonly Feature[];

async function personOf(db: Database, accountId: string): Promise<PersonRef | null> {
  const found = await identityOf(db, accountId);
  if (!found) return null;
  const role = found.user.userType as PersonRef['role'];
  const profile = await findProfileByUser(db, found.user);
  return { accountId, role, profileId: profile?.id, identity: found.identity };
}

/** Everything every feature holds about the person, section by section. */
export async function collectSections(
  db: Database,
  features: readonly Feature[],
  person: PersonRef,
): Promise<Sections> {
  const sections: Sections = {};
  for (const feature of features) {
    if (!feature.personalData) continue;
    sections[feature.name] = await feature.personalData.export(db, person);
  }
  return sections;
}

export const exportTask = (features: Holders) =>
  defineTask({
    name: 'data-rights-export',
    payload: z.object({ exportId: z.uuid() }),
    retry: { limit: 2, delaySeconds: 30, backoff: true },
    async run(deps, { exportId }) {
      const row = await claimExport(deps.db, exportId);
      if (!row) return;
      try {
        const person = await personOf(deps.db, row.userId);
        if (!person) return;
        const sections = await collectSections(deps.db, features(), person);
        const stored = await filesOf(deps.db, row.userId);
        const files = [];
        for (const file of stored) {
          const bytes = await deps.storage.get(file.storageKey);
          if (bytes) files.push({ id: file.id, title: file.title, bytes });
        }
        const preparedAt = new Date();
        const expiresAt = new Date(preparedAt.getTime() + EXPORT_LINK_HOURS * HOUR_MS);
        const zip = buildArchive({ sections, files, kept: [...KEPT_ITEMS], preparedAt, expiresAt });
        const key = newStorageKey('exports');
        await deps.storage.put(key, zip);
        if (!(await markReady(deps.db, exportId, key, zip.length, preparedAt, expiresAt)))
          await deps.storage.delete(key);
      } catch (error) {
        // The person may ask again at once; a half-made archive is never offered.
        deps.log.error({ err: error, exportId }, 'data export failed');
        await markFailed(deps.db, exportId);
      }
    },
  });

/** Archives still queued a while after they were asked for (their job lost with a process) are queued again. */
export const requeueSweep = (task: ReturnType<typeof exportTask>): SweepDefinition => ({
  name: 'data-rights-exports-requeue',
  schedule: { cron: '*/10 * * * *' },
  async run(deps) {
    for (const row of await staleQueuedExports(deps.db, new Date(Date.now() - REQUEUE_AFTER_MS), 100))
      await deps.jobs.enqueue(task, { exportId: row.id }, { key: row.id });
  },
});

const REQUEUE_AFTER_MS = 10 * 60 * 1000;

export function createDataRightsService(deps: Deps, features: Holders, task: ReturnType<typeof exportTask>) {
  const { db } = deps;

  async function ownExport(auth: AuthContext, id: string): Promise<DataExportRow> {
    const row = await findExport(db, id);
    // Another person's archive answers as a missing one: its existence is private.
    if (!row || row.userId !== auth.accountId) throw notFound(DATA_RIGHTS_MESSAGES.exportNotFound);
    return row;
  }

  const isExpired = (row: DataExportRow, now = new Date()) =>
    row.status === 'expired' || (row.status === 'ready' && !!row.expiresAt && row.expiresAt <= now);

  return {
    async start(auth: AuthContext): Promise<{ _id: string }> {
      const row = await insertExport(db, auth.accountId);
      if (!row) throw conflict(DATA_RIGHTS_MESSAGES.exportRunning);
      // After the row is committed, so the job finds it; a job lost between the two is enqueued again by
      // requeueSweep (keyed by the archive, so never twice).
      await deps.jobs.enqueue(task, { exportId: row.id }, { key: row.id });
      return { _id: row.id };
    },

    async read(auth: AuthContext, id: string): Promise<DataExport> {
      const row = await ownExport(auth, id);
      return serializeExport(row, isExpired(row));
    },

    async latest(auth: AuthContext): Promise<DataExport | null> {
      const row = await latestExport(db, auth.accountId);
      return row ? serializeExport(row, isExpired(row)) : null;
    },

    async download(auth: AuthContext, id: string): Promise<{ bytes: Buffer; readyAt: Date }> {
      const row = await ownExport(auth, id);
      if (isExpired(row)) throw new AppError(410, DATA_RIGHTS_MESSAGES.exportExpired);
      if (row.status === 'failed') throw conflict(DATA_RIGHTS_MESSAGES.exportFailed);
      if (row.status !== 'ready' || !row.storageKey || !row.readyAt)
        throw conflict(DATA_RIGHTS_MESSAGES.exportNotReady);
      const bytes = await deps.storage.get(row.storageKey);
      // Swept between the read and now.
      if (!bytes) throw new AppError(410, DATA_RIGHTS_MESSAGES.exportExpired);
      return { bytes, readyAt: row.readyAt };
    },

    /**
     * Erases the caller's account after checking their password again. One transaction: the `person.erased`
     * event (with the contacts, for the tracer's do-not-contact list) and every feature's eraser; the stored
     * bytes of their files and archives are deleted once it is committed.
     */
    async erase(auth: AuthContext, password: string): Promise<ErasureReceipt> {
      const found = await identityOf(db, auth.accountId);
      if (!found?.user.isActive) throw unauthorized();
      if ((NOT_SELF_ERASABLE as readonly string[]).includes(found.user.userType))
        throw conflict(DATA_RIGHTS_MESSAGES.institutionNotErasable);
      if (!(await verifyPassword(found.user.passwordHash, password)))
        throw badRequest(DATA_RIGHTS_MESSAGES.wrongPassword, {
          password: DATA_RIGHTS_MESSAGES.wrongPassword,
        });
      const person = await personOf(db, auth.accountId);
      if (!person) throw unauthorized();
      const storageKeys = [
        ...(await filesOf(db, auth.accountId)).map((file) => file.storageKey),
        ...(await exportsOf(db, auth.accountId)).flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
      ];
      const kept: string[] = [];
      await db.transaction(async (tx) => {
        // Read by migration 0029's triggers: answers go, their outcome facts stay; audit entries may be minimised.
        await tx.execute(sql`select set_config('tvet.erasure', 'on', true)`);
        await deps.events.emit(tx, 'person.erased', {
          accountId: person.accountId,
          phones: person.identity?.phones ?? [],
          emails: person.identity?.emails ?? [],
        });
        for (const feature of features()) {
          if (!feature.personalData) continue;
          const result = await feature.personalData.erase(tx, person);
          kept.push(...result.kept);
        }
      });
      deps.sessions.forget(auth.accountId);
      for (const key of storageKeys) {
        try {
          await deps.storage.delete(key);
        } catch (error) {
          deps.log.error({ err: error }, 'an erased file could not be deleted from storage');
        }
      }
      return { erasedAt: new Date().toISOString(), erased: [...ERASED_ITEMS], kept };
    },
  };
}
