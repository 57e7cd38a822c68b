import type { UploadKind } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileRef, files } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { newStorageKey } from '../../platform/storage';
import type { InspectedFile } from './uploads.inspect';

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/**
 * Stores a checked file and swaps it in with `attach`, which writes the reference inside the same transaction and
 * returns the reference it replaced. The old bytes are removed only after the new reference is committed; if
 * anything fails, the new bytes are removed and the old file stays in place.
 */
export async function replaceFile(
  deps: Deps,
  ownerId: string,
  kind: UploadKind,
  file: InspectedFile,
  attach: (tx: Database, ref: FileRef) => Promise<FileRef | null | undefined>,
): Promise<FileRef> {
  const storageKey = newStorageKey(kind);
  await deps.storage.put(storageKey, file.bytes);
  let oldStorageKey: string | undefined;
  let ref: FileRef;
  try {
    ref = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          ownerId,
          kind,
          storageKey,
          mimetype: file.mimetype,
          size: file.bytes.length,
          title: file.title,
        })
        .returning({ id: files.id });
      const created: FileRef = {
        key: row.id,
        url: fileUrl(row.id),
        title: file.title,
        size: file.bytes.length,
        mimetype: file.mimetype,
      };
      const previous = await attach(tx as unknown as Database, created);
      if (previous?.key) {
        const [old] = await tx
          .delete(files)
          .where(eq(files.id, previous.key))
          .returning({ storageKey: files.storageKey });
        oldStorageKey = old?.storageKey;
      }
      return created;
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  if (oldStorageKey) {
    await deps.storage
      .delete(oldStorageKey)
      .catch((error) => deps.log.warn({ err: error }, 'old upload not removed'));
  }
  return ref;
}
