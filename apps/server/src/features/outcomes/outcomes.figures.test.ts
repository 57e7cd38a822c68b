import {
  EMPLOYED_STATUSES,
  type Figures,
  type GroupFigures,
  type InstitutionFigures,
  isInLabourForce,
  OUTCOME_SUPPRESSED_LABEL,
  segmentOf,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/secrets';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import {
  type CreatedInstitution,
  type GraduateSpec,
  insertAnswers,
  insertGraduates,
  insertInstitution,
  insertRoll,
  type RespondentSpec,
} from '../../seed/outcomes.factory';
import { createSurvey } from '../../seed/surveys.factory';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';
import { surveyRespondents } from '../surveys';

/*
 * Outcome figures through the API on a small country built with the seed factories. Every expected figure is
 * computed here, independently, from the raw rows the test wrote (not from the server's code), and compared.
 */

const STATUS_CYCLE = [
  'wage_employed',
  'self_employed',
  'unemployed_looking',
  'wage_employed',
  'informal',
  'further_study',
  'apprenticeship',
  'not_looking',
  'unemployed_looking',
  'wage_employed',
  'self_employed',
] as const;
const MONTHS = ['0', '2', '5', '13', ' 30 '];
const INCOME = ['none', '35000_69999', '70000_99999', '100000_149999', 'not_applicable'];
const SECTORS = ['construction', 'ict', 'energy_water', 'trade'];
const WORK_STATES = ['Lagos', 'lagos ', 'Abuja', 'Kano'];

interface Plan {
  inst: 'A' | 'B' | 'C';
  programme: string;
  sex: 'female' | 'male';
  cohort: number;
  roll: number;
  /** Graduates who signed up (claims confirmed); the first `respond` of them completed the tracer. */
  signedUp: number;
  respond: number;
}
const ELEC = 'Electrical Engineering Technology';
const CATERING = 'Catering Craft';
const WELDING = 'Welding and Fabrication';
const PLAN: Plan[] = [
  { inst: 'A', programme: ELEC, sex: 'female', cohort: 2022, roll: 12, signedUp: 8, respond: 6 },
  { inst: 'A', programme: ELEC, sex: 'male', cohort: 2022, roll: 20, signedUp: 9, respond: 7 },
  { inst: 'A', programme: ELEC, sex: 'male', cohort: 2023, roll: 10, signedUp: 6, respond: 5 },
  { inst: 'A', programme: CATERING, sex: 'female', cohort: 2023, roll: 8, signedUp: 3, respond: 2 },
  { inst: 'A', programme: CATERING, sex: 'male', cohort: 2023, roll: 4, signedUp: 2, respond: 2 },
  { inst: 'B', programme: ELEC, sex: 'female', cohort: 2022, roll: 6, signedUp: 4, respond: 3 },
  { inst: 'B', programme: ELEC, sex: 'male', cohort: 2022, roll: 15, signedUp: 10, respond: 9 },
  { inst: 'C', programme: WELDING, sex: 'male', cohort: 2023, roll: 9, signedUp: 4, respond: 3 },
];

/** One respondent as the test knows it: its groups and the codes of its answers (after the latest round). */
interface Known {
  inst: 'A' | 'B' | 'C';
  programme: string;
  sex: string;
  cohort: number;
  residence: string;
  status: string;
  months: number | null;
  income: string | null;
  relevance: number | null;
  sector: string | null;
  workState: string | null;
}

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: RoleSession;
let graduate: RoleSession;
const tokens: Record<string, string> = {};
const made: Record<string, CreatedInstitution> = {};
const known: Known[] = [];
const rollRows: { inst: string; programme: string; sex: string; cohort: number }[] = [];

const INSTITUTIONS = {
  A: {
    name: 'Yaba College of Technology',
    type: 'federal-polytechnics',
    state: 'Lagos',
    ownership: 'federal',
  },
  B: { name: 'Kano State Polytechnic', type: 'state-polytechnics', state: 'Kano', ownership: 'state' },
  C: {
    name: 'Government Technical College Ibadan',
    type: 'technical-colleges',
    state: 'Oyo',
    ownership: 'state',
  },
} as const;

beforeAll(async () => {
  // Every answer counts at once here (the refresh interval while answers arrive: outcomes.refresh.test.ts).
  t = await createTestApp({ OUTCOME_REFRESH_SECONDS: '0' });
  api = client(t.app);
  admin = await signInAs(t, 'admin');
  graduate = await signInAs(t, 'graduate');
  const db = t.database.db;
  const hash = await hashPassword(DEMO_PASSWORD);

  for (const [key, spec] of Object.entries(INSTITUTIONS)) {
    const programmes = [...new Set(PLAN.filter((plan) => plan.inst === key).map((plan) => plan.programme))];
    made[key] = await insertInstitution(
      db,
      {
        name: spec.name,
        email: `inst${key.toLowerCase()}@outcomes.ng`,
        username: `outcomes_inst_${key.toLowerCase()}`,
        institutionType: spec.type,
        ownershipType: spec.ownership,
        state: spec.state,
        town: 'Main campus',
        programmes: programmes.map((name) => ({ name, grantedDate: '2022-01-01', expiryDate: '2027-01-01' })),
      },
      hash,
    );
    const login = await api.post(`/api/v1/auth/${segmentOf('institution')}/login`, {
      email: `inst${key.toLowerCase()}@outcomes.ng`,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body.msg).toBe(200);
    tokens[key] = login.body.payload.key;
  }

  const tracer = await createSurvey(db, {
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
            options: STATUS_CYCLE.filter((code, index) => STATUS_CYCLE.indexOf(code) === index).map(
              (code) => ({
                text: `Option ${code}`,
                code,
              }),
            ),
          },
          {
            text: 'Months to first job (a number)?',
            type: 'text',
            indicator: 'months_to_first_job',
            required: false,
          },
          {
            text: 'Monthly income?',
            type: 'multiple_choice',
            indicator: 'income_band',
            options: INCOME.map((code) => ({ text: `Income ${code}`, code })),
          },
          {
            text: 'Relevance?',
            type: 'objective',
            indicator: 'relevance',
            options: ['1', '2', '3', '4', '5'].map((code) => ({ text: `Relevance ${code}`, code })),
          },
          {
            text: 'Sector?',
            type: 'multiple_choice',
            indicator: 'sector',
            options: SECTORS.map((code) => ({ text: `Sector ${code}`, code })),
          },
          { text: 'State where you work?', type: 'text', indicator: 'work_state', required: false },
          { text: 'Anything else?', type: 'text', required: false },
        ],
      },
    ],
  });
  const questions = tracer.sections[0].questions;
  const optionOf = (questionIndex: number, code: string) =>
    questions[questionIndex].options.find((option) => option.code === code)?._id as string;

  // A second round: only the employment question. Three of B's respondents answer it later, now wage-employed.
  const round2 = await createSurvey(db, {
    title: 'Tracer 2026',
    text: 'One question',
    respondentType: 'graduate',
    sections: [
      {
        title: 'Now',
        questions: [
          {
            text: 'Main activity now?',
            type: 'multiple_choice',
            indicator: 'employment_status',
            options: [
              { text: 'Wage', code: 'wage_employed' },
              { text: 'Other', code: 'unemployed_looking' },
            ],
          },
        ],
      },
    ],
  });
  round2Id = round2.survey.id;

  let serial = 0;
  let respondentIndex = 0;
  const graduates: GraduateSpec[] = [];
  const answersPlan: { graduate: number; answers: RespondentSpec['answers']; known: Known }[] = [];
  for (const plan of PLAN) {
    const institution = made[plan.inst];
    const programmeId = institution.programmes.get(plan.programme) as string;
    const rows = Array.from({ length: plan.roll }, () => {
      serial += 1;
      return {
        institutionId: institution.institutionId,
        programmeId,
        name: `Graduate ${serial}`,
        matricNumber: `M/${serial}`,
        graduationYear: plan.cohort,
        sex: plan.sex,
        state: 'Ogun',
        email: `g${serial}@roll.ng`,
        phone: null,
      };
    });
    const ids = await insertRoll(db, rows);
    for (let index = 0; index < plan.roll; index++)
      rollRows.push({ inst: plan.inst, programme: plan.programme, sex: plan.sex, cohort: plan.cohort });
    for (let index = 0; index < plan.signedUp; index++) {
      const residence = index % 3 === 0 ? 'Lagos' : INSTITUTIONS[plan.inst].state;
      graduates.push({
        name: rows[index].name,
        email: rows[index].email as string,
        username: `outcomes_g_${rows[index].matricNumber.replace('/', '_').toLowerCase()}`,
        sex: plan.sex,
        state: 'Ogun',
        residenceState: residence,
        nin: String(30_000_000_000 + graduates.length),
        dateOfBirth: '2000-01-01',
        isEmployed: null,
        claim: {
          rollEntryId: ids[index],
          institutionId: institution.institutionId,
          programmeId,
          graduationYear: plan.cohort,
          matricNumber: rows[index].matricNumber,
        },
      });
      if (index >= plan.respond) continue;
      const i = respondentIndex++;
      const status = STATUS_CYCLE[(i * 7 + (plan.sex === 'female' ? 3 : 0)) % STATUS_CYCLE.length];
      const employedOrLooking = status !== 'further_study' && status !== 'not_looking';
      const monthsText =
        employedOrLooking && status !== 'unemployed_looking' ? MONTHS[i % MONTHS.length] : null;
      const income = INCOME[i % INCOME.length];
      const relevance = (i % 5) + 1;
      const sector = SECTORS[i % SECTORS.length];
      const workState = WORK_STATES[i % WORK_STATES.length];
      const answers: RespondentSpec['answers'] = [
        { questionId: questions[0].id, optionId: optionOf(0, status) },
        ...(monthsText === null ? [] : [{ questionId: questions[1].id, text: monthsText }]),
        { questionId: questions[2].id, optionId: optionOf(2, income) },
        { questionId: questions[3].id, optionId: optionOf(3, String(relevance)) },
        { questionId: questions[4].id, optionId: optionOf(4, sector) },
        { questionId: questions[5].id, text: workState },
        { questionId: questions[6].id, text: 'Free text that feeds nothing' },
      ];
      answersPlan.push({
        graduate: graduates.length - 1,
        answers,
        known: {
          inst: plan.inst,
          programme: plan.programme,
          sex: plan.sex,
          cohort: plan.cohort,
          residence,
          status,
          months: monthsText === null ? null : Number(monthsText.trim()),
          income: income === 'not_applicable' ? null : income,
          relevance,
          sector,
          workState:
            workState.trim().toLowerCase() === 'abuja'
              ? 'Federal Capital Territory'
              : workState.trim()[0].toUpperCase() + workState.trim().slice(1),
        },
      });
    }
  }
  const accounts = await insertGraduates(db, graduates, hash);
  await insertAnswers(
    db,
    tracer.survey.id,
    answersPlan.map((entry) => ({
      userId: accounts[entry.graduate].userId,
      completedAt: new Date('2025-06-01T10:00:00Z'),
      answers: entry.answers,
    })),
  );
  // Round 2: the first three of B's respondents, later, now wage-employed: their latest round is round 2.
  const fromB = answersPlan.filter((entry) => entry.known.inst === 'B').slice(0, 3);
  await insertAnswers(
    db,
    round2.survey.id,
    fromB.map((entry) => ({
      userId: accounts[entry.graduate].userId,
      completedAt: new Date('2026-03-01T10:00:00Z'),
      answers: [
        {
          questionId: round2.sections[0].questions[0].id,
          optionId: round2.sections[0].questions[0].options[0]._id,
        },
      ],
    })),
  );
  for (const entry of answersPlan) {
    const latest = fromB.includes(entry)
      ? {
          ...entry.known,
          status: 'wage_employed',
          months: null,
          income: null,
          relevance: null,
          sector: null,
          workState: null,
        }
      : entry.known;
    known.push(latest);
  }
  // A graduate who started but did not complete counts as no respondent.
  const spares = graduates
    .map((_, index) => index)
    .filter((index) => !answersPlan.some((entry) => entry.graduate === index));
  const spare = spares[0];
  expect(spares.length).toBeGreaterThanOrEqual(2);
  // Another signed-up graduate of A (electrical) answers through the API in a test below.
  const late = spares.find(
    (index) => index !== spare && graduates[index].claim.institutionId === made.A.institutionId,
  );
  lateGraduate = { email: graduates[late as number].email, surveyId: tracer.survey.id, questions };
  await db.insert(surveyRespondents).values({
    surveyId: tracer.survey.id,
    userId: accounts[spare].userId,
    status: 'ongoing',
    answered: 1,
  });
}, 120_000);
afterAll(() => t.close());

let round2Id = '';
let lateGraduate: {
  email: string;
  surveyId: string;
  questions: { id: string; sectionId: string; options: { _id: string; code?: string }[] }[];
};

/* ---------- the independent computation ---------- */

const employmentRate = (rows: Known[]) => {
  const labour = rows.filter((row) => isInLabourForce(row.status));
  const employed = labour.filter((row) => (EMPLOYED_STATUSES as readonly string[]).includes(row.status));
  return labour.length ? employed.length / labour.length : null;
};
const lowerMedian = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.ceil(sorted.length / 2) - 1] : null;
};
const meanOf = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;

const figuresUrl = (query = '') => `/api/v1/outcomes/figures${query ? `?${query}` : ''}`;
const groupOf = (figures: Figures, ...values: string[]) =>
  figures.groups.find((group) =>
    group.keys.every((key, index) => key.value === values[index]),
  ) as GroupFigures;

describe('administrators: national figures equal those computed from the raw rows', () => {
  it('total: frame from the roll, response rate over the roll (never over sign-ups), each indicator', async () => {
    const res = await api.get<Figures>(figuresUrl(), admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    const { total } = res.body.payload;
    expect(total.frame).toBe(rollRows.length);
    expect(total.respondents).toBe(known.length);
    expect(total.response_rate).toBeCloseTo(known.length / rollRows.length, 3);
    const figures = total.figures!;
    expect(figures.employment.answered).toBe(known.length);
    expect(figures.employment.labour_force).toBe(known.filter((row) => isInLabourForce(row.status)).length);
    expect(figures.employment.rate.value).toBeCloseTo(employmentRate(known)!, 3);
    for (const part of figures.employment.parts) {
      const labour = known.filter((row) => isInLabourForce(row.status)).length;
      expect(part.value, part.code).toBeCloseTo(
        known.filter((row) => row.status === part.code).length / labour,
        3,
      );
    }
    const months = known.flatMap((row) => (row.months === null ? [] : [row.months]));
    expect(figures.months_to_first_job.median.value).toBe(lowerMedian(months));
    expect(figures.months_to_first_job.answered).toBe(months.length);
    const relevance = known.flatMap((row) => (row.relevance === null ? [] : [row.relevance]));
    expect(figures.relevance.mean.value).toBeCloseTo(meanOf(relevance)!, 1);
    const incomes = known.flatMap((row) => (row.income === null ? [] : [row.income]));
    expect(figures.income_band.answered).toBe(incomes.length);
    const above = incomes.filter((code) => code === '70000_99999' || code === '100000_149999').length;
    expect(figures.income_band.at_or_above_minimum_wage.value).toBeCloseTo(above / incomes.length, 3);
    const sectors = known.filter((row) => row.sector === 'ict').length;
    expect(figures.sector.distribution.find((item) => item.code === 'ict')?.count).toBe(sectors);
    const lagos = known.filter((row) => row.workState === 'Lagos').length;
    expect(figures.work_state.distribution.find((item) => item.code === 'Lagos')?.count).toBe(lagos);
    const fct = known.filter((row) => row.workState === 'Federal Capital Territory').length;
    expect(
      figures.work_state.distribution.find((item) => item.code === 'Federal Capital Territory')?.count,
    ).toBe(fct);
    expect(res.body.payload.suppression.applied).toBe(false);
  });

  it('by programme × sex: each group, and the weighted employment rate from roll shares over respondent shares', async () => {
    const res = await api.get<Figures>(figuresUrl('group_by=programme,sex'), admin.token);
    expect(res.statusCode, res.body.msg).toBe(200);
    const figures = res.body.payload;
    const cells = new Map<string, { frame: number; rows: Known[] }>();
    for (const row of rollRows) {
      const key = `${row.programme.toLowerCase()}|${row.sex}`;
      const cell = cells.get(key) ?? { frame: 0, rows: [] };
      cell.frame += 1;
      cells.set(key, cell);
    }
    for (const row of known) cells.get(`${row.programme.toLowerCase()}|${row.sex}`)!.rows.push(row);
    expect(figures.groups).toHaveLength(cells.size);
    for (const [key, cell] of cells) {
      const [programme, sex] = key.split('|');
      const group = groupOf(figures, programme, sex);
      expect(group.frame, key).toBe(cell.frame);
      expect(group.respondents, key).toBe(cell.rows.length);
      expect(group.below_threshold, key).toBe(cell.rows.length < 5);
      expect(group.suppressed, key).toBe(false);
      if (employmentRate(cell.rows) === null) expect(group.figures!.employment.rate.value).toBeNull();
      else expect(group.figures!.employment.rate.value, key).toBeCloseTo(employmentRate(cell.rows)!, 3);
    }
    // Every cell has respondents here, so each weighs (N_c / N) / (n_c / n).
    const N = rollRows.length;
    const n = known.length;
    let employedWeight = 0;
    let labourWeight = 0;
    for (const [, cell] of cells) {
      const weight = cell.frame / N / (cell.rows.length / n);
      for (const row of cell.rows) {
        if (!isInLabourForce(row.status)) continue;
        labourWeight += weight;
        if ((EMPLOYED_STATUSES as readonly string[]).includes(row.status)) employedWeight += weight;
      }
    }
    expect(figures.total.figures!.employment.rate.weighted).toBeCloseTo(employedWeight / labourWeight, 3);
    expect(figures.groups[0].keys.map((key) => key.dimension)).toEqual(['programme', 'sex']);
    expect(groupOf(figures, ELEC.toLowerCase(), 'male').keys[0].label).toBe(ELEC);
  });

  it('by institution state, institution type, cohort and residence; filters narrow the frame', async () => {
    const byState = (await api.get<Figures>(figuresUrl('group_by=institution_state'), admin.token)).body
      .payload;
    expect(groupOf(byState, 'Lagos').frame).toBe(rollRows.filter((row) => row.inst === 'A').length);
    expect(groupOf(byState, 'Kano').respondents).toBe(known.filter((row) => row.inst === 'B').length);
    const byType = (await api.get<Figures>(figuresUrl('group_by=institution_type'), admin.token)).body
      .payload;
    expect(groupOf(byType, 'technical-colleges').keys[0].label).toBe('Technical college');
    const byResidence = (await api.get<Figures>(figuresUrl('group_by=residence_state'), admin.token)).body
      .payload;
    expect(groupOf(byResidence, 'Lagos').frame).toBeNull();
    expect(groupOf(byResidence, 'Lagos').respondents).toBe(
      known.filter((row) => row.residence === 'Lagos').length,
    );
    const cohort = (await api.get<Figures>(figuresUrl('cohort=2023&sex=male'), admin.token)).body.payload;
    expect(cohort.total.frame).toBe(
      rollRows.filter((row) => row.cohort === 2023 && row.sex === 'male').length,
    );
    expect(cohort.total.respondents).toBe(
      known.filter((row) => row.cohort === 2023 && row.sex === 'male').length,
    );
    const institution = (
      await api.get<Figures>(figuresUrl(`institution_id=${made.B.userId}&group_by=cohort`), admin.token)
    ).body.payload;
    expect(institution.total.frame).toBe(rollRows.filter((row) => row.inst === 'B').length);
    const programme = (
      await api.get<Figures>(figuresUrl(`programme=${encodeURIComponent('catering CRAFT')}`), admin.token)
    ).body.payload;
    expect(programme.total.frame).toBe(12);
  });

  it('a graduate counts once, at the latest round; by survey round each round counts its own', async () => {
    const byRound = (await api.get<Figures>(figuresUrl('group_by=survey_round'), admin.token)).body.payload;
    expect(groupOf(byRound, round2Id).respondents).toBe(3);
    expect(groupOf(byRound, round2Id).keys[0].label).toBe('Tracer 2026');
    expect(groupOf(byRound, round2Id).frame).toBe(rollRows.length);
    const first = byRound.groups.find((group) => group.keys[0].value !== round2Id) as GroupFigures;
    expect(first.respondents).toBe(known.length);
    const only2 = (await api.get<Figures>(figuresUrl(`survey_id=${round2Id}`), admin.token)).body.payload;
    expect(only2.total.respondents).toBe(3);
    expect(only2.total.figures!.employment.rate.value).toBe(1);
  });

  it('shows administrators small groups with their numbers, marked below the threshold', async () => {
    const res = await api.get<Figures>(figuresUrl('group_by=institution'), admin.token);
    const small = groupOf(res.body.payload, made.C.institutionId);
    expect(small.respondents).toBe(3);
    expect(small.below_threshold).toBe(true);
    expect(small.suppressed).toBe(false);
    expect(small.figures).not.toBeNull();
  });
});

describe('institutions: their own graduates only, small groups hidden', () => {
  const ownUrl = (key: string, query = '') =>
    `/api/v1/outcomes/institutions/${made[key].userId}/figures${query ? `?${query}` : ''}`;

  it('reads its own figures and the national figures of its programmes', async () => {
    const res = await api.get<InstitutionFigures>(ownUrl('A'), tokens.A);
    expect(res.statusCode, res.body.msg).toBe(200);
    const { own, national, institution } = res.body.payload;
    expect(institution._id).toBe(made.A.institutionId);
    expect(own.total.frame).toBe(rollRows.filter((row) => row.inst === 'A').length);
    const ownRows = known.filter((row) => row.inst === 'A');
    expect(own.total.respondents).toBe(ownRows.length);
    expect(own.total.figures!.employment.rate.value).toBeCloseTo(employmentRate(ownRows)!, 3);
    // National: every institution's graduates of A's programmes (electrical and catering), not C's welding.
    const nationalRows = known.filter((row) => row.programme !== WELDING);
    expect(national.total.frame).toBe(rollRows.filter((row) => row.programme !== WELDING).length);
    expect(national.total.respondents).toBe(nationalRows.length);
    expect(national.total.figures!.employment.rate.value).toBeCloseTo(employmentRate(nationalRows)!, 3);
    expect(own.suppression.applied).toBe(true);
  });

  it('hides a small group and its complement: catering (4) and then electrical, the total stays', async () => {
    const res = await api.get<InstitutionFigures>(ownUrl('A', 'group_by=programme'), tokens.A);
    const { own } = res.body.payload;
    const catering = groupOf(own, CATERING.toLowerCase());
    const electrical = groupOf(own, ELEC.toLowerCase());
    for (const group of [catering, electrical]) {
      expect(group.suppressed).toBe(true);
      expect(group.suppressed_label).toBe(OUTCOME_SUPPRESSED_LABEL);
      expect(group.respondents).toBeNull();
      expect(group.figures).toBeNull();
      expect(group.response_rate).toBeNull();
    }
    expect(own.total.suppressed).toBe(false);
    // Nationally catering has only A's 4: hidden; electrical (with B's) is its only complement, so hidden too.
    const national = res.body.payload.national;
    expect(groupOf(national, CATERING.toLowerCase()).suppressed).toBe(true);
    expect(groupOf(national, ELEC.toLowerCase()).suppressed).toBe(true);
    expect(national.total.suppressed).toBe(false);
    // By sex, electrical and catering together are large enough in both groups: nothing hidden.
    const bySex = (await api.get<InstitutionFigures>(ownUrl('A', 'group_by=sex'), tokens.A)).body.payload;
    expect(bySex.own.groups.map((group) => group.suppressed)).toEqual([false, false]);
    // Nationally, women: A's 8 and B's 3. National minus A's own would give B's 3 women: hidden, and so
    // the men too (their complement). Men alone are plenty (A's 14, B's 9) but would reveal the women.
    expect(groupOf(bySex.national, 'female').suppressed).toBe(true);
    expect(groupOf(bySex.national, 'male').suppressed).toBe(true);
    expect(bySex.national.total.respondents).toBe(known.filter((row) => row.programme !== WELDING).length);
    // By cohort: 2022 has B's 12 others, 2023 has only A's (others 0): nothing to protect, nothing hidden.
    const byCohort = (await api.get<InstitutionFigures>(ownUrl('A', 'group_by=cohort'), tokens.A)).body
      .payload;
    expect(groupOf(byCohort.national, '2022').respondents).toBe(
      known.filter((row) => row.cohort === 2022 && row.programme !== WELDING).length,
    );
    expect(groupOf(byCohort.national, '2023').suppressed).toBe(false);
  });

  it('an institution with fewer than 5 respondents sees "fewer than 5" for its total', async () => {
    const res = await api.get<InstitutionFigures>(ownUrl('C'), tokens.C);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.own.total).toMatchObject({
      suppressed: true,
      suppressed_label: 'fewer than 5',
      respondents: null,
      figures: null,
      frame: 9,
    });
    // Its national comparison is welding everywhere: only its own 3 again, hidden.
    expect(res.body.payload.national.total.suppressed).toBe(true);
  });

  it('never shows another institution: other ids are refused, filters naming others are ignored', async () => {
    const other = await api.get(ownUrl('B'), tokens.A);
    expect(other.statusCode).toBe(403);
    const download = await api.get(
      `${ownUrl('B').replace('/figures', '/figures/download')}?format=csv`,
      tokens.A,
    );
    expect(download.statusCode).toBe(403);
    const filtered = await api.get<InstitutionFigures>(
      ownUrl('A', `institution_id=${made.B.institutionId}`),
      tokens.A,
    );
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body.payload.own.total.frame).toBe(rollRows.filter((row) => row.inst === 'A').length);
    for (const dimension of ['institution', 'institution_type', 'institution_state']) {
      const res = await api.get(ownUrl('A', `group_by=${dimension}`), tokens.A);
      expect(res.statusCode, dimension).toBe(400);
      expect(res.body.msg).toBe(`Group by ${dimension} is not available in an institution's view`);
    }
    for (const url of [figuresUrl(), '/api/v1/outcomes/figures/download', '/api/v1/outcomes/microdata']) {
      expect((await api.get(url, tokens.A)).statusCode, url).toBe(403);
      expect((await api.get(url, graduate.token)).statusCode, url).toBe(403);
      expect((await api.get(url)).statusCode, url).toBe(401);
    }
    expect((await api.get(ownUrl('A'), graduate.token)).statusCode).toBe(403);
  });

  it('administrators may read an institution\u2019s view, nothing hidden', async () => {
    const res = await api.get<InstitutionFigures>(ownUrl('C'), admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.payload.own.total.respondents).toBe(3);
    expect(res.body.payload.own.suppression.applied).toBe(false);
  });
});

describe('bad input: a 400 with a message, nothing else', () => {
  it.each([
    ['group_by=religion', /^Group by must be one of/],
    ['group_by=sex,cohort,programme', /at most 2/],
    ['group_by=sex,sex', /twice/],
    ['cohort=3000', /^Cohort must be a year/],
    ['cohort_from=2024&cohort_to=2020', /^Cohort from must not be after cohort_to/],
    ['sex=unknown', /^Sex must be one of/],
    ['institution_state=Atlantis', /^Institution state must be one of/],
    ['survey_id=nope', /^Survey ID must be a survey id/],
  ])('%s', async (query, message) => {
    const res = await api.get(figuresUrl(query), admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toMatch(message);
  });
});

describe('downloads', () => {
  it('the indicator table as CSV: the total row first, suppressed rows read "fewer than 5"', async () => {
    const res = await t.app.inject({
      url: `/api/v1/outcomes/institutions/${made.A.userId}/figures/download?format=csv&group_by=programme`,
      headers: { authorization: `Bearer ${tokens.A}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Scope,Programme,Graduates on the roll,Respondents,Response rate/);
    const ownRows = known.filter((row) => row.inst === 'A').length;
    expect(lines[1]).toContain(
      `Yaba College of Technology,All,${rollRows.filter((row) => row.inst === 'A').length},${ownRows},`,
    );
    expect(lines.some((line) => line.includes(`${CATERING},12,fewer than 5`))).toBe(true);
    expect(lines.some((line) => line.startsWith('National (same programmes)'))).toBe(true);
  });

  it('as XLSX for administrators: a workbook with the table and its notes', async () => {
    const res = await t.app.inject({
      url: '/api/v1/outcomes/figures/download?format=xlsx&group_by=sex',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Indicators')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Sex');
    expect(sheet.getRow(2).getCell(3).value).toBe(rollRows.length);
    expect(sheet.getRow(2).getCell(4).value).toBe(known.length);
    expect(workbook.getWorksheet('Notes')).toBeDefined();
  });

  it('anonymised microdata for administrators: one row per respondent, no name, contact, NIN or matric number', async () => {
    const res = await t.app.inject({
      url: '/api/v1/outcomes/microdata',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'respondent,survey_round,cohort,institution,institution_type,institution_state,programme,sex,residence_state,employment_status,months_to_first_job,income_band,relevance,sector,job_satisfaction,work_state,weight',
    );
    expect(lines).toHaveLength(known.length + 1);
    expect(res.body).not.toMatch(/Graduate \d|@roll\.ng|M\/\d|3000000/);
    const statuses = lines.slice(1).map((line) => line.split(',')[9]);
    for (const status of new Set(known.map((row) => row.status)))
      expect(statuses.filter((value) => value === status).length, status).toBe(
        known.filter((row) => row.status === status).length,
      );
    const narrowed = await t.app.inject({
      url: `/api/v1/outcomes/microdata?institution_id=${made.C.institutionId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(narrowed.body.trim().split(/\r?\n/)).toHaveLength(4);
  });

  it('microdata is refused to an institution (403), whatever it asks', async () => {
    const res = await api.get(`/api/v1/outcomes/microdata?institution_id=${made.A.institutionId}`, tokens.A);
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toBeTruthy();
  });
});

describe('figures follow the answers given through the survey API (outcome facts kept by triggers)', () => {
  it('a graduate completing the tracer counts at once; answering again replaces the answer', async () => {
    const before = (await api.get<Figures>(figuresUrl(), admin.token)).body.payload.total;
    const wageBefore = before.figures!.employment.distribution.find(
      (item) => item.code === 'wage_employed',
    )!.count;
    const login = await api.post(`/api/v1/auth/${segmentOf('graduate')}/login`, {
      email: lateGraduate.email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body.msg).toBe(200);
    const token = login.body.payload.key as string;
    const userId = login.body.payload.user.user_id._id as string;
    const { questions, surveyId } = lateGraduate;
    const option = (index: number, code: string) =>
      questions[index].options.find((item) => item.code === code)?._id as string;
    const submit = (status: string, months: string) =>
      api.post(
        `/api/v1/surveys/${surveyId}/sections/${questions[0].sectionId}/submit/`,
        {
          responses: [
            { question_id: questions[0].id, user_id: userId, optionId: option(0, status), text: null },
            { question_id: questions[1].id, user_id: userId, optionId: null, text: months },
            {
              question_id: questions[2].id,
              user_id: userId,
              optionId: option(2, '100000_149999'),
              text: null,
            },
            { question_id: questions[3].id, user_id: userId, optionId: option(3, '4'), text: null },
            { question_id: questions[4].id, user_id: userId, optionId: option(4, 'ict'), text: null },
            { question_id: questions[5].id, user_id: userId, optionId: null, text: 'Lagos State' },
            { question_id: questions[6].id, user_id: userId, optionId: null, text: 'x', is_completed: true },
          ],
        },
        token,
      );
    const first = await submit('wage_employed', '4');
    expect(first.statusCode, first.body.msg).toBe(200);
    expect(first.body.payload.survey_status).toBe('completed');

    const after = (await api.get<Figures>(figuresUrl(), admin.token)).body.payload.total;
    expect(after.respondents).toBe((before.respondents ?? 0) + 1);
    expect(after.figures!.employment.distribution.find((item) => item.code === 'wage_employed')!.count).toBe(
      wageBefore + 1,
    );
    expect(after.figures!.work_state.distribution.find((item) => item.code === 'Lagos')!.count).toBe(
      before.figures!.work_state.distribution.find((item) => item.code === 'Lagos')!.count + 1,
    );
    expect(after.figures!.months_to_first_job.answered).toBe(
      before.figures!.months_to_first_job.answered + 1,
    );

    // The institution's own view counts the new respondent too.
    const own = (
      await api.get<InstitutionFigures>(`/api/v1/outcomes/institutions/${made.A.userId}/figures`, tokens.A)
    ).body.payload.own.total;
    expect(own.respondents).toBe(known.filter((row) => row.inst === 'A').length + 1);

    const again = await submit('further_study', '4');
    expect(again.statusCode, again.body.msg).toBe(200);
    const changed = (await api.get<Figures>(figuresUrl(), admin.token)).body.payload.total;
    expect(changed.respondents).toBe(after.respondents);
    expect(
      changed.figures!.employment.distribution.find((item) => item.code === 'wage_employed')!.count,
    ).toBe(wageBefore);
  });
});

describe('cached views follow the data', () => {
  it('a view asked twice is served again, and changes to the roll or an address show at once', async () => {
    const first = (await api.get<Figures>(figuresUrl('group_by=institution_state'), admin.token)).body
      .payload;
    const again = (await api.get<Figures>(figuresUrl('group_by=institution_state'), admin.token)).body
      .payload;
    expect(again.groups).toEqual(first.groups);
    const lagos = groupOf(first, 'Lagos').frame as number;
    await insertRoll(t.database.db, [
      {
        institutionId: made.A.institutionId,
        programmeId: made.A.programmes.get(ELEC) as string,
        name: 'New Graduate',
        matricNumber: 'M/NEW/1',
        graduationYear: 2023,
        sex: 'female',
        state: 'Lagos',
        email: null,
        phone: null,
      },
    ]);
    const grown = (await api.get<Figures>(figuresUrl('group_by=institution_state'), admin.token)).body
      .payload;
    expect(groupOf(grown, 'Lagos').frame).toBe(lagos + 1);
    await t.database.db.execute(
      sql`update users set address = 'Main campus|Ogun|Nigeria' where id = ${made.A.userId}`,
    );
    const moved = (await api.get<Figures>(figuresUrl('group_by=institution_state'), admin.token)).body
      .payload;
    expect(groupOf(moved, 'Lagos')).toBeUndefined();
    expect(groupOf(moved, 'Ogun').frame).toBe(lagos + 1);
    await t.database.db.execute(
      sql`update users set address = 'Main campus|Lagos|Nigeria' where id = ${made.A.userId}`,
    );
  });
});
