import { type EmploymentStatus, INCOME_BAND_CODES, MONTHS_TO_FIRST_JOB_CODES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyQuestions, surveys } from '../../features/surveys/surveys.table';
import { insertAnswers, type RespondentSpec } from '../outcomes.factory';
import { DAY } from '../rows';
import { GRADUATE_TRACER } from '../tracer-surveys';
import { MOVE_TO, STATE_EFFECT } from './places';
import { PROGRAMMES, type ProgrammeName } from './programmes';
import type { Random } from './random';

/*
 * The demo country's answers to the tagged graduate tracer: each graduate's answers drawn from their
 * programme's profile, shifted by sex, the institution's state and how long ago they graduated.
 */

export const EMPLOYED: readonly EmploymentStatus[] = [
  'wage_employed',
  'self_employed',
  'apprenticeship',
  'informal',
];
const INCOME_LEVELS = INCOME_BAND_CODES.filter((band) => band.counts && band.code !== 'none').map(
  (band) => band.code,
);
const MONTH_BANDS = MONTHS_TO_FIRST_JOB_CODES.filter((band) => band.min !== undefined);

/** What shapes a graduate's answers. */
export interface Graduate {
  programme: ProgrammeName;
  sex: 'female' | 'male';
  institutionState: string;
  residence: string;
  /** 1 = last year's cohort … 3 = three years ago. */
  yearsOut: number;
}

interface Answers {
  status: EmploymentStatus;
  sector: string;
  workState: string | null;
  months: string;
  income: string;
  relevance: string;
  satisfaction: string;
  title: string | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function answer(random: Random, graduate: Graduate): Answers {
  const profile = PROGRAMMES[graduate.programme];
  const state = STATE_EFFECT[graduate.institutionState] ?? STATE_EFFECT.Oyo;
  const weights = { ...profile.status };
  weights.wage_employed *= state.wage;
  weights.informal *= state.informal;
  weights.unemployed_looking *= state.looking;
  if (graduate.sex === 'female') {
    weights.wage_employed *= 0.85;
    weights.self_employed *= 1.1;
    weights.not_looking *= 2;
    weights.unemployed_looking *= 1.1;
  }
  // The latest cohort is still looking and in apprenticeships; earlier ones have found work.
  const seasoning = [1.45, 1, 0.7][graduate.yearsOut - 1] ?? 1;
  weights.unemployed_looking *= seasoning;
  weights.apprenticeship *= graduate.yearsOut === 1 ? 1.3 : 0.9;
  weights.wage_employed *= graduate.yearsOut === 3 ? 1.2 : 1;
  weights.further_study *= graduate.yearsOut === 1 ? 1.2 : 0.85;
  const current = random.weighted(weights);

  if (!EMPLOYED.includes(current)) {
    const everWorked = current !== 'further_study' && random.chance(0.25);
    return {
      status: current,
      sector: 'not_applicable',
      workState: null,
      months: everWorked ? random.pick(['m4_6', 'm7_12', 'm13_24']) : 'not_yet',
      income: 'none',
      relevance: 'not_applicable',
      satisfaction: 'not_applicable',
      title: null,
    };
  }

  const sector = random.weighted(profile.sectors);
  const stayed = random.chance(0.82);
  const workState = random.chance(0.03)
    ? 'Outside Nigeria'
    : stayed
      ? graduate.residence
      : random.pick(MOVE_TO);
  const monthsValue = Math.max(
    0,
    random.normal(
      profile.months * (current === 'self_employed' || current === 'apprenticeship' ? 0.6 : 1),
      5,
    ) +
      (state.looking - 1) * 10,
  );
  const months = random.chance(current === 'apprenticeship' ? 0.35 : 0.12)
    ? 'm0'
    : (MONTH_BANDS.find(
        (band) => monthsValue >= (band.min ?? 0) && (band.max === undefined || monthsValue <= band.max),
      )?.code ?? 'm25_plus');
  const level =
    profile.income +
    state.income +
    (graduate.sex === 'female' ? -0.35 : 0) +
    (
      { wage_employed: 0.3, self_employed: 0.1, apprenticeship: -1.3, informal: -0.8 } as Record<
        string,
        number
      >
    )[current] +
    (graduate.yearsOut - 2) * 0.2 +
    random.normal(0, 0.9);
  const income = random.chance(0.05)
    ? 'not_applicable'
    : current === 'apprenticeship' && random.chance(0.25)
      ? 'none'
      : INCOME_LEVELS[clamp(Math.round(level) - 1, 0, INCOME_LEVELS.length - 1)];
  const relevanceScore =
    profile.relevance +
    (
      { wage_employed: 0.2, self_employed: 0.1, apprenticeship: 0.2, informal: -0.9 } as Record<
        string,
        number
      >
    )[current] +
    random.normal(0, 0.8);
  const satisfactionScore = 2.6 + (level - 3) * 0.45 + random.normal(0, 0.8);
  return {
    status: current,
    sector,
    workState,
    months,
    income,
    relevance: String(clamp(Math.round(relevanceScore), 1, 5)),
    satisfaction: String(clamp(Math.round(satisfactionScore), 1, 5)),
    title: random.pick(profile.titles),
  };
}

/** A graduate who did not answer or is not working: they apply for the jobs. */
export interface Seeker {
  graduateId: string;
  programme: string;
}

/**
 * About three in four who signed up complete the tracer (none when the tracer is not there). Answers the
 * number of respondents and the graduates still looking, who apply for the jobs.
 */
export async function answerTracer(
  db: Database,
  random: Random,
  accounts: { userId: string; graduateId: string }[],
  profiles: Graduate[],
  now: number,
): Promise<{ respondents: number; seekers: Seeker[] }> {
  const [tracer] = await db.select().from(surveys).where(eq(surveys.title, GRADUATE_TRACER.title)).limit(1);
  if (!tracer) return { respondents: 0, seekers: [] };
  const questions = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, tracer.id));
  const byIndicator = new Map(questions.filter((q) => q.indicator).map((q) => [q.indicator as string, q]));
  const optionFor = (indicator: string, code: string) =>
    byIndicator.get(indicator)?.options.find((option) => option.code === code)?._id ?? null;
  const titleQuestion = questions.find((q) => q.text.startsWith('What is your job title'));
  const certificate = questions.find((q) => q.text.startsWith('Which certificate'));

  const respondents: RespondentSpec[] = [];
  const seekers: Seeker[] = [];
  accounts.forEach((account, index) => {
    const graduate = profiles[index];
    if (!random.chance(0.72 + (graduate.yearsOut === 1 ? 0.05 : -0.03))) {
      seekers.push({ graduateId: account.graduateId, programme: graduate.programme });
      return;
    }
    const answers = answer(random, graduate);
    if (!EMPLOYED.includes(answers.status))
      seekers.push({ graduateId: account.graduateId, programme: graduate.programme });
    const list: RespondentSpec['answers'] = [];
    const add = (indicator: string, code: string) => {
      const question = byIndicator.get(indicator);
      const optionId = optionFor(indicator, code);
      if (question && optionId) list.push({ questionId: question.id, optionId });
    };
    add('employment_status', answers.status);
    add('sector', answers.sector);
    const workQuestion = byIndicator.get('work_state');
    if (workQuestion && answers.workState)
      list.push({ questionId: workQuestion.id, text: answers.workState });
    add('months_to_first_job', answers.months);
    add('income_band', answers.income);
    add('relevance', answers.relevance);
    add('job_satisfaction', answers.satisfaction);
    if (titleQuestion && answers.title) list.push({ questionId: titleQuestion.id, text: answers.title });
    if (certificate)
      list.push({ questionId: certificate.id, optionId: certificate.options[random.int(0, 2)]._id });
    respondents.push({
      userId: account.userId,
      completedAt: new Date(now - random.int(1, 120) * DAY),
      answers: list,
    });
  });
  await insertAnswers(db, tracer.id, respondents);
  return { respondents: respondents.length, seekers };
}
