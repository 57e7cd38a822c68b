import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { rowsOf } from './messaging.rows';
import { conversationMembers, messages } from './messaging.table';

/* The SQL of message attachments: rows of the shared files table with kind MEDIA_FILE_KIND. */

/** The files-table kind of a message attachment (read through messaging only, never /v1/files). */
export const MEDIA_FILE_KIND = 'message_media';

export interface MediaFileRow {
  id: string;
  ownerId: string;
  storageKey: string;
  mimetype: string;
  size: number;
  title: string;
  /** The message it is attached to, if any. */
  messageId: string | null;
}

export async function insertMediaFile(
  db: Database,
  values: { ownerId: string; storageKey: string; mimetype: string; size: number; title: string },
): Promise<{ id: string; title: string; size: number; mimetype: string }> {
  const [row] = await db
    .insert(files)
    .values({ ...values, kind: MEDIA_FILE_KIND })
    .returning({ id: files.id, title: files.title, size: files.size, mimetype: files.mimetype });
  return row;
}

/** An attachment by id (null for any other kind of file), with the message holding it. */
export async function findMediaFile(db: Database, id: string): Promise<MediaFileRow | null> {
  const [row] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      storageKey: files.storageKey,
      mimetype: files.mimetype,
      size: files.size,
      title: files.title,
      messageId: messages.id,
    })
    .from(files)
    .leftJoin(messages, eq(messages.mediaFileId, files.id))
    .where(and(eq(files.id, id), eq(files.kind, MEDIA_FILE_KIND)))
    .limit(1);
  return row ?? null;
}

/** Whether the account uploaded this attachment or is a member of a conversation holding it. */
export async function mayReadMedia(db: Database, fileId: string, accountId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from ${files} f
    where f.id = ${fileId} and f.kind = ${MEDIA_FILE_KIND} and (
      f.owner_id = ${accountId}
      or exists (
        select 1 from ${messages} m
        join ${conversationMembers} cm on cm.conversation_id = m.conversation_id and cm.user_id = ${accountId}
        where m.media_file_id = f.id))
    limit 1`);
  return rowsOf(result).length > 0;
}

/** Deletes attachments uploaded before `before` and never attached; answers their storage keys. */
export async function deleteUnusedMedia(db: Database, before: Date, batch: number): Promise<string[]> {
  const result = await db.execute(sql`
    delete from ${files} where id in (
      select f.id from ${files} f
      where f.kind = ${MEDIA_FILE_KIND} and f.created_at < ${before.toISOString()}
        and not exists (select 1 from ${messages} m where m.media_file_id = f.id)
      limit ${batch})
    returning storage_key`);
  return rowsOf(result).map((row) => String(row.storage_key));
}
