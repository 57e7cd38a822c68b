import type { MentorType } from '@tvet/contract';
import { eq, sql } from 'drizzle-orm';
import { insertAccount } from '../db/accounts';
import type { Database } from '../db/client';
import { invitations, mentors, users } from '../db/schema';
import { newOpaqueToken } from '../platform/secrets';

/*
 * Demo mentoring (issue 12): mentors of both types, each with a cohort of the demo country's graduates (one
 * institution's confirmed graduates each, in a fixed order, so two starts assign the same people), the demo
 * mentor's cohort with the demo graduate in it, the demo graduate with an individual and an organisation mentor
 * (the /mentors tabs), and one mentor still invited (the console's status column; re-invite to mail a link).
 * Runs after seedDemo and seedDemoCountry; a handful of rows and one INSERT ... SELECT per cohort.
 */

interface DemoMentor {
  email: string;
  name: string;
  type: MentorType;
  specialization: string;
  industry: string;
  /** The position of the institution (by name) whose confirmed graduates form the cohort, and how many. */
  cohort?: { institution: number; size: number };
  /** Also mentors the demo graduate. */
  demoGraduate?: boolean;
  /** Not joined yet: no usable password, an invitation waiting. */
  invited?: boolean;
}

const DEMO_MENTORS: DemoMentor[] = [
  {
    email: 'adaeze.okonkwo@mentors.demo.tvet.ng',
    name: 'Adaeze Okonkwo',
    type: 'individual',
    specialization: 'Solar PV and renewable energy installation',
    industry: 'Energy & Power',
    cohort: { institution: 0, size: 14 },
    demoGraduate: true,
  },
  {
    email: 'skills@northern-agro.demo.tvet.ng',
    name: 'Northern Agro Skills Initiative',
    type: 'organization',
    specialization: 'Agribusiness and agro-processing',
    industry: 'Agriculture',
    cohort: { institution: 1, size: 16 },
  },
  {
    email: 'emeka.nwosu@mentors.demo.tvet.ng',
    name: 'Emeka Nwosu',
    type: 'individual',
    specialization: 'Automotive mechatronics and diagnostics',
    industry: 'Automotive',
    cohort: { institution: 2, size: 10 },
  },
  {
    email: 'mentors@lagos-digital-hub.demo.tvet.ng',
    name: 'Lagos Digital Skills Hub',
    type: 'organization',
    specialization: 'Networking, software and ICT support',
    industry: 'Information Technology',
    cohort: { institution: 3, size: 12 },
    demoGraduate: true,
  },
  {
    email: 'fatima.sule@mentors.demo.tvet.ng',
    name: 'Fatima Sule',
    type: 'individual',
    specialization: 'Fashion design and garment production',
    industry: 'Fashion & Textiles',
    invited: true,
  },
];

/** The demo accounts' own mentor (seedDemo made it) gets this cohort besides the demo graduate. */
const DEMO_MENTOR_COHORT = { institution: 4, size: 8 };

export interface MentorsSummary {
  mentors: number;
  assignments: number;
}

/**
 * Assigns one institution's confirmed graduates to a mentor, one per name (the drawn names repeat, and ordering
 * by e-mail alone gave a cohort of five identical "Adewale Oyelaran" rows, issue 22); how many were added.
 */
async function assignCohort(db: Database, mentorId: string, cohort: { institution: number; size: number }) {
  const result = await db.execute(sql`
    insert into mentor_assignments (mentor_id, graduate_id)
    select ${mentorId}::uuid, picked.id from (
      select distinct on (gu.name) g.id, gu.email from graduates g
      join users gu on gu.id = g.user_id
      join graduate_institutions l on l.graduate_id = g.id and l.claim_status = 'confirmed'
      where l.institution_id = (
        select i.id from institutions i join users iu on iu.id = i.user_id
        order by iu.name, i.id offset ${cohort.institution} limit 1)
      order by gu.name, gu.email
    ) picked
    order by picked.email limit ${cohort.size}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

async function assignByEmail(db: Database, mentorId: string, email: string) {
  const result = await db.execute(sql`
    insert into mentor_assignments (mentor_id, graduate_id)
    select ${mentorId}::uuid, g.id from graduates g join users u on u.id = g.user_id where u.email = ${email}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** `passwordHash`: DEMO_PASSWORD hashed once by the caller (hashing per account is slow). */
export async function seedDemoMentors(
  db: Database,
  passwordHash: string,
  demo = { mentor: 'mentor@demo.tvet.ng', graduate: 'graduate@demo.tvet.ng' },
): Promise<MentorsSummary> {
  let assignments = 0;
  for (const plan of DEMO_MENTORS) {
    const { profile } = await insertAccount(db, {
      userType: 'mentor',
      name: plan.name,
      username: plan.email
        .split('@')[0]
        .replace(/[^a-z0-9_.]/g, '_')
        .slice(0, 30),
      email: plan.email,
      // An invited mentor has not chosen a password: nothing known signs in until the link is used.
      passwordHash: plan.invited ? `!${newOpaqueToken().hash}` : passwordHash,
      isEmailVerified: !plan.invited,
      address: null,
      phone: null,
      profile: {
        mentorType: plan.type,
        areaOfSpecialization: plan.specialization,
        industryType: plan.industry,
      },
    });
    if (plan.invited) {
      // Nobody holds this link (its token is not kept): the console's re-invite mails a working one.
      await db.insert(invitations).values({
        email: plan.email,
        name: plan.name,
        userType: 'mentor',
        tokenHash: newOpaqueToken().hash,
        expiresAt: new Date(Date.now() + 48 * 3600 * 1000),
      });
    }
    if (plan.cohort) assignments += await assignCohort(db, profile.id, plan.cohort);
    if (plan.demoGraduate) assignments += await assignByEmail(db, profile.id, demo.graduate);
  }
  const [demoMentor] = await db
    .select({ id: mentors.id })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(eq(users.email, demo.mentor));
  if (demoMentor) {
    assignments += await assignByEmail(db, demoMentor.id, demo.graduate);
    assignments += await assignCohort(db, demoMentor.id, DEMO_MENTOR_COHORT);
  }
  return { mentors: DEMO_MENTORS.length, assignments };
}
