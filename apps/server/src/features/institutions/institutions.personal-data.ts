import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ERASED_NAME,
  mentionsIdentity,
  type PersonalDataHolder,
  type PersonRef,
  scrubIdentity,
} from '../../platform/personal-data';
import { graduateInstitutions, rollEntries, rollImports } from './institutions.table';

/*
 * Graduation rolls hold people who never signed up: a person's rows are the ones their graduate profile claimed,
 * and any row carrying one of their e-mail addresses or phone numbers. Their claims (graduate_institutions) are
 * theirs too. Erasure keeps each roll row's programme, cohort, sex and state (the frame the outcome figures are
 * weighted by) and removes the name, matric number, contacts and date of birth; the previews of uploaded roll files lose the rows
 * that mention them.
 */
function rowsOf(person: PersonRef): SQL | undefined {
  const emails = person.identity?.emails ?? [];
  const phones = person.identity?.phones ?? [];
  const conditions: SQL[] = [];
  if (person.role === 'graduate' && person.profileId)
    conditions.push(eq(rollEntries.graduateId, person.profileId));
  if (emails.length > 0) conditions.push(inArray(rollEntries.email, emails));
  if (phones.length > 0) conditions.push(inArray(rollEntries.phone, phones));
  return conditions.length > 0 ? or(...conditions) : undefined;
}

async function personRollRows(db: Database, person: PersonRef) {
  const where = rowsOf(person);
  if (!where) return [];
  return db.select().from(rollEntries).where(where).orderBy(rollEntries.createdAt);
}

export const institutionsPersonalData: PersonalDataHolder = {
  tables: ['roll_entries', 'roll_imports', 'graduate_institutions'],

  async export(db, person) {
    const rolls = (await personRollRows(db, person)).map((row) => ({
      _id: row.id,
      institution_id: row.institutionId,
      matric_number: row.matricNumber,
      name: row.name,
      programme_id: row.programmeId,
      graduation_year: row.graduationYear,
      sex: row.sex,
      state: row.state,
      email: row.email,
      phone: row.phone,
      date_of_birth: row.dateOfBirth,
      claim_status: row.claimStatus,
      invited_at: row.invitedAt,
      invitations_sent: row.invitationCount,
      added_at: row.createdAt,
    }));
    const claims =
      person.role === 'graduate' && person.profileId
        ? await db
            .select({
              institution_id: graduateInstitutions.institutionId,
              matric_number: graduateInstitutions.matricNumber,
              programme_id: graduateInstitutions.programmeId,
              graduation_year: graduateInstitutions.graduationYear,
              claim_status: graduateInstitutions.claimStatus,
              decided_at: graduateInstitutions.decidedAt,
              decision_reason: graduateInstitutions.decisionReason,
              claimed_at: graduateInstitutions.createdAt,
            })
            .from(graduateInstitutions)
            .where(eq(graduateInstitutions.graduateId, person.profileId))
        : [];
    return { graduation_rolls: rolls, institution_claims: claims };
  },

  async erase(tx, person) {
    const rows = await personRollRows(tx, person);
    for (const row of rows) {
      await tx
        .update(rollEntries)
        .set({
          name: ERASED_NAME,
          matricNumber: `erased-${row.id}`,
          matricKey: `erased-${row.id}`,
          email: null,
          phone: null,
          dateOfBirth: null,
        })
        .where(eq(rollEntries.id, row.id));
    }
    if (person.role === 'graduate' && person.profileId) {
      const claims = await tx
        .select({
          institutionId: graduateInstitutions.institutionId,
          reason: graduateInstitutions.decisionReason,
        })
        .from(graduateInstitutions)
        .where(eq(graduateInstitutions.graduateId, person.profileId));
      for (const claim of claims) {
        await tx
          .update(graduateInstitutions)
          .set({
            matricNumber: null,
            matricKey: null,
            decisionReason: scrubIdentity(claim.reason, person.identity),
          })
          .where(
            and(
              eq(graduateInstitutions.graduateId, person.profileId),
              eq(graduateInstitutions.institutionId, claim.institutionId),
            ),
          );
      }
    }
    // The previews (first rows, faults) of roll files uploaded by the institutions that listed the person.
    const institutionIds = [...new Set(rows.map((row) => row.institutionId))];
    if (institutionIds.length > 0) {
      const imports = await tx
        .select({
          id: rollImports.id,
          sample: rollImports.sample,
          errors: rollImports.errors,
          faultGroups: rollImports.faultGroups,
        })
        .from(rollImports)
        .where(inArray(rollImports.institutionId, institutionIds));
      const keep = <T>(items: T[]) =>
        items.filter((item) => !mentionsIdentity(JSON.stringify(item), identityOf(rows, person)));
      for (const item of imports) {
        const sample = keep(item.sample);
        const errors = keep(item.errors);
        const faultGroups = keep(item.faultGroups);
        if (
          sample.length === item.sample.length &&
          errors.length === item.errors.length &&
          faultGroups.length === item.faultGroups.length
        )
          continue;
        await tx.update(rollImports).set({ sample, errors, faultGroups }).where(eq(rollImports.id, item.id));
      }
    }
    return {
      kept: rows.length
        ? [
            'Your row on your institution\u2019s graduation roll, without your name, matric number or contacts: its programme, year, sex and state keep the outcome figures whole.',
          ]
        : [],
    };
  },
};

/** The person's identity, with the names and matric numbers their roll rows carried. */
function identityOf(rows: (typeof rollEntries.$inferSelect)[], person: PersonRef) {
  const identity = person.identity ?? { names: [], emails: [], phones: [], nins: [] };
  return {
    ...identity,
    names: [...identity.names, ...rows.map((row) => row.name), ...rows.map((row) => row.matricNumber)],
  };
}
