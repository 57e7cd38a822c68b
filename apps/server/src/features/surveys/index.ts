import { type QuestionType, type SurveyLanguage, translationKey } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listQuestions } from './surveys.repository';
import { approvedTexts } from './surveys.translations.service';

/*
 * The surveys feature's public face (features/dependencies.json): its tables, for foreign keys and the outcome
 * figures, and the questionnaire as the gateway's channels render it.
 */
export {
  type QuestionOption,
  surveyQuestions,
  surveyRespondents,
  surveyResponses,
  surveySections,
  surveys,
} from './surveys.table';

/** One question as the channels (USSD, text messages, WhatsApp) render it: the same definition the web form shows. */
export interface ChannelQuestionRow {
  id: string;
  text: string;
  short_text: string | null;
  type: QuestionType;
  required: boolean;
  options: { _id: string; text: string; short_text: string | null }[];
}

/**
 * The questionnaire of `surveyId` in answering order, for the gateway's interview engine, in `language`: each text
 * its APPROVED translation (issue 29), English otherwise. A translated text stands in for the English short version
 * too (the author's short version is English; where they wrote one, the question stays answerable on USSD). Option
 * ids never change, so answers pool across languages.
 */
export async function channelQuestionnaire(
  db: Database,
  surveyId: string,
  language: SurveyLanguage = 'en',
): Promise<ChannelQuestionRow[]> {
  const [rows, texts] = await Promise.all([
    listQuestions(db, surveyId),
    approvedTexts(db, surveyId, language),
  ]);
  /** The translation of `key` as text and short text, or the English ones. */
  const read = (key: string, text: string, short: string | null | undefined) => {
    const translated = texts?.[key];
    if (!translated) return { text, short_text: short ?? null };
    return { text: translated, short_text: short?.trim() ? translated : null };
  };
  return rows.map(({ question }) => ({
    id: question.id,
    ...read(translationKey.question(question.id), question.text, question.shortText),
    type: question.type as QuestionType,
    required: question.required,
    options: question.options.map((option) => ({
      _id: option._id,
      ...read(translationKey.option(question.id, option._id), option.text, option.short_text),
    })),
  }));
}

/**
 * The surveys feature's public face for other features.
 *
 * `responseLanguageOf`: the language a person answered a survey in (issue 29; en when they have no respondent
 * row), as an SQL expression over a row that has `survey_id` and `user_id` columns under `alias`. The outcomes
 * feature groups and filters its figures by it; the option codes it counts are the same in every language.
 */
export const responseLanguageOf = (alias: string): SQL =>
  sql`coalesce((select sr.language from survey_respondents sr where sr.survey_id = ${sql.identifier(alias)}.survey_id and sr.user_id = ${sql.identifier(alias)}.user_id), 'en')`;
