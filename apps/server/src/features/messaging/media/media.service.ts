import {
  type FileInput,
  MESSAGE_MEDIA_KINDS,
  MESSAGE_MEDIA_MAX_BYTES,
  MESSAGE_MEDIA_UNUSED_HOURS,
  MESSAGING_MESSAGES,
  type MessageMedia,
} from '@tvet/contract';
import { AppError, conflict } from '../../../platform/errors';
import { inspectFile } from '../../../platform/files/inspect';
import type { AuthContext } from '../../../platform/jwt';
import { newStorageKey } from '../../../platform/storage';
import type { MessagingDeps } from '../messaging.deps';
import * as mediaRepo from '../messaging.media.repository';
import { mediaOut } from '../messaging.serialize';

/* A message's attachment: uploaded first, named by one message, served to its conversation, swept when unused. */

const UNUSED_MEDIA_BATCH = 200;

export const mediaNotFound = () =>
  new AppError(404, MESSAGING_MESSAGES.mediaNotFound, { media: MESSAGING_MESSAGES.mediaNotFound });
export const mediaInUse = () =>
  conflict(MESSAGING_MESSAGES.mediaInUse, { media: MESSAGING_MESSAGES.mediaInUse });

/** An attachment may be named by its uploader only (404 to anyone else, as if absent), and on one message. */
export async function checkMedia(deps: MessagingDeps, senderId: string, mediaId: string) {
  const file = await mediaRepo.findMediaFile(deps.db, mediaId);
  if (!file || file.ownerId !== senderId) throw mediaNotFound();
  if (file.messageId) throw mediaInUse();
}

/**
 * POST /v1/messages/media: checks the file by its bytes (platform/files: pictures re-encoded with the pixel
 * limit, PDFs kept), stores it and answers the MessageMedia a message then names as `media: {_id}`.
 */
export async function uploadMedia(
  deps: MessagingDeps,
  auth: AuthContext,
  input: FileInput,
): Promise<MessageMedia> {
  const file = await inspectFile(input, {
    kinds: MESSAGE_MEDIA_KINDS,
    maxBytes: MESSAGE_MEDIA_MAX_BYTES,
  });
  const storageKey = newStorageKey(mediaRepo.MEDIA_FILE_KIND);
  await deps.storage.put(storageKey, file.bytes);
  try {
    const row = await mediaRepo.insertMediaFile(deps.db, {
      ownerId: auth.accountId,
      storageKey,
      mimetype: file.mimetype,
      size: file.bytes.length,
      title: file.title,
    });
    return mediaOut(row);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** GET /v1/messages/media/{id}: the route's `mediaReader` policy has checked the caller may read it. */
export async function mediaFile(deps: MessagingDeps, fileId: string) {
  const file = await mediaRepo.findMediaFile(deps.db, fileId);
  const bytes = file && (await deps.storage.get(file.storageKey));
  if (!file || !bytes) throw mediaNotFound();
  return { file, bytes };
}

/** Deletes uploads never attached to a message within MESSAGE_MEDIA_UNUSED_HOURS; answers how many. */
export async function deleteUnusedMedia(deps: MessagingDeps, at: Date = deps.now()): Promise<number> {
  const before = new Date(at.getTime() - MESSAGE_MEDIA_UNUSED_HOURS * 3_600_000);
  const keys = await mediaRepo.deleteUnusedMedia(deps.db, before, UNUSED_MEDIA_BATCH);
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error }, 'unused attachment not removed'));
  }
  return keys.length;
}
