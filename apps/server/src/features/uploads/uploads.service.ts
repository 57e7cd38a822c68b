import {
  type DocumentType,
  type FileInput,
  SERVER_MESSAGES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@tvet/contract';
import type { Database } from '../../db/client';
import { findProfileById } from '../../db/profiles';
import { profileOut } from '../../db/profiles.serialize';
import type { FileRef } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { newStorageKey } from '../../platform/storage';
import { type InspectedFile, inspectUpload } from './uploads.inspect';
import { holdsDocument } from './uploads.policy';
import * as repo from './uploads.repository';

/** Where the API serves a stored file (the demo seed builds the same URLs). */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

/*
 * The uploads use cases. The routes' owner rule has settled that the account or profile is the caller's, so
 * the caller's own ids are used here whatever id the path spelled.
 */
export function createUploadsService(deps: Deps) {
  const { db } = deps;

  /**
   * Stores a checked file and swaps it in with `attach`, which writes the reference inside the same transaction
   * and returns the reference it replaced. The old bytes are removed only after the new reference is committed;
   * if anything fails, the new bytes are removed and the old file stays in place.
   */
  async function replaceFile(
    ownerId: string,
    kind: UploadKind,
    file: InspectedFile,
    attach: (tx: Database, ref: FileRef) => Promise<FileRef | null>,
  ): Promise<void> {
    const storageKey = newStorageKey(kind);
    await deps.storage.put(storageKey, file.bytes);
    let oldStorageKey: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const size = file.bytes.length;
        const id = await repo.insertFile(tx, {
          ownerId,
          kind,
          storageKey,
          mimetype: file.mimetype,
          size,
          title: file.title,
        });
        const ref: FileRef = { key: id, url: fileUrl(id), title: file.title, size, mimetype: file.mimetype };
        const previous = await attach(tx as unknown as Database, ref);
        if (previous?.key) oldStorageKey = await repo.deleteReplacedFile(tx, previous.key, ownerId);
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
  }

  /** The caller's profile as every upload answers it. */
  async function profileOf(auth: AuthContext) {
    const found = await findProfileById(db, auth.userType, auth.profileId);
    if (!found) throw notFound(SERVER_MESSAGES.profileNotFound);
    return profileOut(auth.userType, found.profile, found.user);
  }

  return {
    /** Replaces the caller's profile picture. */
    async setAvatar(auth: AuthContext, input: FileInput) {
      const file = await inspectUpload(input, 'avatar');
      await replaceFile(auth.accountId, 'avatar', file, (tx, ref) =>
        repo.swapAvatar(tx, auth.accountId, ref),
      );
      return profileOf(auth);
    },

    /** Replaces one document of the caller's profile; `segment` is the route's ('graduates', 'staff'…). */
    async setDocument(auth: AuthContext, segment: string, type: DocumentType, input: FileInput) {
      if (!holdsDocument(segment, type)) {
        const message = UPLOAD_MESSAGES.notYourDocument(type);
        throw badRequest(message, { document_type: message });
      }
      await profileOf(auth);
      const file = await inspectUpload(input, type);
      await replaceFile(auth.accountId, type, file, (tx, ref) =>
        repo.swapDocument(tx, type, auth.profileId, ref),
      );
      return profileOf(auth);
    },

    /** A stored file and its bytes; the route's `fileReader` policy has checked the caller may read it. */
    async download(fileId: string) {
      const file = await repo.findFile(db, fileId);
      const bytes = file && (await deps.storage.get(file.storageKey));
      if (!file || !bytes) throw notFound();
      return { file, bytes };
    },
  };
}
