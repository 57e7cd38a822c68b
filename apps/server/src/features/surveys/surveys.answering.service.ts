import {
  MAX_PAGE_SIZE,
  paged,
  type ResponseInput,
  SURVEY_MESSAGES,
  type SubmitResult,
  type SurveyLanguage,
  type SurveyList,
  type SurveyListQuery,
  surveyProgress,
} from '@tvet/contract';
import { isCaller } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { type PageRequest, pageOf } from '../../platform/paging';
import {
  accountOf,
  answersOf,
  countRecordsOf,
  listRecordsOf,
  submitAnswers,
} from './surveys.answers.repository';
import { listableTypes, mayAnswer, mayRead } from './surveys.policy';
import {
  countSurveys,
  findProgress,
  findSurvey,
  inState,
  listQuestions,
  listSections,
  listSurveys,
  type SurveyRow,
} from './surveys.repository';
import { respondentSurveyPage } from './surveys.respondent-list';
import { questionOut, respondentOut, sectionOut, surveyOut, taggedQuestionOut } from './surveys.serialize';
import { createStructureCache, type StructureCache } from './surveys.structure';
import { approvedTexts, localize } from './surveys.translations.service';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Surveys as their respondents see and answer them. */
export function createAnsweringService(
  { db }: Pick<Deps, 'db'>,
  structures: StructureCache = createStructureCache(db),
) {
  /** A survey the caller may read; one they may not is "not found", so its existence stays private. */
  async function readable(surveyId: string, auth: AuthContext): Promise<SurveyRow> {
    const survey = await findSurvey(db, surveyId);
    if (!survey || !mayRead(survey, auth)) throw notFound(SURVEY_MESSAGES.notFound);
    return survey;
  }

  return {
    /**
     * Respondents: the published surveys addressed to them with their own progress merged on, and the tab counts.
     * Administrators: every survey, any state, with respondent counts.
     */
    async list(auth: AuthContext, query: SurveyListQuery) {
      const page = { page: query.page, limit: query.limit };
      if (auth.userType === 'admin') {
        const filter = { ...inState(query.state), withRespondentCount: true };
        return pageOf(page, {
          rows: (window) => listSurveys(db, filter, window),
          total: () => countSurveys(db, filter),
          map: (row) => surveyOut(row.survey, row.questionCount, null, row.respondentCount),
        }) satisfies Promise<SurveyList>;
      }
      const types = listableTypes(auth, ([] as string[]).concat(query.respondent_type ?? []));
      // One statement: the window, the tab's total and the tab counts (surveys.respondent-list.ts).
      const limit = Math.max(1, Math.min(page.limit, MAX_PAGE_SIZE));
      const current = Math.max(1, page.page);
      const list = await respondentSurveyPage(db, auth.accountId, types, query.status, {
        limit,
        offset: (current - 1) * limit,
      });
      const docs = list.docs.map((row) => surveyOut(row.survey, row.questionCount, row.progress));
      return { ...paged(docs, list.total, current, limit), counts: list.counts } satisfies SurveyList;
    },

    /** A person's respondent records; `id` is the caller (account or profile id) or, for administrators, anyone. */
    async records(auth: AuthContext, id: string, page: PageRequest) {
      const userId = isCaller(auth, id) ? auth.accountId : await accountOf(db, id);
      return pageOf(page, {
        rows: (window) => listRecordsOf(db, userId, window),
        total: () => countRecordsOf(db, userId),
        map: respondentOut,
      });
    },

    /** A survey with its sections and questions, and the caller's progress and own answers. */
    async detail(auth: AuthContext, surveyId: string, language?: SurveyLanguage) {
      const survey = await readable(surveyId, auth);
      // Sections and questions no longer change once a survey is published (surveys.structure.ts).
      const structure = survey.state === 'draft' ? null : await structures.get(survey.id);
      const [sections, questions, progress, answers, texts] = await Promise.all([
        structure?.sections ?? listSections(db, survey.id),
        structure?.questions ?? listQuestions(db, survey.id),
        findProgress(db, survey.id, auth.accountId),
        answersOf(db, survey.id, auth.accountId),
        approvedTexts(db, survey.id, language),
      ]);
      const out = {
        ...surveyOut(survey, questions.length, progress),
        sections: sections.map(sectionOut),
        questions: questions.map(auth.userType === 'admin' ? taggedQuestionOut : questionOut),
        answers,
        language: texts ? (language as SurveyLanguage) : 'en',
      };
      localize(texts, out, out.sections, out.questions);
      return out;
    },

    async questions(auth: AuthContext, surveyId: string, language?: SurveyLanguage) {
      const survey = await readable(surveyId, auth);
      const out = auth.userType === 'admin' ? taggedQuestionOut : questionOut;
      const [rows, texts] = await Promise.all([
        listQuestions(db, survey.id),
        approvedTexts(db, survey.id, language),
      ]);
      const docs = rows.map(out);
      localize(texts, {}, [], docs);
      return { docs };
    },

    /**
     * Stores one section's answers under the caller's account (the route's policy has checked that each
     * `user_id` is the caller). All checks pass or nothing is stored. Answering again replaces the earlier
     * answer, so a retried request stores each answer once. `is_completed` completes the survey only when every
     * required question has an answer.
     */
    async submit(
      auth: AuthContext,
      surveyId: string,
      sectionId: string,
      responses: ResponseInput[],
      language: SurveyLanguage = 'en',
    ): Promise<SubmitResult> {
      let structure = await structures.get(surveyId);
      if (!structure) throw notFound(SURVEY_MESSAGES.notFound);
      // A state other than published may be out of date here (reopened on another node): read it again.
      if (structure.survey.state !== 'published') {
        structures.forget(surveyId);
        structure = await structures.get(surveyId);
        if (!structure) throw notFound(SURVEY_MESSAGES.notFound);
      }
      const { survey } = structure;
      if (!mayAnswer(survey, auth)) throw forbidden(SURVEY_MESSAGES.notForYou);
      if (survey.state !== 'published') throw new AppError(409, SURVEY_MESSAGES.notOpen);

      const ids = responses.map((response) => response.question_id);
      const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
      if (duplicate) throw badRequest(`Question ${duplicate} is answered twice in one submission.`);
      if (!structure.sectionIds.has(sectionId)) throw notFound(SURVEY_MESSAGES.sectionNotFound);

      const rows = responses.map((response) => {
        const found = structure.questionById.get(response.question_id);
        const question = found?.sectionId === sectionId ? found : undefined;
        if (!question) {
          const message = SURVEY_MESSAGES.questionNotInSection(response.question_id);
          throw badRequest(message, { question_id: message });
        }
        const optionId = response.optionId || null;
        if (question.type === 'text') {
          // A text question has no options; a stray optionId would show another question's option in the results.
          if (optionId) {
            const message = SURVEY_MESSAGES.optionNotInQuestion(question.id);
            throw badRequest(message, { optionId: message });
          }
          if (question.required && blank(response.text))
            throw badRequest(SURVEY_MESSAGES.answerRequired(question.id), {
              text: SURVEY_MESSAGES.answerRequired(question.id),
            });
        } else {
          if (optionId && !question.options.some((option) => option._id === optionId)) {
            const message = SURVEY_MESSAGES.optionNotInQuestion(question.id);
            throw badRequest(message, { optionId: message });
          }
          if (question.required && !optionId)
            throw badRequest(SURVEY_MESSAGES.answerRequired(question.id), {
              optionId: SURVEY_MESSAGES.answerRequired(question.id),
            });
        }
        const text = blank(response.text) ? null : (response.text as string).trim();
        return { question, answer: { questionId: question.id, text, optionId } };
      });
      const completing = responses.some((response) => response.is_completed === true);
      const last = rows.reduce((latest, row) => (row.question.order >= latest.question.order ? row : latest));
      const answeredNow = new Set(ids);

      const saved = await submitAnswers(db, {
        surveyId,
        userId: auth.accountId,
        answers: rows.map((row) => row.answer),
        currentQuestionId: last.question.id,
        requiredElsewhere: structure.requiredIds.filter((id) => !answeredNow.has(id)),
        completing,
        language,
      });
      if (!saved.stored) {
        // Closed since it was read (on any node): nothing was stored.
        if (saved.why === 'not-open') {
          structures.forget(surveyId);
          throw new AppError(409, SURVEY_MESSAGES.notOpen);
        }
        throw badRequest(SURVEY_MESSAGES.incomplete(saved.missing));
      }
      const total = structure.questionCount;
      return {
        survey_status: saved.status,
        progress: saved.status === 'completed' ? 100 : surveyProgress(saved.answered, total),
        current_question_id: last.question.id,
        answered: saved.answered,
        question_count: total,
      };
    },
  };
}
