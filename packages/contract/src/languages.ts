/**
 * Plain data, no zod: the first load of /login reads it (the picker), and a module with a schema built at its top
 * level would bring zod into that load. The schemas are in accounts.ts.
 *
 * The interface's languages (issue 29): English, the source, and Hausa, Yoruba, Igbo and Nigerian Pidgin. The
 * codes are BCP 47 / CLDR codes; an account keeps its choice (`PATCH /v1/users/:id/language`).
 */
export const LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as a picker shows it to someone who may not read English. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  pcm: 'Naijá (Pidgin)',
};

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

export const LANGUAGE_MESSAGES = {
  languageSaved: 'Language saved',
  unknownLanguage: `Choose one of these languages: ${LANGUAGES.join(', ')}`,
} as const;
