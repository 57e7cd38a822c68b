import { type Account, api, demoSession } from '../support/api';

export interface QuestionSpec {
  text: string;
  type: 'text' | 'multiple_choice' | 'objective';
  options?: string[];
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
 * The demo administrator publishes a one-section survey for graduates through the API (for journeys that
 * answer); each journey publishes its own, under a title no other journey uses.
 */
export async function publishGraduateSurvey(
  title: string,
  questions: QuestionSpec[],
): Promise<PublishedSurvey> {
  const { token } = await demoSession('admin');
  const survey = await api<{ _id: string }>(
    'POST',
    '/surveys',
    { title, text: 'Answered by the end-to-end journeys.', respondent_type: 'graduate' },
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
          type: question.type,
          options: (question.options ?? []).map((text) => ({ text })),
          order: index + 1,
          required: true,
        },
        token,
      ),
    );
  }
  await api('PATCH', `/surveys/${survey._id}`, { state: 'published' }, token);
  return { surveyId: survey._id, sectionId: section._id, questions: created, adminToken: token };
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
