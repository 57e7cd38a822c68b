import {
  type SourceText,
  SURVEY_LANGUAGE_NAMES,
  SURVEY_MESSAGES,
  type SurveyLanguage,
  type SurveyTranslations,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MESSAGES,
  type TranslationInput,
  type TranslationLanguage,
  translatedTextProblem,
  translationKey,
  translationTextMax,
} from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { assertInflatesWithin, zipEntries } from '../../platform/files/zip';
import { findSurvey, listQuestions, listSections, type SurveyRow } from './surveys.repository';
import { surveyTranslations } from './surveys.table';

/**
 * A survey's texts in Hausa, Yoruba, Igbo and Nigerian Pidgin (issue 29 part B). English is the source, written in
 * the builder; each translation maps a text's key to its translation and has a review status. Respondents are
 * served an approved translation only, text by text falling back to English. Options keep their ids and codes in
 * every language, so an answer given in Hausa counts in the same outcome figure as one given in English.
 */

type Sections = Awaited<ReturnType<typeof listSections>>;
type Questions = Awaited<ReturnType<typeof listQuestions>>;

/**
 * Every translatable English text of a survey, in questionnaire order; a question's or option's short version (the
 * phone channels', issue 27) follows it where the author wrote one.
 */
export function sourcesOf(survey: SurveyRow, sections: Sections, questions: Questions): SourceText[] {
  const out: SourceText[] = [];
  const add = (text: Omit<SourceText, 'max'>) => out.push({ ...text, max: translationTextMax(text.key) });
  add({ key: 'title', type: 'survey', name: 'title', en: survey.title });
  add({ key: 'text', type: 'survey', name: 'text', en: survey.text });
  for (const section of sections)
    add({
      key: translationKey.section(section.id),
      type: 'section',
      name: `section_${section.order}`,
      en: section.title,
    });
  for (const { question } of questions) {
    const name = `q${question.order}`;
    add({ key: translationKey.question(question.id), type: question.type, name, en: question.text });
    const short = question.shortText?.trim();
    if (short)
      add({ key: translationKey.shortQuestion(question.id), type: 'question-short', name, en: short });
    for (const [index, option] of question.options.entries()) {
      // The code is what pools answers across languages; an uncoded option is named by its place.
      const code = option.code ?? `${name}_option_${index + 1}`;
      add({
        key: translationKey.option(question.id, option._id),
        type: 'option',
        name: code,
        en: option.text,
      });
      const optionShort = option.short_text?.trim();
      if (optionShort)
        add({
          key: translationKey.shortOption(question.id, option._id),
          type: 'option-short',
          name: code,
          en: optionShort,
        });
    }
  }
  return out;
}

/**
 * The texts a translation may keep: known keys, non-blank, NFC-normalised; a dropped placeholder or plural branch
 * (the language's CLDR categories) is refused.
 */
function checkTexts(sources: SourceText[], texts: Record<string, string>, language: TranslationLanguage) {
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const kept: Record<string, string> = {};
  for (const [key, raw] of Object.entries(texts)) {
    const source = byKey.get(key);
    if (!source) throw badRequest(TRANSLATION_MESSAGES.unknownKey(key));
    const text = raw.normalize('NFC').trim();
    if (text === '') continue;
    const problem = translatedTextProblem(source, text, language);
    if (problem) throw badRequest(problem);
    kept[key] = text;
  }
  return kept;
}

async function translationRows(db: Database, surveyId: string) {
  return db.select().from(surveyTranslations).where(eq(surveyTranslations.surveyId, surveyId));
}

/** The approved translation of one survey into one language, or null (English, or none approved). */
export async function approvedTexts(
  db: Database,
  surveyId: string,
  language: SurveyLanguage | undefined,
): Promise<Record<string, string> | null> {
  if (!language || language === 'en') return null;
  const [row] = await db
    .select({ status: surveyTranslations.status, texts: surveyTranslations.texts })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.language, language)));
  return row?.status === 'approved' ? row.texts : null;
}

const LABEL = (language: SurveyLanguage) => `label::${SURVEY_LANGUAGE_NAMES[language]} (${language})`;
const SHEET = 'survey';
/**
 * What a questionnaire's sheet may inflate to. An .xlsx is a zip: a 2 MB upload can declare small parts and
 * inflate to gigabytes, so the bytes are counted as they inflate, before ExcelJS reads them (as the roll import).
 */
export const TRANSLATIONS_XLSX_MAX_INFLATED = 20 * 1024 * 1024;
const NOT_A_WORKBOOK =
  'The file is not an .xlsx workbook: export the questionnaire, edit it, and upload it again.';
const FIXED_COLUMNS = ['type', 'name', 'key', LABEL('en')];

const columnLetter = (column: number) => {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};
const cellName = (column: number, row: number) => `Sheet ${SHEET}, cell ${columnLetter(column)}${row}: `;
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
};

export function createTranslationsService({ db }: Pick<Deps, 'db'>) {
  async function load(surveyId: string) {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
    const [sections, questions] = await Promise.all([
      listSections(db, surveyId),
      listQuestions(db, surveyId),
    ]);
    return { survey, sources: sourcesOf(survey, sections, questions) };
  }

  async function save(
    executor: Database,
    surveyId: string,
    language: TranslationLanguage,
    status: string,
    texts: Record<string, string>,
  ) {
    await executor
      .insert(surveyTranslations)
      .values({ surveyId, language, status, texts })
      .onConflictDoUpdate({
        target: [surveyTranslations.surveyId, surveyTranslations.language],
        set: { status, texts, updatedAt: new Date() },
      });
  }

  return {
    /** The English sources and every language's translation with its status (null: not started). */
    async list(surveyId: string): Promise<SurveyTranslations> {
      const { sources } = await load(surveyId);
      const rows = await translationRows(db, surveyId);
      return {
        sources,
        translations: TRANSLATION_LANGUAGES.map((language) => {
          const row = rows.find((candidate) => candidate.language === language);
          return {
            language,
            status: (row?.status as 'draft' | 'reviewed' | 'approved' | undefined) ?? null,
            texts: row?.texts ?? {},
            updatedAt: row?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    async put(surveyId: string, language: TranslationLanguage, input: TranslationInput) {
      const { sources } = await load(surveyId);
      const texts = checkTexts(sources, input.texts, language);
      await save(db, surveyId, language, input.status, texts);
      const saved = (await this.list(surveyId)).translations.find((row) => row.language === language);
      if (!saved) throw notFound(SURVEY_MESSAGES.notFound);
      return saved;
    },

    /** The questionnaire's texts as an XLSForm-style sheet: one row per text, one label column per language. */
    async exportXlsx(surveyId: string) {
      const { survey, sources } = await load(surveyId);
      const rows = await translationRows(db, surveyId);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(SHEET);
      sheet.addRow([...FIXED_COLUMNS, ...TRANSLATION_LANGUAGES.map(LABEL)]);
      for (const source of sources)
        sheet.addRow([
          source.type,
          source.name,
          source.key,
          source.en,
          ...TRANSLATION_LANGUAGES.map(
            (language) => rows.find((row) => row.language === language)?.texts[source.key] ?? '',
          ),
        ]);
      sheet.getRow(1).font = { bold: true };
      sheet.columns.forEach((column, index) => {
        column.width = index < 3 ? 18 : 48;
      });
      return { title: survey.title, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
    },

    /**
     * A translator's sheet checked back in, all or nothing: every header a known column, every text of the survey
     * one row with its type and name unchanged (an option's code above all), no placeholder dropped. A language
     * whose texts changed goes back to draft; an unchanged one keeps its status.
     */
    async importXlsx(surveyId: string, bytes: Buffer) {
      const { sources } = await load(surveyId);
      const entries = zipEntries(bytes);
      if (!entries) throw badRequest(NOT_A_WORKBOOK);
      await assertInflatesWithin(bytes, entries, TRANSLATIONS_XLSX_MAX_INFLATED, {
        unreadable: NOT_A_WORKBOOK,
        tooLarge: `The workbook unpacks to more than ${TRANSLATIONS_XLSX_MAX_INFLATED / 1024 / 1024} MB: upload the exported sheet with only its texts.`,
      });
      const workbook = new ExcelJS.Workbook();
      try {
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      } catch {
        throw badRequest(NOT_A_WORKBOOK);
      }
      const sheet = workbook.getWorksheet(SHEET);
      if (!sheet)
        throw badRequest(`The workbook has no sheet named "${SHEET}": keep the exported sheet's name.`);

      const header = sheet.getRow(1);
      const columns = new Map<number, TranslationLanguage>();
      const width = Math.max(header.cellCount, FIXED_COLUMNS.length);
      for (let column = 1; column <= width; column++) {
        const title = cellText(header.getCell(column).value).trim();
        if (column <= FIXED_COLUMNS.length) {
          if (title !== FIXED_COLUMNS[column - 1])
            throw badRequest(
              `${cellName(column, 1)}expected the column "${FIXED_COLUMNS[column - 1]}", found "${title}".`,
            );
          continue;
        }
        if (title === '') continue;
        const language = TRANSLATION_LANGUAGES.find((candidate) => LABEL(candidate) === title);
        if (!language)
          throw badRequest(
            `${cellName(column, 1)}unknown language column "${title}"; the columns are ${TRANSLATION_LANGUAGES.map(LABEL).join(', ')}.`,
          );
        columns.set(column, language);
      }

      const byKey = new Map(sources.map((source) => [source.key, source]));
      const seen = new Set<string>();
      const texts = new Map<TranslationLanguage, Record<string, string>>(
        [...columns.values()].map((language) => [language, {}]),
      );
      for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber++) {
        const row = sheet.getRow(rowNumber);
        const key = cellText(row.getCell(3).value).trim();
        if (key === '' && cellText(row.getCell(1).value).trim() === '') continue;
        const source = byKey.get(key);
        if (!source || seen.has(key))
          throw badRequest(
            `${cellName(3, rowNumber)}"${key}" is not a text of this survey${seen.has(key) ? ' or appears twice' : ''}.`,
          );
        seen.add(key);
        if (cellText(row.getCell(1).value).trim() !== source.type)
          throw badRequest(`${cellName(1, rowNumber)}the type must stay "${source.type}".`);
        if (cellText(row.getCell(2).value).trim() !== source.name)
          throw badRequest(
            `${cellName(2, rowNumber)}the ${source.type.startsWith('option') ? 'option code' : 'name'} must stay "${source.name}" (codes are the same in every language).`,
          );
        for (const [column, language] of columns) {
          const text = cellText(row.getCell(column).value).normalize('NFC').trim();
          if (text === '') continue;
          const problem = translatedTextProblem(source, text, language);
          if (problem) throw badRequest(`${cellName(column, rowNumber)}${problem}`);
          (texts.get(language) as Record<string, string>)[key] = text;
        }
      }
      const missing = sources.find((source) => !seen.has(source.key));
      if (missing)
        throw badRequest(
          `${cellName(3, sheet.rowCount + 1)}the row of ${missing.type} "${missing.name}" (${missing.key}) is missing; export again and keep every row.`,
        );

      const existing = await translationRows(db, surveyId);
      await db.transaction(async (tx) => {
        for (const [language, next] of texts) {
          const before = existing.find((row) => row.language === language);
          const same = before && JSON.stringify(sorted(before.texts)) === JSON.stringify(sorted(next));
          await save(tx as unknown as Database, surveyId, language, same ? before.status : 'draft', next);
        }
      });
      return this.list(surveyId);
    },
  };
}

const sorted = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));

/** A survey read in one language: each text its approved translation, else English. Ids and codes never change. */
export function localize<T extends { title?: string; text?: string }>(
  texts: Record<string, string> | null,
  survey: T,
  sections: { _id: string; title: string }[],
  questions: {
    _id: string;
    text: string;
    options: { _id: string; text: string }[];
    section_id: { _id: string; title: string };
  }[],
) {
  if (!texts) return;
  if (survey.title !== undefined) survey.title = texts.title ?? survey.title;
  if (survey.text !== undefined) survey.text = texts.text ?? survey.text;
  for (const section of sections) section.title = texts[translationKey.section(section._id)] ?? section.title;
  for (const question of questions) {
    question.text = texts[translationKey.question(question._id)] ?? question.text;
    question.section_id = {
      ...question.section_id,
      title: texts[translationKey.section(question.section_id._id)] ?? question.section_id.title,
    };
    question.options = question.options.map((option) => ({
      ...option,
      text: texts[translationKey.option(question._id, option._id)] ?? option.text,
    }));
  }
}
