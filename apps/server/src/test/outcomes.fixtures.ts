import type { Database } from '../db/client';
import { insertGraduates, insertRoll } from '../seed/outcomes.factory';
import { createSurvey } from '../seed/surveys.factory';

/* Graduates on a roll with confirmed claims, and a one-question tracer round, for the outcome tests. */

/**
 * `count` roll rows of one programme and cohort (men and women in turn), each held by a graduate who signed up
 * with a confirmed claim; `tag` names them (matric `TAG/i`, e-mail `tag{i}@outcomes.ng`) and must be unique in
 * the database, as must `ninFrom`.
 */
export async function heldRoll(
  db: Database,
  passwordHash: string,
  spec: {
    tag: string;
    count: number;
    institutionId: string;
    programmeId: string;
    cohort: number;
    state: string;
    ninFrom: number;
  },
) {
  const name = (i: number) => `${spec.tag[0].toUpperCase()}${spec.tag.slice(1)} ${i}`;
  const matric = (i: number) => `${spec.tag.toUpperCase()}/${i}`;
  const sex = (i: number) => (i % 2 ? 'female' : 'male');
  const entries = await insertRoll(
    db,
    Array.from({ length: spec.count }, (_, i) => ({
      institutionId: spec.institutionId,
      programmeId: spec.programmeId,
      name: name(i),
      matricNumber: matric(i),
      graduationYear: spec.cohort,
      sex: sex(i),
      state: spec.state,
      email: null,
      phone: null,
    })),
  );
  const accounts = await insertGraduates(
    db,
    entries.map((entryId, i) => ({
      name: name(i),
      email: `${spec.tag}${i}@outcomes.ng`,
      username: `outcomes_${spec.tag}_${i}`,
      sex: sex(i),
      state: spec.state,
      residenceState: spec.state,
      nin: String(spec.ninFrom + i),
      dateOfBirth: '2000-01-01',
      isEmployed: null,
      claim: {
        rollEntryId: entryId,
        institutionId: spec.institutionId,
        programmeId: spec.programmeId,
        graduationYear: spec.cohort,
        matricNumber: matric(i),
      },
    })),
    passwordHash,
  );
  return { entries, userIds: accounts.map((account) => account.userId) };
}

/** A published round to graduates with one question, employment status, offering these codes. */
export async function employmentRound(db: Database, title: string, codes: string[]) {
  const round = await createSurvey(db, {
    title,
    text: 'Your work now',
    respondentType: 'graduate',
    sections: [
      {
        title: 'Work',
        questions: [
          {
            text: 'Main activity?',
            type: 'multiple_choice',
            indicator: 'employment_status',
            options: codes.map((code) => ({ text: code, code })),
          },
        ],
      },
    ],
  });
  const question = round.sections[0].questions[0];
  return {
    surveyId: round.survey.id,
    sectionId: question.sectionId,
    questionId: question.id,
    optionOf: (code: string) => question.options.find((option) => option.code === code)?._id as string,
  };
}
