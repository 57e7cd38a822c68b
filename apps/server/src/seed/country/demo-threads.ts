import { DAYS, HOURS, type Person, type ThreadPlan } from './threads';

/*
 * The demo accounts' own threads (graduate@, employer@, institution@, staff@demo.tvet.ng), so each portal's
 * Messages page opens on conversations with something unread: the demo graduate invited to an interview and
 * asking the demo institution for a statement of result, the demo employer asking it for SIWES students and
 * asked for a job by a graduate, the demo institution reminding its staff member of the roll.
 */

export const DEMO_EMAILS = {
  graduate: 'graduate@demo.tvet.ng',
  employer: 'employer@demo.tvet.ng',
  institution: 'institution@demo.tvet.ng',
  staff: 'staff@demo.tvet.ng',
  admin: 'admin@demo.tvet.ng',
};

/** The demo accounts' own threads. */
export function demoThreads(
  demo: Map<string, Person>,
  lekki: Person,
  owerriGraduate: Person | undefined,
): ThreadPlan[] {
  const graduate = demo.get(DEMO_EMAILS.graduate);
  const employer = demo.get(DEMO_EMAILS.employer);
  const institution = demo.get(DEMO_EMAILS.institution);
  const staff = demo.get(DEMO_EMAILS.staff);
  const plans: ThreadPlan[] = [];
  if (graduate)
    plans.push({
      members: [lekki.id, graduate.id],
      messages: [
        {
          by: 0,
          minutesAgo: 4 * DAYS,
          text: `Good morning ${graduate.first}. We saw your profile: electrical/electronic graduate with solar PV maintenance skills. We are recruiting solar PV installers for our Lekki and Ajah sites. Would you be interested?`,
        },
        {
          by: 1,
          minutesAgo: 4 * DAYS - 50,
          text: 'Good morning. Yes, I am very interested. I did my SIWES with a solar installation company in Abeokuta. Can I send my CV here?',
        },
        {
          by: 0,
          minutesAgo: 3 * DAYS,
          text: 'Yes please, attach it here or apply through the job post so it is on file.',
        },
        { by: 1, minutesAgo: 3 * DAYS - 20, text: 'I will apply through the job post today. Thank you.' },
        {
          by: 0,
          minutesAgo: 5 * HOURS,
          text: `Thank you ${graduate.first}. You are shortlisted for an interview on Thursday at 10am at our office, 14 Admiralty Way, Lekki Phase 1. Please come with your original certificates and NIN slip.`,
        },
        { by: 0, minutesAgo: 5 * HOURS - 1, text: 'Kindly confirm if the time works for you.' },
      ],
      unread: { 1: 2 },
    });
  if (graduate && institution)
    plans.push({
      members: [graduate.id, institution.id],
      messages: [
        {
          by: 0,
          minutesAgo: 12 * DAYS,
          text: 'Good afternoon. I graduated in 2021 (Electrical/Electronic Engineering Technology). Please how do I get my statement of result? An employer asked for it.',
        },
        {
          by: 1,
          minutesAgo: 11 * DAYS,
          text: `Good afternoon ${graduate.first}. Statements of result are collected at the Exams and Records office, Block C, Monday to Friday, 9am to 3pm. Bring your matric number and a means of identification. The fee is paid at the bursary.`,
        },
        {
          by: 0,
          minutesAgo: 11 * DAYS - 30,
          text: 'Thank you very much. Can someone collect it for me? I am now in Lagos.',
        },
        {
          by: 1,
          minutesAgo: 10 * DAYS,
          text: 'Yes, with an authorisation letter signed by you and a copy of your ID.',
        },
        { by: 0, minutesAgo: 10 * DAYS - 15, text: 'Noted, thank you.' },
        {
          by: 0,
          minutesAgo: 3 * HOURS,
          text: 'Good afternoon again. My cousin collected the statement today, thank you. Is the original certificate also ready?',
        },
      ],
      unread: { 1: 1 },
    });
  if (employer && institution)
    plans.push({
      members: [employer.id, institution.id],
      messages: [
        {
          by: 0,
          minutesAgo: 6 * DAYS,
          text: 'Good day. We take industrial attachment (SIWES) students at our Ibese plant every year. Could your Electrical and Mechanical departments send us a list of students for the next intake?',
        },
        {
          by: 1,
          minutesAgo: 5 * DAYS,
          text: 'Thank you for reaching out. Our Industrial Liaison Officer will compile the list. How many places do you have this year?',
        },
        {
          by: 0,
          minutesAgo: 5 * DAYS - 40,
          text: 'Twelve places: eight electrical, four mechanical. There is a monthly stipend and transport from Ilaro.',
        },
        {
          by: 1,
          minutesAgo: 1 * DAYS,
          text: 'The list of twelve students with their contacts is ready. The letters of introduction will reach your HR office by Friday.',
        },
      ],
      unread: { 0: 1 },
    });
  if (employer && owerriGraduate)
    plans.push({
      members: [owerriGraduate.id, employer.id],
      messages: [
        {
          by: 0,
          minutesAgo: 2 * DAYS,
          text: 'Good evening. I am a Mechanical Engineering Technology graduate of Federal Polytechnic Owerri. I heard the Ibese plant is expanding. Are you hiring maintenance technicians?',
        },
        {
          by: 1,
          minutesAgo: 2 * DAYS - 90,
          text: 'Good evening. Not at the moment, but openings will be posted on this platform. Make sure your profile is complete.',
        },
        {
          by: 0,
          minutesAgo: 20 * HOURS,
          text: 'Thank you. I have completed my profile and uploaded my certificates.',
        },
      ],
      unread: { 1: 1 },
    });
  if (staff && institution)
    plans.push({
      members: [institution.id, staff.id],
      messages: [
        {
          by: 0,
          minutesAgo: 3 * DAYS,
          text: 'Please update the graduation roll for your department before the end of the month; the tracer survey goes out to the 2021 set next.',
        },
        { by: 1, minutesAgo: 3 * DAYS - 120, text: 'Noted. I will send the corrected list by Wednesday.' },
        { by: 0, minutesAgo: 2 * HOURS, text: 'Reminder: the roll is due tomorrow.' },
      ],
      unread: { 1: 1 },
    });
  return plans;
}
