import { LANGUAGES, type Language } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The graduate's language on the phone channels (issue 27 with issue 29): the linked account's saved language if
 * any; otherwise the one the graduate chose on a phone channel (the USSD language line, or a HAUSA / YORUBA / IGBO /
 * PIDGIN / ENGLISH text); otherwise English. A phone choice is written on every case of the graduate's roll entry,
 * and a case made later for the same entry (the next wave) reads it from its siblings, so it lasts across waves.
 */

const known = sql.raw(LANGUAGES.map((code) => `'${code}'`).join(', '));

/**
 * The case's language as SQL, over a case aliased `c` and the expression of its account (the case's own, or the
 * account of the graduate who claimed the roll entry).
 */
export const caseLanguage = (account: SQL): SQL => sql`coalesce(
  (select u.language from users u where u.id = ${account} and u.language in (${known})),
  c.phone_language,
  (select o.phone_language from tracer_cases o
    where o.roll_entry_id = c.roll_entry_id and o.phone_language is not null limit 1),
  'en')`;

/** Keeps the language chosen on a phone channel for the case's graduate: every case of their roll entry. */
export async function chooseCaseLanguage(db: Database, caseRef: string, language: Language) {
  await db.execute(sql`
    update tracer_cases set phone_language = ${language}, updated_at = now()
     where id = ${caseRef}
        or roll_entry_id = (select roll_entry_id from tracer_cases where id = ${caseRef})`);
}
