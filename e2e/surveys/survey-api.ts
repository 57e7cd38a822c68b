import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';

interface Envelope<T> {
  status: string;
  msg: string;
  payload: T;
}

/** One call to the real server's API, failing the journey with the server's answer when refused. */
async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${envelope.msg}`);
  return envelope.payload;
}

export async function signInApi(segment: string, email: string) {
  const payload = await call<{ key: string; user: { user_id: { _id: string } } }>(
    null,
    'POST',
    `/auth/${segment}/login`,
    { email, password: DEMO_PASSWORD },
  );
  return { token: payload.key, accountId: payload.user.user_id._id };
}

export interface QuestionSpec {
  text: string;
  type: 'text' | 'multiple_choice' | 'objective';
  options?: string[];
}

/** An administrator publishes a one-section survey for graduates through the API (for journeys that answer). */
export async function publishGraduateSurvey(title: string, questions: QuestionSpec[]) {
  const { token } = await signInApi('admins', 'admin@demo.tvet.ng');
  const survey = await call<{ _id: string }>(token, 'POST', '/surveys', {
    title,
    text: 'Answered by the end-to-end journeys.',
    respondent_type: 'graduate',
  });
  const section = await call<{ _id: string }>(token, 'POST', `/surveys/${survey._id}/sections`, {
    title: 'Work',
  });
  for (const [index, question] of questions.entries()) {
    await call(token, 'POST', `/surveys/${survey._id}/questions`, {
      section_id: section._id,
      text: question.text,
      type: question.type,
      options: (question.options ?? []).map((text) => ({ text })),
      order: index + 1,
      required: true,
    });
  }
  await call(token, 'PATCH', `/surveys/${survey._id}`, { state: 'published' });
  return { surveyId: survey._id, adminToken: token };
}

export interface ResponseRows {
  docs: { user_id: { email: string }; status: string; answers: Record<string, string> }[];
  questions: { _id: string; text: string }[];
}

/** The administrators' responses table of a survey. */
export function responsesOf(adminToken: string, surveyId: string) {
  return call<ResponseRows>(adminToken, 'GET', `/surveys/${surveyId}/responses?limit=50`);
}
