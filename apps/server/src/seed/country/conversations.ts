import type { Database } from '../../db/client';
import { DEMO_EMAILS, demoThreads } from './demo-threads';
import type { SeededEmployer } from './employers';
import type { SeededInstitution } from './rolls';
import {
  applicantsOf,
  DAYS,
  graduatesOf,
  HOURS,
  type Person,
  peopleByEmail,
  type ThreadPlan,
  writeThreads,
} from './threads';

/*
 * Conversations in the demo country (issue 14): short threads between graduates, employers and institutions,
 * some with messages not yet read, so every portal's Messages page has something in it. The demo accounts
 * (graduate, employer, institution, staff) each have threads, one unread at least (demo-threads.ts); employers
 * write to their applicants; registrars to a class (two groups); employers to institutions. One graduate reported an
 * unvetted employer's conversation (asked for money), which the support desk holds as a report ticket
 * (tickets.ts). Mentors are seeded elsewhere (demo-mentors.ts); no thread here includes one.
 */

export interface Reported {
  conversationId: string;
  reporter: Person;
  reported: Person;
  reason: string;
  minutesAgo: number;
}

const INTERVIEW_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Each employer writes to two applicants of its first job: one answered, one waiting for the graduate. */
function applicantThreads(employer: SeededEmployer, applicants: Person[], index: number): ThreadPlan[] {
  const job = employer.jobs[0];
  const day = INTERVIEW_DAYS[index % INTERVIEW_DAYS.length];
  const [answered, waiting] = applicants;
  const plans: ThreadPlan[] = [];
  if (answered)
    plans.push({
      members: [employer.userId, answered.id],
      messages: [
        {
          by: 0,
          minutesAgo: (8 + index) * DAYS,
          text: `Hello ${answered.first}, thank you for applying for the ${job.title.toLowerCase()} role. Are you still available?`,
        },
        {
          by: 1,
          minutesAgo: (8 + index) * DAYS - 45,
          text: 'Good day. Yes, I am still available and can resume immediately.',
        },
        {
          by: 0,
          minutesAgo: (7 + index) * DAYS,
          text: `Good. Please come for a practical test on ${day} at 9am at our ${employer.plan.state} office. Bring your certificates.`,
        },
        { by: 1, minutesAgo: (7 + index) * DAYS - 10, text: 'I will be there. Thank you.' },
      ],
    });
  if (waiting)
    plans.push({
      members: [employer.userId, waiting.id],
      messages: [
        {
          by: 0,
          minutesAgo: (index + 1) * 7 * HOURS,
          text: `Hello ${waiting.first}, we received your application for the ${job.title.toLowerCase()} role. Can you come for an interview on ${day} at 11am?`,
        },
      ],
      unread: { 1: 1 },
    });
  return plans;
}

/** A graduate asked for money by an unvetted employer: the thread a report points at. */
function scamThread(employer: SeededEmployer, graduate: Person): ThreadPlan {
  return {
    members: [employer.userId, graduate.id],
    messages: [
      {
        by: 0,
        minutesAgo: 3 * DAYS,
        text: `Congratulations ${graduate.first}, you have been selected for the ${employer.jobs[0].title.toLowerCase()} position.`,
      },
      {
        by: 0,
        minutesAgo: 3 * DAYS - 2,
        text: 'To process your appointment letter, pay ₦15,000 for uniform and ID card into our account today. Send the receipt here.',
      },
      {
        by: 1,
        minutesAgo: 2 * DAYS,
        text: 'Why do I need to pay before I resume? I was not interviewed.',
      },
      {
        by: 0,
        minutesAgo: 2 * DAYS - 30,
        text: 'It is company policy. If you do not pay by tomorrow the slot goes to another candidate.',
      },
    ],
  };
}

/** A registrar congratulates a class; some have replied, one has not opened it. */
function classThread(institution: SeededInstitution, graduates: (Person & { year: number })[]): ThreadPlan {
  const year = graduates[0]?.year;
  return {
    members: [institution.made.userId, ...graduates.map((graduate) => graduate.id)],
    messages: [
      {
        by: 0,
        minutesAgo: 6 * DAYS,
        text: `Congratulations again to the class of ${year}. Please complete the graduate tracer survey on your dashboard: it takes ten minutes and helps us improve the programme.`,
      },
      { by: 1, minutesAgo: 6 * DAYS - 60, text: 'Thank you sir. I have filled it.' },
      { by: 2, minutesAgo: 5 * DAYS, text: 'Please is the statement of result ready for collection?' },
      {
        by: 0,
        minutesAgo: 4 * DAYS,
        text: 'Statements of result for your set are ready at Exams and Records from Monday.',
      },
    ],
    unread: { 3: 4, 1: 1 },
  };
}

/** Employers asking institutions for graduates. */
function partnershipThreads(
  employers: Map<string, SeededEmployer>,
  institutions: Map<string, SeededInstitution>,
): ThreadPlan[] {
  const pairs: [string, string, string, string][] = [
    [
      'ndmarine',
      'riverspoly',
      'We need ten welders and fitters for a dry-dock contract in Onne. Do you have recent Mechanical Engineering Technology graduates with welding practice we can test?',
      'Yes. Our last two sets did welding in the workshop; we will share a list of interested graduates this week.',
    ],
    [
      'abujadigital',
      'crescentpoly',
      'We run a three-month paid internship for software developers. Would your Software Development and Computer Science graduates be interested?',
      'Certainly. Please send the requirements and closing date and we will circulate them to our graduates.',
    ],
    [
      'calabarhealth',
      'crhealthtech',
      'Our community health posts in Akamkpa and Odukpani need CHEWs. Could you recommend graduates who are from those areas?',
      'We have several. The Head of Department will call you to arrange a meeting.',
    ],
  ];
  const plans: ThreadPlan[] = [];
  pairs.forEach(([employerSlug, institutionSlug, ask, answer], index) => {
    const employer = employers.get(employerSlug);
    const institution = institutions.get(institutionSlug);
    if (!employer || !institution) return;
    const answered = index !== 1;
    plans.push({
      members: [employer.userId, institution.made.userId],
      messages: [
        { by: 0, minutesAgo: (9 - index * 3) * DAYS, text: ask },
        ...(answered ? [{ by: 1, minutesAgo: (8 - index * 3) * DAYS, text: answer }] : []),
      ],
      unread: answered ? { 0: 1 } : { 1: 1 },
    });
  });
  return plans;
}

export interface SeededConversations {
  conversations: number;
  messages: number;
  reported: Reported | null;
}

/** Writes every thread; answers the counts and the reported conversation. */
export async function seedConversations(
  db: Database,
  seeded: { employers: SeededEmployer[]; institutions: SeededInstitution[] },
  now: number,
): Promise<SeededConversations> {
  const employers = new Map(seeded.employers.map((employer) => [employer.plan.slug, employer]));
  const institutions = new Map(
    seeded.institutions.map((institution) => [institution.plan.slug, institution]),
  );
  const demo = await peopleByEmail(db, Object.values(DEMO_EMAILS));
  const plans: ThreadPlan[] = [];

  const lekki = employers.get('lekkisolar');
  const owerri = institutions.get('fedpolyowerri');
  const [owerriGraduate] = owerri
    ? await graduatesOf(db, owerri.made.institutionId, 'Mechanical Engineering Technology', 1)
    : [];
  if (lekki)
    plans.push(
      ...demoThreads(
        demo,
        { id: lekki.userId, name: lekki.plan.name, first: lekki.plan.name },
        owerriGraduate,
      ),
    );

  // Two applicants each; the scam thread takes a third applicant of the unvetted fashion house.
  let scam: { plan: ThreadPlan; employer: SeededEmployer; graduate: Person } | null = null;
  for (const [index, employer] of seeded.employers.entries()) {
    const applicants = await applicantsOf(db, employer.jobs[0].id, 3);
    plans.push(...applicantThreads(employer, applicants, index));
    if (employer.plan.slug === 'ikejafashion' && applicants[2])
      scam = { plan: scamThread(employer, applicants[2]), employer, graduate: applicants[2] };
  }

  for (const [slug, programme] of [
    ['fedpolyikorodu', 'Computer Science'],
    ['gtcbauchi', 'Welding and Fabrication'],
  ] as const) {
    const institution = institutions.get(slug);
    if (!institution) continue;
    const graduates = await graduatesOf(db, institution.made.institutionId, programme, 3);
    if (graduates.length === 3) plans.push(classThread(institution, graduates));
  }
  plans.push(...partnershipThreads(employers, institutions));
  if (scam) plans.push(scam.plan);

  const ids = await writeThreads(db, plans, now);
  const scamId = scam ? ids[ids.length - 1] : null;
  return {
    conversations: ids.filter(Boolean).length,
    messages: plans.reduce((sum, plan, index) => sum + (ids[index] ? plan.messages.length : 0), 0),
    reported:
      scam && scamId
        ? {
            conversationId: scamId,
            reporter: scam.graduate,
            reported: {
              id: scam.employer.userId,
              name: scam.employer.plan.name,
              first: scam.employer.plan.name,
            },
            reason:
              'This employer is asking me to pay ₦15,000 before I resume, without any interview. I think it is a scam.',
            minutesAgo: 2 * DAYS - 60,
          }
        : null,
  };
}
