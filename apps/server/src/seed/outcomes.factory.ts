import { joinAddress, matricKey } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { institutions, users } from '../db/schema';
import { programmes } from '../features/programmes/programmes.table';
import { accountRow } from './rows';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

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
    .values(
      accountRow({
        userType: 'institution',
        name: spec.name,
        username: spec.username,
        email: spec.email,
        passwordHash,
        street: spec.town,
        state: spec.state,
        phone: '+2348030000000',
      }),
    )
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
  /** YYYY-MM-DD, when the roll gives it. */
  dateOfBirth?: string | null;
}

/** Roll rows, in order; answers their ids in the same order. */
export async function insertRoll(db: Database, rows: RollRowSpec[]): Promise<string[]> {
  const ids: string[] = [];
  await insertChunked(rows, async (chunk) => {
    // One array per column (unnest): building thousands of VALUES tuples costs more than the insert itself.
    const col = <T>(pick: (row: RollRowSpec) => T) => sql.param(chunk.map(pick));
    const result = await db.execute(sql`
      insert into roll_entries
        (institution_id, programme_id, name, matric_number, matric_key, graduation_year, sex, state, email, phone,
         date_of_birth)
      select * from unnest(
        ${col((row) => row.institutionId)}::uuid[], ${col((row) => row.programmeId)}::uuid[],
        ${col((row) => row.name)}::text[], ${col((row) => row.matricNumber)}::text[],
        ${col((row) => matricKey(row.matricNumber))}::text[], ${col((row) => row.graduationYear)}::smallint[],
        ${col((row) => row.sex)}::text[], ${col((row) => row.state)}::text[], ${col((row) => row.email)}::text[],
        ${col((row) => row.phone)}::text[], ${col((row) => row.dateOfBirth ?? null)}::date[])
      returning id, institution_id, matric_key`);
    const byKey = new Map(
      rowsOf(result).map((row) => [`${row.institution_id}|${row.matric_key}`, String(row.id)]),
    );
    for (const row of chunk)
      ids.push(byKey.get(`${row.institutionId}|${matricKey(row.matricNumber)}`) as string);
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
  /**
   * The roll row the graduate's confirmed claim holds, with what the claim says. A claim with a `status` waits for
   * the institution's review instead: 'claimed' (its matric number is on no roll row: `rollEntryId` null) or
   * 'disputed' (the row is held by another graduate); it holds no row.
   */
  claim: {
    rollEntryId: string | null;
    status?: 'claimed' | 'disputed';
    institutionId: string;
    programmeId: string;
    graduationYear: number;
    matricNumber: string;
  };
}

/** Graduates who signed up, complete profiles, each with a confirmed claim on their roll row (or a pending one). */
export async function insertGraduates(
  db: Database,
  specs: GraduateSpec[],
  passwordHash: string,
): Promise<{ userId: string; graduateId: string }[]> {
  const out: { userId: string; graduateId: string }[] = [];
  await insertChunked(specs, async (chunk) => {
    const col = <T>(pick: (spec: GraduateSpec) => T) => sql.param(chunk.map(pick));
    const accounts = await db.execute(sql`
      insert into users (user_type, name, username, email, password_hash, is_email_verified, address)
      select 'graduate', v.name, v.username, v.email, ${passwordHash}, true, v.address
      from unnest(${col((spec) => spec.name)}::text[], ${col((spec) => spec.username)}::text[],
        ${col((spec) => spec.email)}::text[],
        ${col((spec) => joinAddress({ street: 'Off Main Road', state: spec.residenceState, country: 'Nigeria' }))}::text[])
        as v(name, username, email, address)
      returning id, email`);
    const userOf = new Map(rowsOf(accounts).map((row) => [String(row.email), String(row.id)]));
    const userIds = chunk.map((spec) => userOf.get(spec.email) as string);
    const profiles = await db.execute(sql`
      insert into graduates
        (user_id, gender, nationality, state, nin, date_of_birth, is_employed, current_occupation,
         highest_academic_qualification, matric_number)
      select v.user_id, v.gender, 'Nigeria', v.state, v.nin, v.date_of_birth, v.is_employed, v.occupation, 'OND', v.matric
      from unnest(${sql.param(userIds)}::uuid[], ${col((spec) => spec.sex)}::text[], ${col((spec) => spec.state)}::text[],
        ${col((spec) => spec.nin)}::text[], ${col((spec) => spec.dateOfBirth)}::date[],
        ${col((spec) => spec.isEmployed)}::boolean[], ${col((spec) => spec.occupation ?? null)}::text[],
        ${col((spec) => spec.claim.matricNumber)}::text[])
        as v(user_id, gender, state, nin, date_of_birth, is_employed, occupation, matric)
      returning id, user_id`);
    const graduateOf = new Map(rowsOf(profiles).map((row) => [String(row.user_id), String(row.id)]));
    const graduateIds = userIds.map((userId) => graduateOf.get(userId) as string);
    // Each claim is confirmed and its roll row is now held by the graduate (a pending claim holds none).
    await db.execute(sql`
      insert into graduate_institutions
        (graduate_id, institution_id, matric_number, matric_key, programme_id, graduation_year, claim_status, roll_entry_id)
      select v.graduate_id, v.institution_id, v.matric, v.matric_key, v.programme_id, v.year, v.status, v.entry_id
      from unnest(${sql.param(graduateIds)}::uuid[], ${col((spec) => spec.claim.institutionId)}::uuid[],
        ${col((spec) => spec.claim.matricNumber)}::text[], ${col((spec) => matricKey(spec.claim.matricNumber))}::text[],
        ${col((spec) => spec.claim.programmeId)}::uuid[], ${col((spec) => spec.claim.graduationYear)}::smallint[],
        ${col((spec) => spec.claim.rollEntryId)}::uuid[], ${col((spec) => spec.claim.status ?? 'confirmed')}::text[])
        as v(graduate_id, institution_id, matric, matric_key, programme_id, year, entry_id, status)`);
    await db.execute(sql`
      update roll_entries r set graduate_id = v.graduate_id, claim_status = 'confirmed', updated_at = now()
      from unnest(${col((spec) => spec.claim.rollEntryId)}::uuid[], ${sql.param(graduateIds)}::uuid[],
        ${col((spec) => spec.claim.status ?? 'confirmed')}::text[])
        as v(entry_id, graduate_id, status)
      where r.id = v.entry_id and v.status = 'confirmed'`);
    for (let index = 0; index < chunk.length; index++)
      out.push({ userId: userIds[index], graduateId: graduateIds[index] });
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
    const col = <T>(pick: (respondent: RespondentSpec) => T) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into survey_respondents (survey_id, user_id, status, answered, completed_at, created_at, updated_at)
      select ${surveyId}::uuid, v.user_id, 'completed', v.answered, v.at, v.at, v.at
      from unnest(${col((respondent) => respondent.userId)}::uuid[], ${col((respondent) => respondent.answers.length)}::int[],
        ${col((respondent) => respondent.completedAt.toISOString())}::timestamptz[]) as v(user_id, answered, at)`);
    const answers = chunk.flatMap((respondent) =>
      respondent.answers.map((answer) => ({
        ...answer,
        userId: respondent.userId,
        at: respondent.completedAt,
      })),
    );
    for (let start = 0; start < answers.length; start += CHUNK * 5) {
      const part = answers.slice(start, start + CHUNK * 5);
      const col2 = <T>(pick: (answer: (typeof part)[number]) => T) => sql.param(part.map(pick));
      await db.execute(sql`
        insert into survey_responses (survey_id, question_id, user_id, option_id, text, created_at, updated_at)
        select ${surveyId}::uuid, v.question_id, v.user_id, v.option_id, v.text, v.at, v.at
        from unnest(${col2((answer) => answer.questionId)}::uuid[], ${col2((answer) => answer.userId)}::uuid[],
          ${col2((answer) => answer.optionId ?? null)}::text[], ${col2((answer) => answer.text ?? null)}::text[],
          ${col2((answer) => answer.at.toISOString())}::timestamptz[]) as v(question_id, user_id, option_id, text, at)`);
    }
  });
}
