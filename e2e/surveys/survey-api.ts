import { type Account, api, demoSession } from '../support/api';

export interface QuestionSpec {
  text: string;
  type: 'text' | 'multiple_choice' | 'objective';
  /** An option's text, or its text and its short version for USSD and text messages. */
  options?: (string | { text: string; short_text?: string })[];
  short_text?: string;
}

interface CreatedQuestion {
  _id: string;
  options: { _id: string; text: string }[];
}

export interface PublishedSurvey {
  surveyId: string;
  sectionId: string;
  questions: CreatedQuestion[];
  adminToken: string;
}

/**
 * The demo administrator makes a one-section survey for graduates through the API, left a draft (for journeys
 * that edit it on screen); each journey makes its own, under a title no other journey uses.
 */
export async function draftGraduateSurvey(
  title: string,
  questions: QuestionSpec[],
  text = 'Answered by the end-to-end journeys.',
): Promise<PublishedSurvey> {
  const { token } = await demoSession('admin');
  const survey = await api<{ _id: string }>(
    'POST',
    '/surveys',
    { title, text, respondent_type: 'graduate' },
    token,
  );
  const section = await api<{ _id: string }>(
    'POST',
    `/surveys/${survey._id}/sections`,
    { title: 'Work' },
    token,
  );
  const created: CreatedQuestion[] = [];
  for (const [index, question] of questions.entries()) {
    created.push(
      await api<CreatedQuestion>(
        'POST',
        `/surveys/${survey._id}/questions`,
        {
          section_id: section._id,
          text: question.text,
          ...(question.short_text ? { short_text: question.short_text } : {}),
          type: question.type,
          options: (question.options ?? []).map((option) =>
            typeof option === 'string' ? { text: option } : option,
          ),
          order: index + 1,
          required: true,
        },
        token,
      ),
    );
  }
  return { surveyId: survey._id, sectionId: section._id, questions: created, adminToken: token };
}

/** The same survey, published, for journeys that answer it. */
export async function publishGraduateSurvey(
  title: string,
  questions: QuestionSpec[],
): Promise<PublishedSurvey> {
  const survey = await draftGraduateSurvey(title, questions);
  await api('PATCH', `/surveys/${survey.surveyId}`, { state: 'published' }, survey.adminToken);
  return survey;
}

/**
 * A graduate answers every question through the API, as the survey page sends them: an option's text picks
 * that option, anything else is a written answer.
 */
export async function answerThroughApi(graduate: Account, survey: PublishedSurvey, answers: string[]) {
  const responses = survey.questions.map((question, index) => {
    const option = question.options.find((candidate) => candidate.text === answers[index]);
    return {
      question_id: question._id,
      user_id: graduate.accountId,
      text: option ? null : answers[index],
      optionId: option?._id ?? null,
      is_completed: index === survey.questions.length - 1,
    };
  });
  await api(
    'POST',
    `/surveys/${survey.surveyId}/sections/${survey.sectionId}/submit/`,
    { responses },
    graduate.token,
  );
}

export interface ResponseRows {
  docs: { user_id: { email: string }; status: string; answers: Record<string, string> }[];
  questions: { _id: string; text: string }[];
}

/** The administrators' responses table of a survey. */
export function responsesOf(adminToken: string, surveyId: string) {
  return api<ResponseRows>('GET', `/surveys/${surveyId}/responses?limit=50`, undefined, adminToken);
}
