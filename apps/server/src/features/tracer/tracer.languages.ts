import { LANGUAGES, type Language } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * The graduate's language on the phone channels (issue 27 with issue 29, decision 0037 as amended): the latest
 * explicit choice, whichever channel it came from: the linked account's saved language (web Settings or the
 * sign-in page's picker, dated by `users.language_set_at`), or the one chosen on a phone channel (the USSD language
 * line, or a HAUSA / YORUBA / IGBO / PIDGIN / ENGLISH text, dated by `tracer_cases.phone_language_at`); otherwise
 * English. A choice made before its date was kept counts as older than any dated one; between two such, the
 * account's wins, as it did before. A phone choice is written on every case of the graduate's roll entry, and a
 * case made later for the same entry (the next wave) reads it from its siblings, so it lasts across waves.
 */

const known = sql.raw(LANGUAGES.map((code) => `'${code}'`).join(', '));

/**
 * The case's language as SQL, over a case aliased `c` and the expression of its account (the case's own, or the
 * account of the graduate who claimed the roll entry). The tracer reads `users` (never writes it), as it reads
 * the account's other columns.
 */
export const caseLanguage = (account: SQL): SQL => sql`coalesce((
  select choice.language from (
    select u.language, u.language_set_at as chosen_at, 1 as account_first
      from users u where u.id = ${account} and u.language in (${known})
    union all
    select c.phone_language, c.phone_language_at, 0 where c.phone_language is not null
    union all
    (select o.phone_language, o.phone_language_at, 0 from tracer_cases o
      where o.roll_entry_id = c.roll_entry_id and o.phone_language is not null
      order by o.phone_language_at desc nulls last limit 1)
  ) choice
  order by choice.chosen_at desc nulls last, choice.account_first desc limit 1),
  'en')`;

/** Keeps the language chosen on a phone channel, and when, for the case's graduate: every case of their roll entry. */
export async function chooseCaseLanguage(db: Database, caseRef: string, language: Language) {
  await db.execute(sql`
    update tracer_cases set phone_language = ${language}, phone_language_at = now(), updated_at = now()
     where id = ${caseRef}
        or roll_entry_id = (select roll_entry_id from tracer_cases where id = ${caseRef})`);
}
