import { z } from 'zod';
import { CHANNEL_SHORT_OPTION_MAX, CHANNEL_SHORT_QUESTION_MAX } from './limits';

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
 * `option:<question id>:<option id>`, and the short versions the phone channels show (issue 27),
 * `short:question:<id>` and `short:option:<question id>:<option id>`, where the English has one.
 */
export const translationKey = {
  section: (id: string) => `section:${id}`,
  question: (id: string) => `question:${id}`,
  option: (questionId: string, optionId: string) => `option:${questionId}:${optionId}`,
  shortQuestion: (id: string) => `short:question:${id}`,
  shortOption: (questionId: string, optionId: string) => `short:option:${questionId}:${optionId}`,
};

/** The most characters a translated text may have: a short version's limit is the English short version's. */
export function translationTextMax(key: string): number {
  if (key.startsWith('short:question:')) return CHANNEL_SHORT_QUESTION_MAX;
  if (key.startsWith('short:option:')) return CHANNEL_SHORT_OPTION_MAX;
  return TRANSLATION_TEXT_MAX;
}

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
  /** survey | section | the question's type | option | question-short | option-short */
  type: z.string(),
  /** The option's code (pooled across languages), the question's order, or the field name. */
  name: z.string(),
  en: z.string(),
  /** The most characters its translation may have (translationTextMax), shown beside a short version. */
  max: z.number().int(),
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
  shortTooLong: (key: string, length: number, max: number) =>
    `texts.${key} has ${length} characters: a short version has at most ${max}, as in English, to fit a USSD screen and a text message.`,
  tooLong: (key: string, max: number) => `texts.${key} has more than ${max} characters.`,
  droppedPlural: (key: string, what: string, language: SurveyLanguage) =>
    `texts.${key} drops ${what}: ${SURVEY_LANGUAGE_NAMES[language]} needs the branches ${PLURAL_CATEGORIES[language].join(', ')} (and every =N branch of the English).`,
};

/**
 * What is wrong with `text` (NFC-normalised, trimmed) as the translation of `source` into `language`, as the msg
 * that names its key, or null: longer than its limit (a short version's is the English short version's), a
 * dropped placeholder, a dropped plural branch. The save and the spreadsheet import both refuse with it.
 */
export function translatedTextProblem(
  source: Pick<SourceText, 'key' | 'en'>,
  text: string,
  language: SurveyLanguage,
): string | null {
  const max = translationTextMax(source.key);
  if (text.length > max)
    return max === TRANSLATION_TEXT_MAX
      ? TRANSLATION_MESSAGES.tooLong(source.key, max)
      : TRANSLATION_MESSAGES.shortTooLong(source.key, text.length, max);
  const dropped = droppedPlaceholders(source.en, text);
  if (dropped.length > 0) return TRANSLATION_MESSAGES.droppedPlaceholder(source.key, dropped);
  const plural = droppedPluralBranches(source.en, text, language);
  return plural ? TRANSLATION_MESSAGES.droppedPlural(source.key, plural, language) : null;
}

interface PhoneItem {
  _id: string;
  text: string;
  short_text?: string | null;
}

/**
 * How one question reads on the phone channels (USSD, text messages, WhatsApp) in a translation's `texts` (decision
 * 0037, amended 2026-11-27), text by text, for the question and each option: the translation's short version; else,
 * where the English has a short version and the translated full text is longer than a short version may be, the
 * English short version (the screen must fit; the author wrote it for that); else the translated full text; English
 * where the text is not translated. `short_text` stays empty where the English has none, so what the channels can
 * ask does not change with the language. Ids never change, so answers pool across languages.
 */
export function phoneQuestionIn<Q extends PhoneItem & { options: readonly PhoneItem[] }>(
  question: Q,
  texts: Record<string, string> | null,
): Q {
  if (!texts) return question;
  const read = <T extends PhoneItem>(item: T, key: string, shortKey: string, max: number): T => {
    const english = item.short_text?.trim() || null;
    const full = texts[key];
    const text = full || item.text;
    if (!english) return { ...item, text };
    const short = texts[shortKey] || (full && full.length <= max ? full : english);
    return { ...item, text, short_text: short };
  };
  const id = question._id;
  return {
    ...read(
      question,
      translationKey.question(id),
      translationKey.shortQuestion(id),
      CHANNEL_SHORT_QUESTION_MAX,
    ),
    options: question.options.map((option) =>
      read(
        option,
        translationKey.option(id, option._id),
        translationKey.shortOption(id, option._id),
        CHANNEL_SHORT_OPTION_MAX,
      ),
    ),
  };
}
