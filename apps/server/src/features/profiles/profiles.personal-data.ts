import { eq } from 'drizzle-orm';
import { admins, employers, graduates, institutions, mentors, staff } from '../../db/schema';
import type { PersonalDataHolder } from '../../platform/personal-data';

/*
 * The role profiles (graduate, staff, institution, employer, mentor, administrator): one row per account, read and
 * edited by this feature. An administrator's two-factor secret is never exported.
 */
const PROFILES = {
  graduate: graduates,
  staff,
  institution: institutions,
  employer: employers,
  mentor: mentors,
} as const;

const fileTitle = (file: { title?: string } | null | undefined) => file?.title ?? null;

export const profilesPersonalData: PersonalDataHolder = {
  tables: ['graduates', 'staff', 'institutions', 'employers', 'mentors', 'admins'],

  async export(db, person) {
    if (person.role === 'admin') {
      const rows = await db
        .select({
          two_factor_confirmed_at: admins.totpConfirmedAt,
          removed_at: admins.removedAt,
          created_at: admins.createdAt,
        })
        .from(admins)
        .where(eq(admins.userId, person.accountId));
      return { profile: rows };
    }
    const table = PROFILES[person.role];
    const rows = (await db.select().from(table).where(eq(table.userId, person.accountId))) as Record<
      string,
      unknown
    >[];
    return {
      profile: rows.map((row) => {
        const {
          id,
          userId: _userId,
          resume,
          schoolId,
          idCard,
          cacDocument,
          logo,
          ...rest
        } = row as Record<string, unknown> &
          Record<'resume' | 'schoolId' | 'idCard' | 'cacDocument' | 'logo', { title?: string } | null>;
        return {
          _id: id,
          ...rest,
          ...(resume !== undefined ? { resume: fileTitle(resume) } : {}),
          ...(schoolId !== undefined ? { school_id: fileTitle(schoolId) } : {}),
          ...(idCard !== undefined ? { id_card: fileTitle(idCard) } : {}),
          ...(cacDocument !== undefined ? { cac_document: fileTitle(cacDocument) } : {}),
          ...(logo !== undefined ? { logo: fileTitle(logo) } : {}),
        };
      }),
    };
  },

  async erase(tx, person) {
    const kept: string[] = [];
    switch (person.role) {
      case 'graduate':
        // The row stays (without identity) because the roll row it holds places anonymous outcome facts in their
        // institution, programme, cohort and sex; the outcome figures would move otherwise.
        await tx
          .update(graduates)
          .set({
            dateOfBirth: null,
            nationality: null,
            lga: null,
            nin: null,
            phone: null,
            highestAcademicQualification: null,
            matricNumber: null,
            oLevelCertifications: null,
            isEmployed: null,
            currentOccupation: null,
            skillsAcquired: [],
            resume: null,
            schoolId: null,
          })
          .where(eq(graduates.userId, person.accountId));
        kept.push(
          'Your sex and state on an empty graduate record, so that the anonymous outcome facts of your cohort still add up.',
        );
        break;
      case 'staff':
        await tx
          .update(staff)
          .set({
            gender: null,
            dateOfBirth: null,
            nationality: null,
            state: null,
            lga: null,
            nin: null,
            phone: null,
            highestAcademicQualification: null,
            idCard: null,
          })
          .where(eq(staff.userId, person.accountId));
        break;
      case 'institution':
        await tx
          .update(institutions)
          .set({ principalAdministrator: null, nameOfOwner: null, mailbox: null })
          .where(eq(institutions.userId, person.accountId));
        kept.push(
          'The institution\u2019s programmes and graduation rolls, which belong to its graduates\u2019 records.',
        );
        break;
      case 'employer':
        await tx
          .update(employers)
          .set({ nameOfPrincipalOfficial: null, cacDocument: null, logo: null })
          .where(eq(employers.userId, person.accountId));
        break;
      case 'mentor':
        break;
      case 'admin':
        await tx
          .update(admins)
          .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null, removedAt: new Date() })
          .where(eq(admins.userId, person.accountId));
        break;
    }
    return { kept };
  },
};
