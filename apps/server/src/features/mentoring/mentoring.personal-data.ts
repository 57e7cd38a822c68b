import { eq, or } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import { mentorAssignments } from './mentoring.table';

/* Who mentors whom: a graduate's mentors, a mentor's mentees. Erasure ends the person's mentoring links. */
export const mentoringPersonalData: PersonalDataHolder = {
  tables: ['mentor_assignments'],

  async export(db, person) {
    if (!person.profileId || (person.role !== 'graduate' && person.role !== 'mentor'))
      return { mentoring: [] };
    const rows = await db
      .select({
        mentor_id: mentorAssignments.mentorId,
        graduate_id: mentorAssignments.graduateId,
        assigned_at: mentorAssignments.createdAt,
      })
      .from(mentorAssignments)
      .where(
        person.role === 'graduate'
          ? eq(mentorAssignments.graduateId, person.profileId)
          : eq(mentorAssignments.mentorId, person.profileId),
      );
    return { mentoring: rows };
  },

  async erase(tx, person) {
    if (person.profileId && (person.role === 'graduate' || person.role === 'mentor'))
      await tx
        .delete(mentorAssignments)
        .where(
          or(
            eq(mentorAssignments.graduateId, person.profileId),
            eq(mentorAssignments.mentorId, person.profileId),
          ),
        );
    return { kept: [] };
  },
};
