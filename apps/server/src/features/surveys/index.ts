import type { QuestionType } from '@tvet/contract';
import type { Database } from '../../db/client';
import { listQuestions } from './surveys.repository';

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

/** The questionnaire of `surveyId` in answering order, for the gateway's interview engine. */
export async function channelQuestionnaire(db: Database, surveyId: string): Promise<ChannelQuestionRow[]> {
  const rows = await listQuestions(db, surveyId);
  return rows.map(({ question }) => ({
    id: question.id,
    text: question.text,
    short_text: question.shortText ?? null,
    type: question.type as QuestionType,
    required: question.required,
    options: question.options.map((option) => ({
      _id: option._id,
      text: option.text,
      short_text: option.short_text ?? null,
    })),
  }));
}
