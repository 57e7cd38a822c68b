import { envelopeSchema, submitPayloadSchema, USER_TYPES, type UserType } from '@tvet/contract';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { surveyRespondents, surveyResponses } from '../features/surveys/surveys.table';
import { createAccount, DEMO_PASSWORD } from '../seed/accounts.factory';
import { createSurvey, type SurveySpec } from '../seed/surveys.factory';
import { login } from './accounts.fixtures';
import { client, type TestApp } from './harness';

/** A signed-in account: its bearer token, and the two ids that name it (either may be sent as `user_id`). */
export interface Person {
  userType: UserType;
  email: string;
  token: string;
  accountId: string;
  /** The role profile's id (graduate, staff…): the session's `user._id`. */
  profileId: string;
}

let sequence = 0;

/** Creates a verified, complete account of this type and signs it in through the API. */
export async function person(t: TestApp, userType: UserType): Promise<Person> {
  sequence += 1;
  const tag = `${userType.slice(0, 4)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${tag}@surveys.ng`;
  await createAccount(t.database.db, { userType, email, username: tag, complete: true });
  // Administrators give their TOTP code after the password (accounts.fixtures' login does both steps).
  const { key, user } = await login(t, userType, email, DEMO_PASSWORD);
  expect(user._id).not.toBe(user.user_id._id);
  return { userType, email, token: key, accountId: user.user_id._id, profileId: user._id };
}

/** One signed-in account of every type, admin included. */
export async function everyone(t: TestApp): Promise<Record<UserType, Person>> {
  const entries = [];
  for (const userType of USER_TYPES) entries.push([userType, await person(t, userType)] as const);
  return Object.fromEntries(entries) as Record<UserType, Person>;
}

/** Ids of a questionnaire written by the seed factory: `q[n]` is the n-th question in answering order. */
export interface SeededSurvey {
  id: string;
  sections: string[];
  q: { id: string; sectionId: string; order: number; options: { _id: string; text: string }[] }[];
}

export async function seedSurvey(
  db: Database,
  spec: Partial<SurveySpec> & Pick<SurveySpec, 'sections'>,
): Promise<SeededSurvey> {
  const { survey, sections } = await createSurvey(db, {
    title: 'Tracer',
    text: 'About your work',
    respondentType: 'graduate',
    ...spec,
  });
  return {
    id: survey.id,
    sections: sections.map(({ section }) => section.id),
    q: sections.flatMap(({ questions }) =>
      questions.map((question) => ({
        id: question.id,
        sectionId: question.sectionId,
        order: question.order,
        options: question.options,
      })),
    ),
  };
}

/** Three required questions: a choice and a text in the first section, a yes/no in the second. */
export const threeQuestions = (
  title = 'Three questions',
  respondentType: SurveySpec['respondentType'] = 'graduate',
) =>
  ({
    title,
    respondentType,
    sections: [
      {
        title: 'Work',
        questions: [
          {
            text: 'Main activity?',
            type: 'multiple_choice',
            options: ['Employed', 'Self-employed', 'Studying'],
          },
          { text: 'Job title?', type: 'text' },
        ],
      },
      {
        title: 'Training',
        questions: [{ text: 'Was it useful?', type: 'objective', options: ['Yes', 'No'] }],
      },
    ],
  }) satisfies Partial<SurveySpec>;

/** One response in the spec's shape (spec 000 §7); `user_id` is the account id unless `as` says 'profile'. */
export function answer(
  who: Person,
  questionId: string,
  fields: { text?: string | null; optionId?: string | null; is_completed?: boolean } = {},
  as: 'account' | 'profile' = 'account',
) {
  return {
    question_id: questionId,
    user_id: as === 'profile' ? who.profileId : who.accountId,
    text: null,
    optionId: null,
    is_completed: false,
    ...fields,
  };
}

export const submitUrl = (surveyId: string, sectionId: string) =>
  `/api/v1/surveys/${surveyId}/sections/${sectionId}/submit/`;

/** The submit route's answer is not re-checked on the way out (platform/unchecked-output.ts): every test checks it. */
const strictSubmitAnswer = envelopeSchema(submitPayloadSchema.strict()).strict();

export async function submit(
  t: TestApp,
  who: Person,
  surveyId: string,
  sectionId: string,
  responses: unknown[],
) {
  const res = await client(t.app).post(submitUrl(surveyId, sectionId), { responses }, who.token);
  if (res.statusCode === 200) strictSubmitAnswer.parse(res.body);
  return res;
}

/** Rows stored in survey_responses, optionally narrowed to one survey, person or question. */
export async function countResponses(
  db: Database,
  where: { surveyId?: string; userId?: string; questionId?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(surveyResponses)
    .where(
      and(
        where.surveyId ? eq(surveyResponses.surveyId, where.surveyId) : undefined,
        where.userId ? eq(surveyResponses.userId, where.userId) : undefined,
        where.questionId ? eq(surveyResponses.questionId, where.questionId) : undefined,
      ),
    );
  return row.total;
}

/** The stored answer of one person to one question, or null. */
export async function storedAnswer(db: Database, questionId: string, userId: string) {
  const [row] = await db
    .select({ text: surveyResponses.text, optionId: surveyResponses.optionId })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.questionId, questionId), eq(surveyResponses.userId, userId)));
  return row ?? null;
}

export async function respondentRow(db: Database, surveyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(surveyRespondents)
    .where(and(eq(surveyRespondents.surveyId, surveyId), eq(surveyRespondents.userId, userId)));
  return row ?? null;
}

/** The raw CSV export (not JSON, so not through `client`). */
export async function exportCsv(t: TestApp, surveyId: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/surveys/${surveyId}/export.csv`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

/** A small RFC 4180 reader: quoted cells may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
