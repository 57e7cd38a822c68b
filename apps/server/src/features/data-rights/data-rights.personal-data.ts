import type { PersonalDataHolder } from '../../platform/personal-data';
import { deleteExportsOf, exportsOf } from './data-rights.repository';

/* The archives a person asked for. Erasure deletes the rows; the service deletes their bytes after the commit. */
export const dataRightsPersonalData: PersonalDataHolder = {
  tables: ['data_exports'],

  async export(db, person) {
    const rows = await exportsOf(db, person.accountId);
    return {
      archives: rows.map((row) => ({
        _id: row.id,
        status: row.status,
        asked_at: row.createdAt,
        ready_at: row.readyAt,
        expires_at: row.expiresAt,
      })),
    };
  },

  async erase(tx, person) {
    await deleteExportsOf(tx, person.accountId);
    return { kept: [] };
  },
};
