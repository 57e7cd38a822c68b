import { joinAddress, matricKey } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { graduateInstitutions, rollEntries } from '../../features/institutions/institutions.table';
import { programmes } from '../../features/programmes/programmes.table';
import { surveyRespondents, surveyResponses } from '../../features/surveys/surveys.table';
import type { Database } from '../client';
import { graduates, institutions, users } from '../schema';

/*
 * Bulk writers for outcome data (issue 14): institutions with programmes, graduation rolls, graduates who
 * signed up and whose claims are confirmed, and completed tracer answers. Used by the demo seed (a few thousand
 * graduates at start-up, so rows go in by the thousand), the outcomes API tests and the benchmark. Accounts
 * take a password hash computed once by the caller: hashing each of thousands of accounts would take minutes.
 */

/** Rows per INSERT: far under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

export interface ProgrammeSpec {
  name: string;
  accreditationType?: string;
  grantedDate: string;
  expiryDate: string;
  status?: 'approved' | 'pending' | 'denied';
}

export interface InstitutionSpec {
  name: string;
  email: string;
  username: string;
  institutionType: string;
  ownershipType: string;
  /** The state in the institution's address (street|state|country). */
  state: string;
  town: string;
  yearOfEstablishment?: number;
  programmes: ProgrammeSpec[];
}

export interface CreatedInstitution {
  userId: string;
  institutionId: string;
  /** Programme ids by name. */
  programmes: Map<string, string>;
}

/** A verified, complete institution account with its programmes. */
export async function insertInstitution(
  db: Database,
  spec: InstitutionSpec,
  passwordHash: string,
): Promise<CreatedInstitution> {
  const [user] = await db
    .insert(users)
    .values({
      userType: 'institution',
      name: spec.name,
      username: spec.username,
      email: spec.email,
      passwordHash,
      isEmailVerified: true,
      address: joinAddress({ street: spec.town, state: spec.state, country: 'Nigeria' }),
      phone: '+2348030000000',
    })
    .returning({ id: users.id });
  const [institution] = await db
    .insert(institutions)
    .values({
      userId: user.id,
      institutionType: spec.institutionType,
      ownershipType: spec.ownershipType,
      yearOfEstablishment: spec.yearOfEstablishment ?? 1980,
      nameOfOwner:
        spec.ownershipType === 'federal'
          ? 'Federal Government of Nigeria'
          : spec.ownershipType === 'state'
            ? `${spec.state} State Government`
            : `${spec.name} Proprietors Ltd`,
      numberOfAccreditedCourses: spec.programmes.length,
      isVerified: true,
    })
    .returning({ id: institutions.id });
  const made =
    spec.programmes.length === 0
      ? []
      : await db
          .insert(programmes)
          .values(
            spec.programmes.map((programme) => ({
              institutionId: institution.id,
              name: programme.name,
              accreditationType: programme.accreditationType ?? 'full',
              grantedDate: programme.grantedDate,
              expiryDate: programme.expiryDate,
              status: programme.status ?? 'approved',
            })),
          )
          .returning({ id: programmes.id, name: programmes.name });
  return {
    userId: user.id,
    institutionId: institution.id,
    programmes: new Map(made.map((row) => [row.name, row.id])),
  };
}

export interface RollRowSpec {
  institutionId: string;
  programmeId: string;
  name: string;
  matricNumber: string;
  graduationYear: number;
  sex: string;
  /** State of origin, as the roll carries it. */
  state: string;
  email: string | null;
  phone: string | null;
}

/** Roll rows, in order; answers their ids in the same order. */
export async function insertRoll(db: Database, rows: RollRowSpec[]): Promise<string[]> {
  const ids: string[] = [];
  await insertChunked(rows, async (chunk) => {
    const made = await db
      .insert(rollEntries)
      .values(chunk.map((row) => ({ ...row, matricKey: matricKey(row.matricNumber) })))
      .returning({ id: rollEntries.id });
    ids.push(...made.map((row) => row.id));
  });
  return ids;
}

export interface GraduateSpec {
  name: string;
  email: string;
  username: string;
  sex: string;
  /** State of origin. */
  state: string;
  /** State of residence (the address). */
  residenceState: string;
  nin: string;
  dateOfBirth: string;
  isEmployed: boolean | null;
  occupation?: string | null;
  /** The roll row the graduate's confirmed claim holds, with what the claim says. */
  claim: {
    rollEntryId: string;
    institutionId: string;
    programmeId: string;
    graduationYear: number;
    matricNumber: string;
  };
}

/** Graduates who signed up, complete profiles, each with a confirmed claim on their roll row. */
export async function insertGraduates(
  db: Database,
  specs: GraduateSpec[],
  passwordHash: string,
): Promise<{ userId: string; graduateId: string }[]> {
  const out: { userId: string; graduateId: string }[] = [];
  await insertChunked(specs, async (chunk) => {
    const accounts = await db
      .insert(users)
      .values(
        chunk.map((spec) => ({
          userType: 'graduate',
          name: spec.name,
          username: spec.username,
          email: spec.email,
          passwordHash,
          isEmailVerified: true,
          address: joinAddress({ street: 'Off Main Road', state: spec.residenceState, country: 'Nigeria' }),
          phone: null,
        })),
      )
      .returning({ id: users.id });
    const profiles = await db
      .insert(graduates)
      .values(
        chunk.map((spec, index) => ({
          userId: accounts[index].id,
          gender: spec.sex,
          nationality: 'Nigeria',
          state: spec.state,
          nin: spec.nin,
          dateOfBirth: spec.dateOfBirth,
          isEmployed: spec.isEmployed,
          currentOccupation: spec.occupation ?? null,
          highestAcademicQualification: 'OND',
          matricNumber: spec.claim.matricNumber,
          skillsAcquired: [],
        })),
      )
      .returning({ id: graduates.id });
    await db.insert(graduateInstitutions).values(
      chunk.map((spec, index) => ({
        graduateId: profiles[index].id,
        institutionId: spec.claim.institutionId,
        matricNumber: spec.claim.matricNumber,
        matricKey: matricKey(spec.claim.matricNumber),
        programmeId: spec.claim.programmeId,
        graduationYear: spec.claim.graduationYear,
        claimStatus: 'confirmed',
        rollEntryId: spec.claim.rollEntryId,
      })),
    );
    // Each roll row is now held by its graduate's confirmed claim.
    const entryIds = sql.param(chunk.map((spec) => spec.claim.rollEntryId));
    const graduateIds = sql.param(profiles.map((profile) => profile.id));
    await db.execute(sql`
      update roll_entries r set graduate_id = v.graduate_id, claim_status = 'confirmed', updated_at = now()
      from unnest(${entryIds}::uuid[], ${graduateIds}::uuid[]) as v(entry_id, graduate_id)
      where r.id = v.entry_id`);
    for (let index = 0; index < chunk.length; index++)
      out.push({ userId: accounts[index].id, graduateId: profiles[index].id });
  });
  return out;
}

export interface RespondentSpec {
  userId: string;
  completedAt: Date;
  /** One answer per question: an option id, or a text. */
  answers: { questionId: string; optionId?: string | null; text?: string | null }[];
}

/** Completed respondents of a survey and their answers. */
export async function insertAnswers(db: Database, surveyId: string, respondents: RespondentSpec[]) {
  await insertChunked(respondents, async (chunk) => {
    await db.insert(surveyRespondents).values(
      chunk.map((respondent) => ({
        surveyId,
        userId: respondent.userId,
        status: 'completed',
        answered: respondent.answers.length,
        completedAt: respondent.completedAt,
        createdAt: respondent.completedAt,
        updatedAt: respondent.completedAt,
      })),
    );
    const answers = chunk.flatMap((respondent) =>
      respondent.answers.map((answer) => ({
        surveyId,
        questionId: answer.questionId,
        userId: respondent.userId,
        optionId: answer.optionId ?? null,
        text: answer.text ?? null,
        createdAt: respondent.completedAt,
        updatedAt: respondent.completedAt,
      })),
    );
    await insertChunked(answers, (rows) => db.insert(surveyResponses).values(rows));
  });
}
