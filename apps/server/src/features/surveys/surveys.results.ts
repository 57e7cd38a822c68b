import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { listQuestions } from './surveys.repository';
import { surveyRespondents, surveyResponses } from './surveys.table';

type Question = Awaited<ReturnType<typeof listQuestions>>[number];

/** Answers of a batch of respondents, as people read them: the option's text, or the typed text. */
async function answersOf(db: Database, surveyId: string, userIds: string[], questions: Question[]) {
  const optionText = new Map(
    questions.flatMap((question) => question.options.map((option) => [option._id, option.text])),
  );
  const rows = userIds.length
    ? await db
        .select({
          userId: surveyResponses.userId,
          questionId: surveyResponses.questionId,
          text: surveyResponses.text,
          optionId: surveyResponses.optionId,
        })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.surveyId, surveyId), inArray(surveyResponses.userId, userIds)))
    : [];
  const byUser = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const answers = byUser.get(row.userId) ?? {};
    const chosen = row.optionId ? (optionText.get(row.optionId) ?? '') : '';
    answers[row.questionId] = [chosen, row.text ?? ''].filter(Boolean).join(' — ');
    byUser.set(row.userId, answers);
  }
  return byUser;
}

async function respondentsPage(
  db: Database,
  surveyId: string,
  options: { afterId?: string; offset?: number; limit: number },
) {
  return db
    .select({
      respondent: surveyRespondents,
      user: { id: users.id, name: users.name, email: users.email, userType: users.userType },
    })
    .from(surveyRespondents)
    .innerJoin(users, eq(users.id, surveyRespondents.userId))
    .where(
      and(
        eq(surveyRespondents.surveyId, surveyId),
        options.afterId ? gt(surveyRespondents.id, options.afterId) : undefined,
      ),
    )
    .orderBy(asc(surveyRespondents.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** One row per respondent with their answers keyed by question id (the administrators' responses table). */
export async function responsesPage(db: Database, surveyId: string, page: number, limit: number) {
  const questions = await listQuestions(db, surveyId);
  const rows = await respondentsPage(db, surveyId, { offset: (page - 1) * limit, limit });
  const [{ total }] = await db
    .select({ total: count() })
    .from(surveyRespondents)
    .where(eq(surveyRespondents.surveyId, surveyId));
  const answers = await answersOf(
    db,
    surveyId,
    rows.map((row) => row.user.id),
    questions,
  );
  return {
    total,
    questions,
    docs: rows.map(({ respondent, user }) => ({
      _id: respondent.id,
      user_id: { _id: user.id, name: user.name, email: user.email, user_type: user.userType },
      status: respondent.status as 'ongoing' | 'completed',
      updatedAt: respondent.updatedAt.toISOString(),
      answers: answers.get(user.id) ?? {},
    })),
  };
}

/** A cell that a spreadsheet would run as a formula is prefixed with an apostrophe (CSV injection). */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const BATCH = 500;

/**
 * The CSV export: one row per respondent, one column per question, streamed in batches so that a survey with
 * hundreds of thousands of respondents never sits in memory whole.
 */
export function exportCsv(db: Database, surveyId: string): Readable {
  const csv = stringify({ cast: { string: safeCell } });
  const run = async () => {
    const questions = await listQuestions(db, surveyId);
    const write = (row: string[]) =>
      csv.write(row) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', () => resolve()));
    await write([
      'respondent_id',
      'name',
      'email',
      'account_type',
      'status',
      'updated_at',
      ...questions.map((q) => `Q${q.order}. ${q.text}`),
    ]);
    let afterId: string | undefined;
    for (;;) {
      const rows = await respondentsPage(db, surveyId, { afterId, limit: BATCH });
      if (rows.length === 0) break;
      const answers = await answersOf(
        db,
        surveyId,
        rows.map((row) => row.user.id),
        questions,
      );
      for (const { respondent, user } of rows) {
        const mine = answers.get(user.id) ?? {};
        await write([
          respondent.id,
          user.name,
          user.email,
          user.userType,
          respondent.status,
          respondent.updatedAt.toISOString(),
          ...questions.map((question) => mine[question._id] ?? ''),
        ]);
      }
      afterId = rows[rows.length - 1].respondent.id;
    }
    csv.end();
  };
  run().catch((error) => csv.destroy(error));
  return csv;
}
