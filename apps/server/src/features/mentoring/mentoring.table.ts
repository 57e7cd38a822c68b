import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, graduates, id, mentors, users } from '../../db/schema';

/**
 * A graduate in a mentor's cohort (issue 12). A graduate may have several mentors; a pair is assigned once.
 * `assigned_by` is the administrator who did it (kept null once that account is gone; the audit log names them).
 * The pair key serves the mentor's cohort reads; the graduate index serves "my mentors" and the access checks.
 */
export const mentorAssignments = pgTable(
  'mentor_assignments',
  {
    id: id(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    graduateId: uuid('graduate_id')
      .notNull()
      .references(() => graduates.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mentor_assignments_pair_key').on(t.mentorId, t.graduateId),
    index('mentor_assignments_graduate_idx').on(t.graduateId),
  ],
);
