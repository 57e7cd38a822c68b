import type { Readable } from 'node:stream';
import { SURVEY_MESSAGES, type SurveyQuestion, type SurveyResponses } from '@tvet/contract';
import { csvStream } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { type PageRequest, pageOf } from '../../platform/paging';
import {
  answersOfRespondents,
  countRespondents,
  listRespondents,
  type RespondentWithAccount,
} from './surveys.answers.repository';
import { findSurvey, listQuestions } from './surveys.repository';
import { csvHeader, csvRow, questionOut, readableAnswers, responseRowOut } from './surveys.serialize';

/** Respondents per batch of the CSV export. */
const BATCH = 500;

/** What the administrators read back: the responses table and the CSV export. */
export function createResultsService({ db }: Pick<Deps, 'db'>) {
  async function existing(surveyId: string) {
    const survey = await findSurvey(db, surveyId);
    if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
    return survey;
  }

  const questionsOf = async (surveyId: string) => (await listQuestions(db, surveyId)).map(questionOut);

  /** Each respondent's answers keyed by question id, as people read them. */
  async function answersOf(surveyId: string, rows: RespondentWithAccount[], questions: SurveyQuestion[]) {
    const answers = await answersOfRespondents(
      db,
      surveyId,
      rows.map((row) => row.user.id),
    );
    return readableAnswers(answers, questions);
  }

  return {
    /** One row per respondent with their answers keyed by question id, and the questions (paged). */
    async responses(surveyId: string, page: PageRequest): Promise<SurveyResponses> {
      await existing(surveyId);
      const questions = await questionsOf(surveyId);
      const list = await pageOf(page, {
        rows: async (window) => {
          const rows = await listRespondents(db, surveyId, window);
          const answers = await answersOf(surveyId, rows, questions);
          return rows.map((row) => responseRowOut(row, answers.get(row.user.id)));
        },
        total: () => countRespondents(db, surveyId),
      });
      return { ...list, questions };
    },

    /**
     * The CSV export: one row per respondent, one column per question, streamed in batches so that a survey with
     * hundreds of thousands of respondents never sits in memory whole.
     */
    async exportCsv(surveyId: string): Promise<{ title: string; csv: Readable }> {
      const survey = await existing(surveyId);
      const { stream, write, end, fail } = csvStream();
      const run = async () => {
        const questions = await questionsOf(survey.id);
        await write(csvHeader(questions));
        let afterId: string | undefined;
        for (;;) {
          const rows = await listRespondents(db, survey.id, { afterId, limit: BATCH });
          if (rows.length === 0) break;
          const answers = await answersOf(survey.id, rows, questions);
          for (const row of rows) await write(csvRow(row, answers.get(row.user.id), questions));
          afterId = rows[rows.length - 1].respondent.id;
        }
        end();
      };
      run().catch(fail);
      return { title: survey.title, csv: stream };
    },
  };
}
