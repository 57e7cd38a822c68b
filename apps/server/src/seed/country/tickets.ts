import { TICKET_MESSAGES } from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conversationReports } from '../../features/messaging/messaging.table';
import { ticketMessages, tickets } from '../../features/tickets/tickets.table';
import type { Reported } from './conversations';
import { DEMO_EMAILS } from './demo-threads';
import type { SeededEmployer } from './employers';
import type { SeededInstitution } from './rolls';
import { applicantsOf, DAYS, graduatesOf, HOURS, type Person, peopleByEmail } from './threads';

/*
 * Support tickets in the demo country, so the support desk and every portal's Support page show each state: open
 * and nobody's yet, taken by the demo administrator (answered or not, one waiting on the creator's reply), and
 * closed after replies; and the report ticket of the reported conversation, with its report. Written to the
 * tickets tables directly, with what the feature keeps on the ticket (newest message, count, assignment and
 * first-response times) derived the way its replies set them.
 */

const MINUTE = 60 * 1000;

type State = 'unassigned' | 'assigned' | 'closed';

interface TicketPlan {
  by: Person;
  title: string;
  /** Oldest first; `admin` marks the administrator's replies. */
  messages: { admin?: boolean; text: string; minutesAgo: number }[];
  state: State;
  kind?: 'support' | 'report';
  conversationId?: string;
}

function plansFor(
  demo: Map<string, Person>,
  country: { graduates: Person[]; employer?: Person; institution?: Person },
  reported: Reported | null,
): TicketPlan[] {
  const plans: TicketPlan[] = [];
  const add = (by: Person | undefined, plan: Omit<TicketPlan, 'by'>) => {
    if (by) plans.push({ by, ...plan });
  };
  const [first, second, third, fourth] = country.graduates;
  add(demo.get(DEMO_EMAILS.graduate), {
    title: 'My institution was not in the list when I added my education',
    state: 'closed',
    messages: [
      {
        minutesAgo: 20 * DAYS,
        text: 'When I add my education, Federal Polytechnic Ilaro does not show in the list of institutions.',
      },
      {
        admin: true,
        minutesAgo: 19 * DAYS,
        text: 'Thank you for telling us. The institution had not finished its profile; it now shows in the list. Please try again.',
      },
      { minutesAgo: 19 * DAYS - 90, text: 'It works now. Thank you.' },
    ],
  });
  add(demo.get(DEMO_EMAILS.graduate), {
    title: 'Survey page keeps loading after the second section',
    state: 'unassigned',
    messages: [
      {
        minutesAgo: 9 * HOURS,
        text: 'On my phone the graduate tracer keeps loading after I submit the second section. I tried twice.',
      },
    ],
  });
  add(demo.get(DEMO_EMAILS.employer), {
    title: 'When will our CAC document be reviewed?',
    state: 'assigned',
    messages: [
      {
        minutesAgo: 3 * DAYS,
        text: 'We uploaded our CAC certificate last week but our jobs still show "Unverified employer".',
      },
      {
        admin: true,
        minutesAgo: 2 * DAYS,
        text: 'Your document is in the vetting queue. Reviews take up to three working days; you will be notified of the decision.',
      },
    ],
  });
  add(demo.get(DEMO_EMAILS.institution), {
    title: 'Roll import rejects rows that have a matric number',
    state: 'unassigned',
    messages: [
      {
        minutesAgo: 26 * HOURS,
        text: 'Importing our 2022 roll says "matric number is required" on row 57, but row 57 has a matric number.',
      },
    ],
  });
  add(demo.get(DEMO_EMAILS.institution), {
    title: 'Please add Drone Technology to our programmes',
    state: 'assigned',
    messages: [
      {
        minutesAgo: 4 * DAYS,
        text: 'We have NBTE approval for a new programme in Drone Technology. How do we add it?',
      },
    ],
  });
  add(demo.get(DEMO_EMAILS.staff), {
    title: 'How do I change my grade level?',
    state: 'closed',
    messages: [
      { minutesAgo: 30 * DAYS, text: 'I was promoted to GL-13. Where do I change my grade level?' },
      {
        admin: true,
        minutesAgo: 29 * DAYS,
        text: 'Open your profile, choose Edit, and change "Current grade level". It is saved when you press Save.',
      },
      { minutesAgo: 29 * DAYS - 60, text: 'Done. Thanks.' },
    ],
  });
  add(first, {
    title: 'My name is not on my polytechnic roll',
    state: 'unassigned',
    messages: [
      {
        minutesAgo: 2 * DAYS,
        text: 'I searched for my matric number when claiming my institution but it says no graduate was found.',
      },
    ],
  });
  add(second, {
    title: 'Change my e-mail address',
    state: 'closed',
    messages: [
      {
        minutesAgo: 15 * DAYS,
        text: 'I no longer use the e-mail address I signed up with. How do I change it?',
      },
      {
        admin: true,
        minutesAgo: 14 * DAYS,
        text: 'You can change it under Settings, Account. A code is sent to the new address to confirm it.',
      },
      { minutesAgo: 14 * DAYS - 30, text: 'Changed. Thank you.' },
    ],
  });
  add(third, {
    title: 'Reset code not arriving',
    state: 'assigned',
    messages: [
      { minutesAgo: 5 * DAYS, text: 'I asked for a password reset three times and no code came.' },
      {
        admin: true,
        minutesAgo: 4 * DAYS,
        text: 'Please check your spam folder; the code comes from no-reply. Did it arrive there?',
      },
      { minutesAgo: 3 * DAYS, text: 'It was not in spam either. My address ends with @mail.example.ng.' },
    ],
  });
  add(country.employer, {
    title: 'Vetting is taking long',
    state: 'assigned',
    messages: [
      { minutesAgo: 8 * DAYS, text: 'We registered two weeks ago and are still waiting for approval.' },
      {
        admin: true,
        minutesAgo: 7 * DAYS,
        text: 'The CAC number on your certificate does not match the company name. Please upload the current certificate.',
      },
    ],
  });
  add(country.institution, {
    title: 'Two graduates claimed the same matric number',
    state: 'unassigned',
    messages: [
      {
        minutesAgo: 6 * HOURS,
        text: 'Two accounts claim KFP/23/00412. Only one of them is our graduate. What should we do?',
      },
    ],
  });
  add(fourth, {
    title: 'Thank you',
    state: 'closed',
    messages: [
      { minutesAgo: 40 * DAYS, text: 'I got a job through the platform. Thank you to the team.' },
      {
        admin: true,
        minutesAgo: 39 * DAYS,
        text: 'Congratulations, and thank you for letting us know. All the best in the new role.',
      },
    ],
  });
  if (reported)
    plans.push({
      by: reported.reporter,
      title: TICKET_MESSAGES.reportTitle(reported.reported.name),
      state: 'unassigned',
      kind: 'report',
      conversationId: reported.conversationId,
      messages: [{ minutesAgo: reported.minutesAgo, text: reported.reason }],
    });
  return plans;
}

/** The demo administrator (who may have come from ADMIN_EMAIL), who answers and takes tickets. */
async function demoAdmin(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_EMAILS.admin), eq(users.userType, 'admin')))
    .limit(1);
  return row?.id ?? null;
}

export async function seedTickets(
  db: Database,
  seeded: { employers: SeededEmployer[]; institutions: SeededInstitution[] },
  reported: Reported | null,
  now: number,
): Promise<{ tickets: number; messages: number }> {
  const admin = await demoAdmin(db);
  const demo = await peopleByEmail(db, Object.values(DEMO_EMAILS));
  const sahel = seeded.employers.find((employer) => employer.plan.slug === 'sahelagro');
  const kaduna = seeded.institutions.find((institution) => institution.plan.slug === 'kadfedpoly');
  const kano = seeded.institutions.find((institution) => institution.plan.slug === 'kanotech');
  const graduates = [
    ...(kano ? await graduatesOf(db, kano.made.institutionId, 'Computer Science', 2) : []),
    ...(sahel ? await applicantsOf(db, sahel.jobs[0].id, 2) : []),
  ];
  const plans = plansFor(
    demo,
    {
      graduates,
      employer: sahel && { id: sahel.userId, name: sahel.plan.name, first: sahel.plan.name },
      institution: kaduna && { id: kaduna.made.userId, name: kaduna.plan.name, first: kaduna.plan.name },
    },
    reported,
  )
    // Without an administrator (none seeded), only tickets nobody has answered.
    .filter((plan) => admin || plan.state === 'unassigned');

  if (plans.length === 0) return { tickets: 0, messages: 0 };
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  const keyOf = (createdBy: string, title: string) => `${createdBy}|${title}`;
  const made = await db
    .insert(tickets)
    .values(
      plans.map((plan) => {
        const first = plan.messages[0];
        const last = plan.messages[plan.messages.length - 1];
        const firstReply = plan.messages.find((message) => message.admin);
        return {
          createdBy: plan.by.id,
          title: plan.title,
          status: plan.state === 'closed' ? 'closed' : 'ongoing',
          kind: plan.kind ?? 'support',
          conversationId: plan.conversationId ?? null,
          assignedAdminId: plan.state === 'unassigned' ? null : admin,
          // Taken when first answered; one taken without an answer yet, an hour after it came in.
          assignedAt:
            plan.state === 'unassigned'
              ? null
              : at(firstReply ? firstReply.minutesAgo : first.minutesAgo - HOURS),
          firstResponseAt: firstReply ? at(firstReply.minutesAgo) : null,
          closedAt: plan.state === 'closed' ? at(last.minutesAgo - 10) : null,
          lastMessageText: last.text,
          lastMessageBy: last.admin ? admin : plan.by.id,
          lastMessageAt: at(last.minutesAgo),
          messageCount: plan.messages.length,
          createdAt: at(first.minutesAgo),
          updatedAt: at(last.minutesAgo),
        };
      }),
    )
    .returning({ id: tickets.id, createdBy: tickets.createdBy, title: tickets.title });
  // Each plan's creator and title are distinct, so they find its ticket.
  const idOf = new Map(made.map((row) => [keyOf(row.createdBy, row.title), row.id]));
  const rows = plans.flatMap((plan) =>
    plan.messages.map((message) => ({
      ticketId: idOf.get(keyOf(plan.by.id, plan.title)) as string,
      createdBy: message.admin ? (admin as string) : plan.by.id,
      text: message.text,
      createdAt: at(message.minutesAgo),
    })),
  );
  await db.insert(ticketMessages).values(rows);
  const reports = plans.filter((plan) => plan.kind === 'report' && plan.conversationId);
  if (reports.length > 0)
    await db.insert(conversationReports).values(
      reports.map((plan) => ({
        conversationId: plan.conversationId as string,
        reporterId: plan.by.id,
        reason: plan.messages[0].text,
        createdAt: at(plan.messages[0].minutesAgo),
      })),
    );
  return { tickets: plans.length, messages: rows.length };
}
