import { z } from 'zod';

/**
 * Questionnaires in the graduate's language (issue 29 part B): a survey's texts translated per language, each
 * translation with a review status; only approved translations are shown to respondents, English otherwise. Option
 * codes are not translated, so answers in any language pool in the same outcome figures.
 */
export const SURVEY_LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];
/** The languages a survey is translated into; English is the source. */
export const TRANSLATION_LANGUAGES = ['ha', 'yo', 'ig', 'pcm'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const SURVEY_LANGUAGE_NAMES: Record<SurveyLanguage, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pcm: 'Nigerian Pidgin',
};
export const TRANSLATION_STATUSES = ['draft', 'reviewed', 'approved'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
export const TRANSLATION_TEXT_MAX = 2000;

/**
 * The key of each translatable text of a survey: `title`, `text`, `section:<id>`, `question:<id>`,
 * `option:<question id>:<option id>`.
 */
export const translationKey = {
  section: (id: string) => `section:${id}`,
  question: (id: string) => `question:${id}`,
  option: (questionId: string, optionId: string) => `option:${questionId}:${optionId}`,
};

/** `{name}`-style placeholders of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1] as string))].sort();
}

/** The placeholders of `source` that `translated` drops, or an empty list. */
export const droppedPlaceholders = (source: string, translated: string) => {
  const kept = new Set(placeholdersOf(translated));
  return placeholdersOf(source).filter((name) => !kept.has(name));
};

/**
 * CLDR's plural categories (cardinal) of each language: Yoruba and Igbo have only 'other'; Hausa, Pidgin and
 * English 'one' and 'other'. A translated plural must give its language's categories.
 */
export const PLURAL_CATEGORIES: Record<SurveyLanguage, readonly string[]> = {
  en: ['one', 'other'],
  ha: ['one', 'other'],
  yo: ['other'],
  ig: ['other'],
  pcm: ['one', 'other'],
};

/** Each ICU `{name, plural, ...}` (or selectordinal) of a text: its argument and its branches' keys. */
export function pluralsOf(text: string): { argument: string; branches: string[] }[] {
  const found: { argument: string; branches: string[] }[] = [];
  const head = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*(?:plural|selectordinal)\s*,/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const branches: string[] = [];
    let at = match.index + match[0].length;
    for (;;) {
      const key = /^\s*(offset:\s*\d+\s*)?(=?[A-Za-z0-9_]+)\s*\{/.exec(text.slice(at));
      if (!key) break;
      branches.push(key[2] as string);
      at += key[0].length;
      // Past the branch's message, nested braces included.
      for (let depth = 1; at < text.length && depth > 0; at += 1) {
        if (text[at] === '{') depth += 1;
        else if (text[at] === '}') depth -= 1;
      }
    }
    found.push({ argument: match[1] as string, branches });
  }
  return found;
}

/**
 * What a translation drops of the source's plurals, as words for the msg, or null: a plural of the source missing
 * from the translation, or a branch the translation's language needs (its CLDR categories, and every `=N` branch
 * of the source) left out.
 */
export function droppedPluralBranches(
  source: string,
  translated: string,
  language: SurveyLanguage,
): string | null {
  const theirs = pluralsOf(translated);
  for (const plural of pluralsOf(source)) {
    const match = theirs.find((candidate) => candidate.argument === plural.argument);
    if (!match) return `the plural of {${plural.argument}}`;
    const needed = [...PLURAL_CATEGORIES[language], ...plural.branches.filter((key) => key.startsWith('='))];
    const missing = needed.filter((key) => !match.branches.includes(key));
    if (missing.length > 0) {
      return `the plural branch ${missing.map((key) => `'${key}'`).join(', ')} of {${plural.argument}}`;
    }
  }
  return null;
}

export const surveyLanguageField = z.enum(SURVEY_LANGUAGES, {
  error: `language must be one of ${SURVEY_LANGUAGES.join(', ')}`,
});
export const translationLanguageField = z.enum(TRANSLATION_LANGUAGES, {
  error: `language must be one of ${TRANSLATION_LANGUAGES.join(', ')}`,
});

/** `?language=` of the reads a respondent answers from. */
export const surveyLanguageQuerySchema = z.object({ language: surveyLanguageField.optional() });

export const translationInputSchema = z.strictObject({
  status: z.enum(TRANSLATION_STATUSES, { error: `status must be one of ${TRANSLATION_STATUSES.join(', ')}` }),
  /** Text key -> translated text; a blank or absent key falls back to English. */
  texts: z
    .record(
      z.string().max(120),
      z
        .string()
        .max(TRANSLATION_TEXT_MAX, `a translated text has at most ${TRANSLATION_TEXT_MAX} characters`),
    )
    .refine((texts) => Object.keys(texts).length <= 2000, 'at most 2000 texts per translation'),
});
export type TranslationInput = z.input<typeof translationInputSchema>;

/** One English source text of a survey, as a translator sees it. */
export const sourceTextSchema = z.object({
  key: z.string(),
  /** survey | section | question | option */
  type: z.string(),
  /** The option's code (pooled across languages), the question's order, or the field name. */
  name: z.string(),
  en: z.string(),
});
export type SourceText = z.infer<typeof sourceTextSchema>;

export const translationSchema = z.object({
  language: z.enum(TRANSLATION_LANGUAGES),
  status: z.enum(TRANSLATION_STATUSES).nullable(),
  texts: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type SurveyTranslation = z.infer<typeof translationSchema>;

export const surveyTranslationsSchema = z.object({
  sources: z.array(sourceTextSchema),
  translations: z.array(translationSchema),
});
export type SurveyTranslations = z.infer<typeof surveyTranslationsSchema>;

export const TRANSLATION_MESSAGES = {
  loaded: 'Translations loaded successfully',
  saved: 'Translation saved successfully',
  imported: 'Translations imported successfully',
  unknownKey: (key: string) => `texts.${key} is not a text of this survey.`,
  droppedPlaceholder: (key: string, names: string[]) =>
    `texts.${key} drops the placeholder ${names.map((name) => `{${name}}`).join(', ')}: keep it as in English.`,
  droppedPlural: (key: string, what: string, language: SurveyLanguage) =>
    `texts.${key} drops ${what}: ${SURVEY_LANGUAGE_NAMES[language]} needs the branches ${PLURAL_CATEGORIES[language].join(', ')} (and every =N branch of the English).`,
};
