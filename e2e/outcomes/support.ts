import {
  apiAs,
  graduateWithProfile,
  importRoll,
  lettersOf,
  newInstitution,
  rollCsv,
} from '../institution/support';
import type { Account } from '../support/api';
import { api, demoSession } from '../support/api';
import { draftGraduateSurvey } from '../surveys/survey-api';

/*
 * The data of the outcome journeys, made through the API: an institution of its own with a programme no other
 * journey has, its graduation roll, graduates who claim their row and whose claims the institution confirms
 * (the frame and the respondents of the figures), and a draft graduate survey for the administrator to tag.
 */

export const STATUS_OPTIONS = ['Working for a wage', 'Running my own business', 'Looking for work'] as const;

export interface RollGraduate {
  name: string;
  matric: string;
  sex: 'male' | 'female';
}

/** An institution with one programme and a roll of `sexes.length` graduates (cohort 2024). */
export async function institutionWithRoll(tag: string, sexes: ('male' | 'female')[]) {
  const institution = await newInstitution(tag);
  const programme = `Solar Installation ${lettersOf(tag)}`;
  await apiAs(institution)('POST', '/programmes/', { name: programme, accreditation_type: 'full' });
  const graduates: RollGraduate[] = sexes.map((sex, index) => ({
    name: `Amaka ${lettersOf(tag)} ${'abcdefghij'[index]?.toUpperCase()}`,
    matric: `OUT/${tag}/${index}`,
    sex,
  }));
  await importRoll(
    institution,
    rollCsv(
      graduates.map((graduate, index) => [
        graduate.name,
        graduate.matric,
        programme,
        '2024',
        graduate.sex,
        'Lagos',
        '',
        `0803100000${index}`,
      ]),
    ),
  );
  return { institution, programme, graduates };
}

/** A graduate on the roll signs up and claims the row; the institution confirms the claim. */
export async function confirmedGraduate(institution: Account, graduate: RollGraduate) {
  const person = await graduateWithProfile(graduate.name, graduate.matric);
  await api(
    'POST',
    `/graduates/${person.profileId}/institutions`,
    { institution_id: institution.profileId, matric_number: graduate.matric },
    person.token,
  );
  await apiAs(institution)(
    'PATCH',
    `/institutions/${institution.profileId}/graduates/${person.profileId}/claim`,
    {
      decision: 'confirm',
    },
  );
  return person;
}

export interface DraftSurvey {
  surveyId: string;
  sectionId: string;
  questionId: string;
}

/** A draft graduate survey with one untagged multiple-choice question: what the administrator tags on screen. */
export async function draftStatusSurvey(title: string): Promise<DraftSurvey> {
  const survey = await draftGraduateSurvey(
    title,
    [{ text: 'What do you do now?', type: 'multiple_choice', options: [...STATUS_OPTIONS] }],
    'What graduates of the outcome journey do now.',
  );
  const [question] = survey.questions;
  return { surveyId: survey.surveyId, sectionId: survey.sectionId, questionId: question?._id as string };
}

/** A graduate answers the one question and completes the survey, as the survey page sends it. */
export async function answerStatus(
  graduate: { token: string; accountId: string },
  survey: DraftSurvey,
  answer: (typeof STATUS_OPTIONS)[number],
) {
  const { token } = await demoSession('admin');
  const detail = await api<{ questions: { _id: string; options: { _id: string; text: string }[] }[] }>(
    'GET',
    `/surveys/${survey.surveyId}`,
    undefined,
    token,
  );
  const option = detail.questions[0]?.options.find((candidate) => candidate.text === answer);
  if (!option) throw new Error(`No option "${answer}"`);
  await api(
    'POST',
    `/surveys/${survey.surveyId}/sections/${survey.sectionId}/submit/`,
    {
      responses: [
        {
          question_id: survey.questionId,
          user_id: graduate.accountId,
          optionId: option._id,
          is_completed: true,
        },
      ],
    },
    graduate.token,
  );
}
