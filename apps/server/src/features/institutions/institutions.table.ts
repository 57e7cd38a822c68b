import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, graduates, institutions } from '../../db/schema';

/** Institutions a graduate studied at (a graduate may list more than one). */
export const graduateInstitutions = pgTable(
  'graduate_institutions',
  {
    graduateId: uuid('graduate_id')
      .notNull()
      .references(() => graduates.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.graduateId, t.institutionId] }),
    index('graduate_institutions_institution_idx').on(t.institutionId, t.createdAt),
  ],
);
