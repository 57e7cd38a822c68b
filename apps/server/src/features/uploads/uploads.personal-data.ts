import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import type { PersonalDataHolder } from '../../platform/personal-data';

/*
 * Every file a person uploaded (pictures, CVs, documents, message attachments). The archive carries the files'
 * bytes beside this list (data-rights reads them through the storage interface); erasure deletes the rows here and
 * the data-rights feature deletes the stored bytes once the erasure is committed.
 */
export const uploadsPersonalData: PersonalDataHolder = {
  tables: ['files'],

  async export(db, person) {
    const rows = await db
      .select({
        _id: files.id,
        kind: files.kind,
        title: files.title,
        mimetype: files.mimetype,
        size: files.size,
        uploaded_at: files.createdAt,
      })
      .from(files)
      .where(eq(files.ownerId, person.accountId))
      .orderBy(files.createdAt);
    return { files: rows };
  },

  async erase(tx, person) {
    await tx.delete(files).where(eq(files.ownerId, person.accountId));
    return { kept: [] };
  },
};
