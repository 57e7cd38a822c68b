import type { IndicatorKey } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FACT_COLUMNS, respondentCtes, rowsOf, type ViewSpec } from './outcomes.repository';

/*
 * The outcome feature's other reads: the microdata a batch at a time, the data versions the figure caches hang on,
 * an institution and its programmes. Split from outcomes.repository.ts (the views' SQL) to keep each file short.
 */

/** One respondent's row of the microdata file, before the service reads its text answers. */
export interface MicrodataRow {
  entryId: string;
  surveyId: string;
  cohort: string;
  institution: string;
  institutionType: string;
  institutionState: string;
  programme: string;
  sex: string;
  residenceState: string;
  /** Per indicator: the code, the number typed (months, income) or the text (state of work). */
  answers: Record<IndicatorKey, { code: string | null; number: number | null }>;
  weight: number;
}

/**
 * The microdata, a batch at a time in a stable order (roll row id, which says nothing about the person): each
 * respondent's group values, their answer to each indicator and their weight. No name, contact, NIN or matric
 * number is read.
 */
export async function microdataBatch(
  db: Database,
  spec: ViewSpec,
  after: string | null,
  limit: number,
): Promise<MicrodataRow[]> {
  const result = await db.execute(sql`
    with ${respondentCtes({ ...spec, groupBy: [] }, { after: after ?? undefined })}
    select * from weighted order by entry_id limit ${limit}`);
  return rowsOf(result).map((row) => {
    const answers = {} as MicrodataRow['answers'];
    for (const [indicator, code, number] of FACT_COLUMNS)
      answers[indicator] = {
        code: row[code] === null || row[code] === undefined ? null : String(row[code]),
        number: number && row[number] !== null && row[number] !== undefined ? Number(row[number]) : null,
      };
    return {
      entryId: String(row.entry_id),
      surveyId: String(row.survey_id),
      cohort: String(row.cohort),
      institution: String(row.institution_name ?? ''),
      institutionType: String(row.institution_type ?? ''),
      institutionState: String(row.institution_state ?? ''),
      programme: String(row.programme_name ?? ''),
      sex: String(row.sex ?? ''),
      residenceState: String(row.residence_state ?? ''),
      answers,
      weight: Number(row.weight),
    };
  });
}

/** The versions of what the figures read (migrations 0014, 0015, 0021). */
export interface DataVersions {
  /** Moved when a change to rolls, claims, programmes, institutions, graduates, addresses or surveys commits. */
  data: string;
  /** Moved when a change to answers (outcome facts) commits. */
  answers: string;
}

/**
 * The data versions: counts made after reading them are those of the data at these versions (or later, for a
 * change committed in between).
 */
export async function dataVersions(db: Database): Promise<DataVersions> {
  const [row] = rowsOf(
    await db.execute(sql`
      select d.last_value as data, d.is_called as data_called, a.last_value as answers, a.is_called as answers_called
      from outcome_data_version d, outcome_answers_version a`),
  );
  return {
    data: `${row.data}:${row.data_called}`,
    answers: `${row.answers}:${row.answers_called}`,
  };
}

/** An institution's profile id and name, by its profile or account id. */
export async function findInstitution(
  db: Database,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const result = await db.execute(sql`
    select i.id, u.name from institutions i join users u on u.id = i.user_id
    where i.id = ${id}::uuid or i.user_id = ${id}::uuid limit 1`);
  const [row] = rowsOf(result);
  return row ? { id: String(row.id), name: String(row.name) } : null;
}

/** The lower-cased names of an institution's programmes (its national comparison covers these). */
export async function programmeNamesOf(db: Database, institutionId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct lower(name) as name from programmes where institution_id = ${institutionId}::uuid`);
  return rowsOf(result).map((row) => String(row.name));
}
