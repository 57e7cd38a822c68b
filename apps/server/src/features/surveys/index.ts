import { phoneQuestionIn, type QuestionType, type SurveyLanguage } from '@tvet/contract';
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
 * its APPROVED translation (issue 29), English otherwise; the short versions by the contract's `phoneQuestionIn`
 * (decision 0037, amended): the translation's short version, else the English one where the translated text is too
 * long for it, else the translated text. Option ids never change, so answers pool across languages.
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
  return rows.map(({ question }) => {
    const read = phoneQuestionIn(
      {
        _id: question.id,
        text: question.text,
        short_text: question.shortText ?? null,
        options: question.options.map((option) => ({
          _id: option._id,
          text: option.text,
          short_text: option.short_text ?? null,
        })),
      },
      texts,
    );
    return {
      id: question.id,
      text: read.text,
      short_text: read.short_text ?? null,
      type: question.type as QuestionType,
      required: question.required,
      options: read.options.map((option) => ({ ...option, short_text: option.short_text ?? null })),
    };
  });
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
