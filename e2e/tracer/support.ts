import { expect } from 'vitest';
import { importRoll, lettersOf, newInstitution, rollCsv } from '../institution/support';
import { api, demoSession } from '../support/api';
import { eventually } from '../support/eventually';
import { mailsTo } from '../support/outbox';
import { publishGraduateSurvey, type QuestionSpec } from '../surveys/survey-api';

const DAY = 86_400_000;

/**
 * A graduate on a new institution's roll who never signed up, a tracer study of a new survey for their cohort with
 * one wave open now, and the invitation the sweep mailed them: what each answer-by-link journey starts from.
 * The demo's national study may invite the same graduate too, so the invitation is the one that names this study.
 */
export async function invitedGraduate(options: {
  tag: string;
  /** A word that makes this journey's titles, e.g. 'Tracer' → 'Tracer journey {tag}' and 'Tracer {tag}'. */
  kind: string;
  /** name, matric number's prefix, state, phone: the rest of the roll row is made here. */
  person: { firstName: string; matricPrefix: string; state: string; phone: string };
  cohort: number;
  offsetMonths: number;
  questions: QuestionSpec[];
}) {
  const { tag, kind, person, cohort } = options;
  const institution = await newInstitution(tag);
  const programme = `${kind} Welding ${lettersOf(tag)}`;
  await api('POST', '/programmes/', { name: programme, accreditation_type: 'full' }, institution.token);
  const email = `${kind.toLowerCase()}.${tag}@example.ng`;
  await importRoll(
    institution,
    rollCsv([
      [
        `${person.firstName} ${lettersOf(tag)}`,
        `${person.matricPrefix}/${tag}/1`,
        programme,
        String(cohort),
        'female',
        person.state,
        email,
        person.phone,
      ],
    ]),
  );
  const surveyTitle = `${kind} journey ${tag}`;
  const survey = await publishGraduateSurvey(surveyTitle, options.questions);
  const { token } = await demoSession('admin');
  const studyTitle = `${kind} ${tag}`;
  const study = await api<{ _id: string }>(
    'POST',
    '/admin/tracer-studies',
    {
      title: studyTitle,
      survey_id: survey.surveyId,
      cohorts: [cohort],
      institution_ids: [institution.profileId],
      offsets: [],
    },
    token,
  );
  await api(
    'POST',
    `/admin/tracer-studies/${study._id}/waves`,
    {
      cohort,
      offset_months: options.offsetMonths,
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
    },
    token,
  );
  await api('POST', '/admin/tracer-sweep', undefined, token);
  const invitations = async () =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith(studyTitle));
  await eventually(async () => (await invitations()).length, 'the invitation in the outbox').toBe(1);
  const [invitation] = await invitations();
  const path = invitation?.text.match(/https?:\/\/\S+?(\/a\/[\w-]+)\n/)?.[1];
  expect(path).toBeTruthy();
  return { email, study, studyTitle, surveyTitle, path: path as string, token, invitations };
}
