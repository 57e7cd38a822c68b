import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import { insertAnswers } from '../../seed/outcomes.factory';
import { createSurvey } from '../../seed/surveys.factory';
import { signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  type Account,
  importRoll,
  institutionWithProgrammes,
  rollCsv,
  rollLine,
} from '../../test/institutions.fixtures';
import { employmentRound, heldRoll } from '../../test/outcomes.fixtures';

/*
 * The counts the database keeps for the outcome figures (migration 0020): after each kind of change (roll import,
 * claim, answer, edit of an answer, a later round, programme and sex changed by a re-import, roll rows removed,
 * a round back to draft, an account deleted), outcome_frame_cells, outcome_units and outcome_cells equal a
 * recount from scratch made here, in TypeScript, from the raw rows (roll, graduates, outcome facts, surveys).
 * On PostgreSQL, concurrent transactions moving the same people's roll rows and answers leave them equal too.
 */

const ELEC = 'Electrical Engineering Technology';
const CS = 'Computer Science';
const INDICATORS = [
  ['employment_status', 'employment_status', null],
  ['months_to_first_job', 'months_to_first_job', 'months_value'],
  ['income_band', 'income_band', 'income_value'],
  ['relevance', 'relevance', null],
  ['sector', 'sector', null],
  ['job_satisfaction', 'job_satisfaction', null],
  ['work_state', 'work_state', null],
] as const;

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const sorted = (lines: string[]) => [...lines].sort();

/** What the maintained tables should hold, recounted from the raw rows. */
async function recount(db: Database) {
  const roll = await rowsOf(
    db,
    sql`select id, institution_id, programme_id, sex, graduation_year, graduate_id from roll_entries`,
  );
  const graduates = await rowsOf(db, sql`select id, user_id from graduates`);
  const rounds = new Set(
    (
      await rowsOf(
        db,
        sql`select s.id from surveys s
          where s.state <> 'draft' and s.respondent_type in ('graduate', 'all')
            and exists (select 1 from survey_questions q where q.survey_id = s.id and q.indicator is not null)`,
      )
    ).map((row) => String(row.id)),
  );
  const facts = (await rowsOf(db, sql`select *, completed_at::text as completed from outcome_facts`)).filter(
    (fact) => fact.completed_at !== null && rounds.has(String(fact.survey_id)),
  );

  const cellOf = (entry: Row) =>
    [entry.institution_id, entry.programme_id, entry.sex, entry.graduation_year].join('|');
  const frame = new Map<string, number>();
  for (const entry of roll) frame.set(cellOf(entry), (frame.get(cellOf(entry)) ?? 0) + 1);

  const userOfGraduate = new Map(graduates.map((row) => [String(row.id), String(row.user_id)]));
  const factsOf = new Map<string, Row[]>();
  for (const fact of facts)
    factsOf.set(String(fact.user_id), [...(factsOf.get(String(fact.user_id)) ?? []), fact]);
  const units: string[] = [];
  const cells = new Map<string, number>();
  const count = (key: string) => cells.set(key, (cells.get(key) ?? 0) + 1);
  for (const entry of roll) {
    const user = entry.graduate_id ? userOfGraduate.get(String(entry.graduate_id)) : undefined;
    const mine = user ? (factsOf.get(user) ?? []) : [];
    // Latest: the last completed, the smallest survey id among equals.
    const latest = [...mine].sort((a, b) =>
      String(a.completed) === String(b.completed)
        ? String(a.survey_id).localeCompare(String(b.survey_id))
        : new Date(String(b.completed_at)).getTime() - new Date(String(a.completed_at)).getTime(),
    )[0];
    for (const fact of mine)
      for (const scope of [
        String(fact.survey_id),
        ...(fact === latest ? ['latest'] : []),
        // Each wave's answers under '<round>@<wave>' ('-': outside any wave; issue 26).
        `${fact.survey_id}@${fact.wave ?? '-'}`,
      ]) {
        const values = INDICATORS.map(([, code, number]) => [
          text(fact[code]),
          number ? num(fact[number]) : null,
        ]);
        units.push(JSON.stringify([scope, cellOf(entry), entry.id, user, fact.survey_id, values]));
        count(JSON.stringify([scope, cellOf(entry), '', null, null]));
        INDICATORS.forEach(([indicator], index) => {
          const [code, number] = values[index];
          if (code !== null || number !== null)
            count(JSON.stringify([scope, cellOf(entry), indicator, code, number]));
        });
      }
  }
  return {
    frame: sorted([...frame].map(([cell, graduates]) => `${cell} ${graduates}`)),
    units: sorted(units),
    cells: sorted([...cells].map(([key, respondents]) => `${key} ${respondents}`)),
  };
}

/** What the maintained tables hold, in the recount's terms (cells named by their roll keys, empty ones left out). */
async function maintained(db: Database) {
  const key = sql`concat_ws('|', f.institution_id, f.programme_id, f.sex, f.graduation_year)`;
  const frame = await rowsOf(
    db,
    sql`select ${key} as cell, graduates from outcome_frame_cells f where graduates <> 0`,
  );
  const units = await rowsOf(
    db,
    sql`select u.*, ${key} as cell from outcome_units u join outcome_frame_cells f on f.cell_id = u.cell_id`,
  );
  const cells = await rowsOf(
    db,
    sql`select c.*, ${key} as cell from outcome_cells c join outcome_frame_cells f on f.cell_id = c.cell_id
        where c.respondents <> 0`,
  );
  const pending = await rowsOf(
    db,
    sql`select (select count(*) from outcome_dirty_users) + (select count(*) from outcome_refresh_pending) as n`,
  );
  return {
    frame: sorted(frame.map((row) => `${row.cell} ${row.graduates}`)),
    units: sorted(
      units.map((row) =>
        JSON.stringify([
          row.scope,
          row.cell,
          row.entry_id,
          row.user_id,
          row.survey_id,
          INDICATORS.map(([, code, number]) => [text(row[code]), number ? num(row[number]) : null]),
        ]),
      ),
    ),
    cells: sorted(
      cells.map(
        (row) =>
          `${JSON.stringify([row.scope, row.cell, row.indicator, text(row.code), num(row.number)])} ${row.respondents}`,
      ),
    ),
    pending: Number(pending[0].n),
  };
}

async function expectRecounted(db: Database) {
  const [expected, kept] = await Promise.all([recount(db), maintained(db)]);
  expect(kept.frame).toEqual(expected.frame);
  expect(kept.units).toEqual(expected.units);
  expect(kept.cells).toEqual(expected.cells);
  // Nothing left marked once transactions have committed.
  expect(kept.pending).toBe(0);
  return expected;
}

describe('counts kept for the outcome figures equal a recount from scratch', () => {
  let t: TestApp;
  let db: Database;
  let api: ReturnType<typeof client>;
  let yaba: Account;
  let P: Record<string, string>;
  let tracer: Awaited<ReturnType<typeof createSurvey>>;
  const people: { account: Account; userId: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    api = client(t.app);
    ({ institution: yaba, programmes: P } = await institutionWithProgrammes(t, 'Yaba College of Technology', [
      ELEC,
      CS,
    ]));
    tracer = await createSurvey(db, {
      title: 'Tracer 2025',
      text: 'About your work',
      respondentType: 'graduate',
      sections: [
        {
          title: 'Work',
          questions: [
            {
              text: 'Main activity?',
              type: 'multiple_choice',
              indicator: 'employment_status',
              options: ['wage_employed', 'self_employed', 'unemployed_looking'].map((code) => ({
                text: code,
                code,
              })),
            },
            { text: 'Months to first job?', type: 'text', indicator: 'months_to_first_job', required: false },
            { text: 'State where you work?', type: 'text', indicator: 'work_state', required: false },
          ],
        },
      ],
    });
  });
  afterAll(() => t.close());

  const roll = (changes: Record<number, Parameters<typeof rollLine>[1]> = {}) =>
    rollCsv(
      Array.from({ length: 9 }, (_, i) =>
        rollLine(
          i + 1,
          i === 8 ? { programme: CS, graduation_year: 2020, ...changes[i + 1] } : changes[i + 1],
        ),
      ),
    );

  async function answer(person: number, status: string, months: string, workState = 'Lagos') {
    const { account, userId } = people[person];
    const [main, monthsQ, stateQ] = tracer.sections[0].questions;
    const res = await api.post(
      `/api/v1/surveys/${tracer.survey.id}/sections/${main.sectionId}/submit/`,
      {
        responses: [
          {
            question_id: main.id,
            user_id: userId,
            optionId: main.options.find((option) => option.code === status)?._id,
            text: null,
          },
          { question_id: monthsQ.id, user_id: userId, optionId: null, text: months },
          { question_id: stateQ.id, user_id: userId, optionId: null, text: workState, is_completed: true },
        ],
      },
      account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
  }

  it('after a roll import: the frame counted per institution × programme × sex × cohort', async () => {
    await importRoll(t.app, yaba, roll());
    const expected = await expectRecounted(db);
    expect(expected.frame.map((line) => Number(line.split(' ')[1])).sort()).toEqual([1, 4, 4]);
    expect(expected.units).toEqual([]);
  });

  it('after claims: still no respondent until someone completes a round', async () => {
    for (const i of [1, 2, 3]) {
      const account = await signedIn(t, 'graduate', { name: `Claimant ${i}`, complete: true });
      const res = await api.post(
        `/api/v1/graduates/${account.profile.id}/institutions/`,
        {
          institution_id: yaba.profile.id,
          matric_number: rollLine(i).matric_number,
          programme_id: P[ELEC],
          graduation_year: 2021,
        },
        account.token,
      );
      expect(res.statusCode, res.body.msg).toBe(200);
      people.push({ account, userId: account.user.id });
    }
    const held = await rowsOf(
      db,
      sql`select count(*)::int as n from roll_entries where graduate_id is not null`,
    );
    expect(held[0].n).toBe(3);
    expect((await expectRecounted(db)).units).toEqual([]);
  });

  it('after answers and an edited answer: units per round and latest, cells per code and number', async () => {
    await answer(0, 'wage_employed', '4');
    await answer(1, 'self_employed', ' 12 ', 'abuja');
    let expected = await expectRecounted(db);
    // Two respondents, each in their round, in latest and in their round outside any wave (issue 26).
    expect(expected.units).toHaveLength(6);
    await answer(0, 'unemployed_looking', '');
    expected = await expectRecounted(db);
    expect(expected.cells.some((line) => line.includes('"unemployed_looking"'))).toBe(true);
    expect(expected.cells.some((line) => line.includes('"wage_employed"'))).toBe(false);
  });

  it('after a later round: the latest scope moves to it, the first round keeps its own', async () => {
    const round2 = await employmentRound(db, 'Tracer 2026', ['wage_employed']);
    const res = await api.post(
      `/api/v1/surveys/${round2.surveyId}/sections/${round2.sectionId}/submit/`,
      {
        responses: [
          {
            question_id: round2.questionId,
            user_id: people[1].userId,
            optionId: round2.optionOf('wage_employed'),
            text: null,
            is_completed: true,
          },
        ],
      },
      people[1].account.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    const expected = await expectRecounted(db);
    expect(expected.units.filter((line) => line.startsWith(`["${round2.surveyId}"`))).toHaveLength(1);
  });

  it('after a re-import changing a held row’s programme, cohort and sex: frame and units move to the new cell', async () => {
    const before = await recount(db);
    await importRoll(t.app, yaba, roll({ 1: { programme: CS, graduation_year: 2020, sex: 'female' } }));
    const after = await expectRecounted(db);
    expect(after.frame).not.toEqual(before.frame);
    expect(after.units).not.toEqual(before.units);
  });

  it('after roll rows are removed (one held by a respondent) and a round goes back to draft', async () => {
    const first = rollLine(1).matric_number as string;
    await db.execute(
      sql`delete from roll_entries where matric_number in (${first}, ${rollLine(9).matric_number})`,
    );
    await expectRecounted(db);
    await db.execute(sql`update surveys set state = 'draft' where id = ${tracer.survey.id}`);
    let expected = await expectRecounted(db);
    expect(expected.units.some((line) => line.includes(tracer.survey.id))).toBe(false);
    await db.execute(sql`update surveys set state = 'published' where id = ${tracer.survey.id}`);
    expected = await expectRecounted(db);
    expect(expected.units.some((line) => line.includes(tracer.survey.id))).toBe(true);
  });

  it('after an account is deleted: its respondent is gone from every count', async () => {
    await db.execute(sql`delete from users where id = ${people[1].userId}`);
    const expected = await expectRecounted(db);
    expect(expected.units.some((line) => line.includes(people[1].userId))).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'after concurrent transactions moving the same people’s roll rows and answers, committed together (PostgreSQL)',
    async () => {
      // Four respondents of their own: roll rows, confirmed claims, answers.
      const hash = await hashPassword(DEMO_PASSWORD);
      const { entries, userIds } = await heldRoll(db, hash, {
        tag: 'racer',
        count: 4,
        institutionId: yaba.profile.id,
        programmeId: P[ELEC],
        cohort: 2022,
        state: 'Ogun',
        ninFrom: 40_000_000_000,
      });
      const racers = userIds.map((userId) => ({ userId }));
      const [main] = tracer.sections[0].questions;
      const codes = main.options.map((option) => option._id as string);
      await insertAnswers(
        db,
        tracer.survey.id,
        racers.map((racer) => ({
          userId: racer.userId,
          completedAt: new Date('2025-07-01T10:00:00Z'),
          answers: [{ questionId: main.id, optionId: codes[0] }],
        })),
      );
      await expectRecounted(db);
      const programmes = [P[ELEC], P[CS]];
      // Each round, for every racer at once: one transaction moves their roll row, another changes their answer;
      // all eight wait for each other before committing, so their commits (and recounts) overlap. (Two moving rows
      // of the same cell queue on its count until the first commits, so none waits more than 300 ms.)
      for (let round = 1; round <= 6; round++) {
        let release = () => {};
        const together = new Promise<void>((resolve) => {
          release = resolve;
        });
        let ready = 0;
        const jobs = racers.flatMap((racer, i) =>
          [0, 1].map((kind) =>
            db.transaction(async (tx) => {
              if (kind === 0)
                await tx.execute(
                  sql`update roll_entries set programme_id = ${programmes[(round + i) % 2]}::uuid,
                        graduation_year = ${2019 + ((round + i) % 4)} where id = ${entries[i]}::uuid`,
                );
              else
                await tx.execute(
                  sql`update survey_responses set option_id = ${codes[(round + i) % codes.length]}
                      where survey_id = ${tracer.survey.id}::uuid and question_id = ${main.id}::uuid
                        and user_id = ${racer.userId}::uuid`,
                );
              ready += 1;
              if (ready === racers.length * 2) release();
              await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 300))]);
            }),
          ),
        );
        await Promise.all(jobs);
        await expectRecounted(db);
      }
    },
  );
});
